// Catalogue search for /search?q= : every word of the query must appear in the bouquet's title,
// short or long description or one of its category names; title matches rank first.
import { listBouquets, type Item } from "~/catalogue/items.server";
import { bouquetCard, type BouquetCardData } from "./cards";
import { cleanQuery } from "./search-query";

const MAX_TERMS = 8;

type Searchable = Pick<Item, "title" | "shortDescription" | "longDescription" | "categories">;

/** Lower case without accents, so "Pivoine" finds "pivoine" and "Rosé" finds "rose". */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase();

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
      const title = fold(item.title);
      const categories = fold(item.categories.map((c) => c.name).join(" "));
      const everything = [
        title,
        categories,
        fold(item.shortDescription),
        fold(item.longDescription),
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

/** Bouquet cards for the search page (add-ons are never found on their own). */
export function searchCatalogue(query: string): BouquetCardData[] {
  return rankBySearch(listBouquets(), query).map(bouquetCard);
}
