// Add-ons: a vase, chocolates, a balloon, a card upgrade. Items of the catalogue marked isAddOn,
// offered beside a bouquet's sizes and ordered as lines of their own; never listed on their own
// (they go with a bouquet, never alone).
import type { Language } from "~/i18n/languages";
import type { Fils } from "~/money/money";
import { inLanguage } from "./in-language";
import { listItems, type Item } from "./items.server";
import { sizesOffered, type SizeOffered } from "./sizes";

/** What the item page's checkbox for one add-on needs. */
export interface AddOnChoice {
  id: string;
  /** In the page's language when written in it; `titleLang` says which. */
  title: string;
  titleLang: Language;
  /** The size an order line names: the add-on's first, else 'Standard'. */
  sizeName: string;
  price: Fils;
  imageId: string | null;
  shortDescription: string;
  shortDescriptionLang: Language;
}

/** An add-on is sold in one size: its first, else the Standard one at its base price. */
export const addOnSize = (item: Pick<Item, "sizes" | "basePrice">): SizeOffered =>
  sizesOffered(item)[0]!;

const priceOf = (item: Item): Fils => addOnSize(item).price;

/** The add-ons a customer can choose now: in stock, the cheapest first, then by title. */
export function addOnsInStock(): Item[] {
  return listItems({ isAddOn: true, inStock: true }).sort(
    (a, b) => priceOf(a) - priceOf(b) || a.title.localeCompare(b.title),
  );
}

/** The add-ons offered on a bouquet's page in `language`, in the order of addOnsInStock. */
export function listAddOns(language: Language = "en"): AddOnChoice[] {
  return addOnsInStock().map((item) => {
    const size = addOnSize(item);
    const title = inLanguage(item.title, item.titleAr, language);
    const short = inLanguage(item.shortDescription, item.shortDescriptionAr, language);
    return {
      id: item.id,
      title: title.text,
      titleLang: title.lang,
      sizeName: size.sizeName,
      price: size.price,
      imageId: item.mainImageId,
      shortDescription: short.text,
      shortDescriptionLang: short.lang,
    };
  });
}
