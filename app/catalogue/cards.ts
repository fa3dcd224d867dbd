// What a bouquet card shows, shaped on the server from a catalogue item.
import { cardPriceRange, cardPriceText, type PriceRange } from "~/catalogue/price-text";
import type { Language } from "~/i18n/languages";
import type { Fils } from "~/money/money";
import { inLanguage, inLanguageOr } from "./in-language";

export interface BouquetCardData {
  id: string;
  title: string;
  /** The language `title` is in (English on an Arabic page when no Arabic was written). */
  titleLang: Language;
  shortDescription: string;
  shortDescriptionLang: Language;
  priceText: string;
  /** The same prices as numbers, for the card to write in the page's language. */
  priceRange: PriceRange;
  /** The lowest price, for analytics. */
  price: Fils;
  imageId: string | null;
  /** A second picture that fades in on hover. */
  hoverImageId: string | null;
  isNew: boolean;
  featured: boolean;
  /** False: a 'Sold out' tag; the card still leads to the bouquet. */
  inStock: boolean;
  category: string;
  categoryLang: Language;
}

interface CardSource {
  id: string;
  title: string;
  shortDescription: string;
  titleAr: string | null;
  shortDescriptionAr: string | null;
  basePrice: number;
  fromPrice: number;
  mainImageId: string | null;
  galleryImageIds: string[];
  isNew: boolean;
  featured: boolean;
  inStock: boolean;
  categories: { name: string; nameAr: string | null }[];
  sizes: { price: number }[];
}

/** The shop's own words where a bouquet has none of its own. */
export const UNTITLED = { en: "Bouquet", ar: "باقة" };
export const NO_DESCRIPTION = { en: "Beautiful floral arrangement", ar: "تنسيق زهري بديع" };
const NO_CATEGORY = { en: "Flowers", ar: "زهور" };

export function bouquetCard(item: CardSource, language: Language = "en"): BouquetCardData {
  const title = inLanguageOr(item.title, item.titleAr, language, UNTITLED);
  const short = inLanguageOr(
    item.shortDescription,
    item.shortDescriptionAr,
    language,
    NO_DESCRIPTION,
  );
  const category = item.categories[0]
    ? inLanguage(item.categories[0].name, item.categories[0].nameAr, language)
    : { text: NO_CATEGORY[language], lang: language };
  return {
    id: item.id,
    title: title.text,
    titleLang: title.lang,
    shortDescription: short.text,
    shortDescriptionLang: short.lang,
    priceText: cardPriceText(item, language),
    priceRange: cardPriceRange(item),
    price: item.fromPrice,
    imageId: item.mainImageId,
    hoverImageId: item.galleryImageIds[0] ?? null,
    isNew: item.isNew,
    featured: item.featured,
    inStock: item.inStock,
    category: category.text,
    categoryLang: category.lang,
  };
}
