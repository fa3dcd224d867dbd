// What the item page shows, shaped on the server from a catalogue item.
import type { Item } from "~/catalogue/items.server";
import { sizesOffered, STANDARD_SIZE, STANDARD_SIZE_AR } from "~/catalogue/sizes";
import type { Language } from "~/i18n/languages";
import type { Fils } from "~/money/money";
import { NO_DESCRIPTION, UNTITLED } from "./cards";
import { inLanguage, inLanguageOr } from "./in-language";

// Stand-ins for texts a bouquet lacks; pages say them in their own language.
export const INGREDIENTS_FALLBACK = "Premium seasonal flowers";
export const SHORT_DESCRIPTION_FALLBACK = "Beautiful floral arrangement";
const INGREDIENTS_FALLBACK_AR = "أجود أزهار الموسم";

export interface ItemPrice {
  amount: Fils;
  /** Struck through when the shown size's comparePrice exceeds its price. */
  compareAt: Fils | null;
  /** Several sizes at different prices: the amount is the lowest, shown as 'From …'. */
  from: boolean;
}

export interface ItemOffer {
  /** The size's English name: how the page's links and the order name it. */
  name: string;
  /** The name the customer reads, in the page's language when written in it. */
  label: string;
  labelLang: Language;
  price: Fils;
}

export interface SizeDetails {
  name: string;
  description: string | null;
  ingredients: string[];
}

export interface ItemView {
  id: string;
  title: string;
  /** The language each text is in (English on an Arabic page when no Arabic was written). */
  titleLang: Language;
  shortDescription: string;
  shortDescriptionLang: Language;
  longDescription: string;
  longDescriptionLang: Language;
  category: { name: string; nameLang: Language; slug: string } | null;
  /** Main image first, then the gallery; image ids or URLs. */
  images: string[];
  price: ItemPrice;
  /** One per size, or a single one at the base price when there are no sizes. */
  offers: ItemOffer[];
  ingredients: string[];
  /** The ingredients are written in English; only the shop's fallback is in the page's language. */
  ingredientsLang: Language;
  /** What was written for each size (by its English name): its description and ingredients. */
  sizeDetails: SizeDetails[];
  /** Written in English. */
  dimensions: string | null;
  /** False: 'Currently unavailable' instead of the purchase options. */
  inStock: boolean;
  updatedAt: string;
}

export function itemView(item: Item, language: Language = "en"): ItemView {
  const sizes = item.sizes.filter((size) => Number.isInteger(size.price) && size.price >= 0);
  const title = inLanguageOr(item.title, item.titleAr, language, UNTITLED);
  const short = inLanguageOr(
    item.shortDescription,
    item.shortDescriptionAr,
    language,
    NO_DESCRIPTION,
  );
  const long = inLanguage(item.longDescription, item.longDescriptionAr, language);
  const category = item.categories[0];
  const categoryName = category ? inLanguage(category.name, category.nameAr, language) : null;
  const arabicSizeNames = new Map(item.sizes.map((size) => [size.sizeName, size.sizeNameAr]));
  // The Standard size of a bouquet without sizes has its Arabic name from the shop.
  const sizeNameAr = (name: string) =>
    arabicSizeNames.get(name) ?? (name === STANDARD_SIZE ? STANDARD_SIZE_AR : null);
  return {
    id: item.id,
    title: title.text,
    titleLang: title.lang,
    shortDescription: short.text,
    shortDescriptionLang: short.lang,
    longDescription: long.text,
    longDescriptionLang: long.lang,
    category:
      category && categoryName
        ? { name: categoryName.text, nameLang: categoryName.lang, slug: category.slug }
        : null,
    images: [...new Set([item.mainImageId, ...item.galleryImageIds].filter(isPresent))],
    price: itemPrice(sizes, item.basePrice),
    offers: sizesOffered({ sizes, basePrice: item.basePrice }).map((size) => {
      const label = inLanguage(size.sizeName, sizeNameAr(size.sizeName), language);
      return { name: size.sizeName, label: label.text, labelLang: label.lang, price: size.price };
    }),
    ...bouquetIngredients(item, language),
    sizeDetails: sizes.map((size) => ({
      name: size.sizeName,
      description: size.description?.trim() || null,
      ingredients: size.ingredients,
    })),
    dimensions: item.dimensions?.trim() || null,
    inStock: item.inStock,
    updatedAt: item.updatedAt,
  };
}

/**
 * What the bouquet is made of before a size is chosen: the bouquet's own list, else its first
 * size's that has one; only a bouquet with neither gets the shop's stand-in, in the page's language.
 */
function bouquetIngredients(item: Item, language: Language) {
  const written =
    item.ingredients.length > 0
      ? item.ingredients
      : (item.sizes.find((size) => size.ingredients.length > 0)?.ingredients ?? []);
  if (written.length > 0) return { ingredients: written, ingredientsLang: "en" as Language };
  return {
    ingredients: [language === "ar" ? INGREDIENTS_FALLBACK_AR : INGREDIENTS_FALLBACK],
    ingredientsLang: language,
  };
}

/** The details of the chosen size, when it has any written; null otherwise. */
export function chosenSizeDetails(item: ItemView, sizeName: string | null | undefined) {
  const size = item.sizeDetails.find((one) => one.name === sizeName);
  return size && (size.ingredients.length > 0 || size.description) ? size : null;
}

/** The lowest size's price ('From' when sizes differ), else the base price. */
export function itemPrice(
  sizes: { price: Fils; comparePrice: Fils | null }[],
  basePrice: Fils,
): ItemPrice {
  const cheapest = sizes.reduce<(typeof sizes)[number] | undefined>(
    (low, size) => (low === undefined || size.price < low.price ? size : low),
    undefined,
  );
  if (!cheapest) return { amount: Math.max(0, basePrice), compareAt: null, from: false };
  const compare = cheapest.comparePrice;
  return {
    amount: cheapest.price,
    compareAt: compare !== null && compare > cheapest.price ? compare : null,
    from: sizes.some((size) => size.price !== cheapest.price),
  };
}

/** `?image=2` is the second picture (1-based, as people count); anything else the first. */
export function galleryIndex(param: string | null, count: number): number {
  if (!param || !/^\d{1,3}$/.test(param)) return 0;
  const position = Number(param);
  return position >= 1 && position <= count ? position - 1 : 0;
}

function isPresent(ref: string | null): ref is string {
  return Boolean(ref);
}
