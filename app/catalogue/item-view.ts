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

/** What was written for one size, each text in the page's language when written in it. */
export interface SizeDetails {
  name: string;
  description: string | null;
  descriptionLang: Language;
  /** Empty: the bouquet's own list stands for this size's. */
  ingredients: string[];
  ingredientsLang: Language;
  /** Null: the bouquet's own dimensions stand for this size's. */
  dimensions: string | null;
  dimensionsLang: Language;
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
  /** The language the list is written in (the shop's fallback is in the page's language). */
  ingredientsLang: Language;
  /** What was written for each size (by its English name): description, ingredients, dimensions. */
  sizeDetails: SizeDetails[];
  dimensions: string | null;
  dimensionsLang: Language;
  /** The bouquet's own care instructions, one a line; empty: the shop's general ones. */
  care: string[];
  careLang: Language;
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
    sizeDetails: sizes.map((size) => sizeDetails(size, language)),
    ...written("dimensions", item.dimensions, item.dimensionsAr, language),
    ...careLines(item, language),
    inStock: item.inStock,
    updatedAt: item.updatedAt,
  };
}

/**
 * A free text written for the page (`dimensions`, `care`): the Arabic one on an Arabic page when
 * written, else the English one; null (in the page's language) when neither was.
 */
function written<K extends string>(
  key: K,
  english: string | null,
  arabic: string | null,
  language: Language,
) {
  const found = inLanguage(english?.trim() ?? "", arabic?.trim(), language);
  return {
    [key]: found.text || null,
    [`${key}Lang`]: found.text ? found.lang : language,
  } as { [P in K]: string | null } & { [P in `${K}Lang`]: Language };
}

/** The florist's own care instructions, one a line as written. */
function careLines(item: Item, language: Language) {
  const { care, careLang } = written("care", item.care, item.careAr, language);
  const lines = (care ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return { care: lines, careLang };
}

/**
 * A list of ingredients for the page: the one in the page's language when written, else the other
 * (a list written only in Arabic is still what the bouquet is made of); empty when neither was.
 */
function ingredientsIn(english: string[], arabic: string[], language: Language) {
  const arabicFirst = language === "ar" ? arabic.length > 0 : english.length === 0;
  return arabicFirst
    ? { ingredients: arabic, ingredientsLang: "ar" as Language }
    : { ingredients: english, ingredientsLang: "en" as Language };
}

function sizeDetails(size: Item["sizes"][number], language: Language): SizeDetails {
  return {
    name: size.sizeName,
    ...written("description", size.description, size.descriptionAr, language),
    ...ingredientsIn(size.ingredients, size.ingredientsAr, language),
    ...written("dimensions", size.dimensions, size.dimensionsAr, language),
  };
}

/**
 * What the bouquet is made of before a size is chosen: the bouquet's own list, else its first
 * size's that has one; only a bouquet with neither gets the shop's stand-in, in the page's language.
 */
function bouquetIngredients(item: Item, language: Language) {
  const hasList = (one: { ingredients: string[]; ingredientsAr: string[] }) =>
    one.ingredients.length > 0 || one.ingredientsAr.length > 0;
  const source = hasList(item) ? item : item.sizes.find(hasList);
  if (source) return ingredientsIn(source.ingredients, source.ingredientsAr, language);
  return {
    ingredients: [language === "ar" ? INGREDIENTS_FALLBACK_AR : INGREDIENTS_FALLBACK],
    ingredientsLang: language,
  };
}

/** The details of the chosen size, when it has any written; null otherwise. */
export function chosenSizeDetails(item: ItemView, sizeName: string | null | undefined) {
  const size = item.sizeDetails.find((one) => one.name === sizeName);
  return size && (size.ingredients.length > 0 || size.description || size.dimensions) ? size : null;
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
