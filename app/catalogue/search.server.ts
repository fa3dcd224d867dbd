// Catalogue search for /search?q= and /ar/search?q= : every word of the query must appear in the
// bouquet's title, short or long description or one of its category names, in English or Arabic
// (whichever page searches); title matches rank first.
import { listBouquets, type Item } from "~/catalogue/items.server";
import { normaliseForSearch } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import { bouquetCard, type BouquetCardData } from "./cards";
import { cleanQuery } from "./search-query";

const MAX_TERMS = 8;

type Searchable = Pick<Item, "title" | "shortDescription" | "longDescription"> &
  Partial<Pick<Item, "titleAr" | "shortDescriptionAr" | "longDescriptionAr">> & {
    categories: { name: string; nameAr?: string | null }[];
  };

/**
 * Text as search compares it: lower case without accents, so "Pivoine" finds "pivoine" and "Rosé"
 * finds "rose"; Arabic without its diacritics and with its spelling variants folded, so "الوردة"
 * finds "الورده" and "أزهار" finds "ازهار"; any digits Western.
 */
const fold = (text: string) =>
  normaliseForSearch(text)
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase();

const both = (english: string, arabic: string | null | undefined) =>
  arabic ? `${english} ${arabic}` : english;

export function searchTerms(query: string): string[] {
  return [...new Set(fold(cleanQuery(query)).split(" ").filter(Boolean))].slice(0, MAX_TERMS);
}

/** A word and its simple plural or singular: "peony" also finds "peonies", "roses" finds "rose". */
export function wordForms(term: string): string[] {
  if (term.length <= 3) return [term];
  if (term.endsWith("ies")) return [term, `${term.slice(0, -3)}y`];
  if (term.endsWith("y")) return [term, `${term.slice(0, -1)}ies`];
  if (term.endsWith("s")) return [term, term.slice(0, -1)];
  return [term];
}

const has = (text: string, term: string) => wordForms(term).some((form) => text.includes(form));

/**
 * The items matching every term, title matches first (more title words, higher), then category
 * matches; otherwise the given order (newest first from the catalogue) is kept.
 */
export function rankBySearch<T extends Searchable>(items: T[], query: string): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  return items
    .map((item, index) => {
      const title = fold(both(item.title, item.titleAr));
      const categories = fold(item.categories.map((c) => both(c.name, c.nameAr)).join(" "));
      const everything = [
        title,
        categories,
        fold(both(item.shortDescription, item.shortDescriptionAr)),
        fold(both(item.longDescription, item.longDescriptionAr)),
      ].join(" ");
      return {
        item,
        index,
        matches: terms.every((term) => has(everything, term)),
        inTitle: terms.filter((term) => has(title, term)).length,
        inCategory: terms.filter((term) => has(categories, term)).length,
      };
    })
    .filter((entry) => entry.matches)
    .sort((a, b) => b.inTitle - a.inTitle || b.inCategory - a.inCategory || a.index - b.index)
    .map((entry) => entry.item);
}

/**
 * Bouquet cards for the search page in `language` (add-ons are never found on their own). Both
 * languages' texts are searched on either page: a visitor may type an English flower's name on
 * the Arabic page, or the reverse.
 */
export function searchCatalogue(query: string, language: Language = "en"): BouquetCardData[] {
  return rankBySearch(listBouquets(), query).map((item) => bouquetCard(item, language));
}
