// The bouquet lists of the home, collection and category pages, shaped for their loaders (add-ons
// are offered on a bouquet's page, never listed).
import { findCategory, listCategories } from "~/catalogue/categories.server";
import { listBouquets } from "~/catalogue/items.server";
import { parseSort, type CatalogueSort } from "~/catalogue/catalogue-url";
import { log } from "~/platform/log.server";
import { bouquetCard, type BouquetCardData } from "./cards";

export interface ListedCategory {
  name: string;
  slug: string;
  description: string | null;
}

export interface HomeCatalogue {
  categories: ListedCategory[];
  /** The chosen category: `?category=<slug>`, else the first by order. */
  selected: ListedCategory | null;
  sort: CatalogueSort;
  cards: BouquetCardData[];
}

const listed = ({ name, slug, description }: ListedCategory): ListedCategory => ({
  name,
  slug,
  description,
});

/**
 * The home page's catalogue. Failures are logged and shown as empty lists, so the
 * rest of the home page still renders.
 */
export function homeCatalogue(search: URLSearchParams): HomeCatalogue {
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
    cards = listBouquets({ category: selected?.id, sort }).map(bouquetCard);
  } catch (error) {
    log.error({ err: error }, "home: bouquets failed to load");
  }
  return {
    categories: categories.map(listed),
    selected: selected ? listed(selected) : null,
    sort,
    cards,
  };
}

/** Every bouquet, for /collection. Throws when the catalogue cannot be read. */
export function collectionCatalogue(search: URLSearchParams) {
  const sort = parseSort(search.get("sort"));
  return { sort, cards: listBouquets({ sort }).map(bouquetCard) };
}

/** A category by its slug (not its id) and its bouquets; null when there is no such category. */
export function categoryCatalogue(slug: string, search: URLSearchParams) {
  const category = findCategory(slug);
  if (!category || category.slug !== slug) return null;
  const sort = parseSort(search.get("sort"));
  return {
    category: listed(category),
    sort,
    cards: listBouquets({ category: category.id, sort }).map(bouquetCard),
  };
}
