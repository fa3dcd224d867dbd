// The bouquet lists of the home, collection and category pages, shaped for their loaders (add-ons
// are offered on a bouquet's page, never listed).
import { findCategory, listCategories, type Category } from "~/catalogue/categories.server";
import { hasBouquets, listBouquets } from "~/catalogue/items.server";
import { parseSort, type CatalogueSort } from "~/catalogue/catalogue-url";
import type { Language } from "~/i18n/languages";
import { log } from "~/platform/log.server";
import { bouquetCard, type BouquetCardData } from "./cards";
import { inLanguage } from "./in-language";

export interface ListedCategory {
  name: string;
  /** The language `name` is in (English on an Arabic page when no Arabic was written). */
  nameLang: Language;
  slug: string;
  /** The description for the page's language (the English one where no Arabic was written). */
  description: string | null;
  /** The language `description` is in. */
  descriptionLang: Language;
}

export interface HomeCatalogue {
  categories: ListedCategory[];
  /** The chosen category: `?category=<slug>`, else the first by order. */
  selected: ListedCategory | null;
  sort: CatalogueSort;
  cards: BouquetCardData[];
  /** The shop has no bouquet at all yet: the page says one is coming instead of an empty list. */
  comingSoon: boolean;
}

/** A category's description for a page in `language`, with the language it is in. */
function describedIn(
  category: Category,
  language: Language,
): { description: string | null; descriptionLang: Language } {
  const description = inLanguage(category.description ?? "", category.descriptionAr, language);
  return { description: description.text || null, descriptionLang: description.lang };
}

/** A category as a page in `language` lists it. */
export function listedCategory(category: Category, language: Language): ListedCategory {
  const name = inLanguage(category.name, category.nameAr, language);
  return {
    name: name.text,
    nameLang: name.lang,
    slug: category.slug,
    ...describedIn(category, language),
  };
}

const cardsIn = (language: Language) => (item: Parameters<typeof bouquetCard>[0]) =>
  bouquetCard(item, language);

/**
 * The home page's catalogue. Failures are logged and shown as empty lists, so the
 * rest of the home page still renders.
 */
export function homeCatalogue(search: URLSearchParams, language: Language = "en"): HomeCatalogue {
  const sort = parseSort(search.get("sort"));
  let categories: ReturnType<typeof listCategories> = [];
  try {
    categories = listCategories();
  } catch (error) {
    log.error({ err: error }, "home: categories failed to load");
  }
  const wanted = search.get("category");
  const selected = categories.find((c) => c.slug === wanted) ?? categories[0] ?? null;
  let cards: BouquetCardData[] = [];
  try {
    // With no categories at all the shop's whole collection is shown.
    cards = listBouquets({ category: selected?.id, sort }).map(cardsIn(language));
  } catch (error) {
    log.error({ err: error }, "home: bouquets failed to load");
  }
  return {
    categories: categories.map((category) => listedCategory(category, language)),
    selected: selected ? listedCategory(selected, language) : null,
    sort,
    cards,
    comingSoon: cards.length === 0 && !hasBouquets(),
  };
}

/** Every bouquet, for /collection. Throws when the catalogue cannot be read. */
export function collectionCatalogue(search: URLSearchParams, language: Language = "en") {
  const sort = parseSort(search.get("sort"));
  const cards = listBouquets({ sort }).map(cardsIn(language));
  return { sort, cards, comingSoon: cards.length === 0 };
}

/** A category by its slug (not its id) and its bouquets; null when there is no such category. */
export function categoryCatalogue(
  slug: string,
  search: URLSearchParams,
  language: Language = "en",
) {
  const category = findCategory(slug);
  if (!category || category.slug !== slug) return null;
  const sort = parseSort(search.get("sort"));
  const cards = listBouquets({ category: category.id, sort }).map(cardsIn(language));
  return {
    category: listedCategory(category, language),
    sort,
    cards,
    comingSoon: cards.length === 0 && !hasBouquets(),
  };
}
