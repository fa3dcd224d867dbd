// Bouquets as the shop reads them: their sizes, categories and images; lists, filters and sorts.
// Creating, editing and deleting them is item-writes.server.ts's.
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { itemCategories, itemGalleryImages, items, sizes } from "~/db/schema";
import type { Fils } from "~/money/money";
import { ShopError } from "~/platform/errors";
import { findCategory } from "./categories.server";
import { fromPrice } from "./price-text";

export interface Size {
  id: string;
  sizeName: string;
  /** The size's name in Arabic; null until written. */
  sizeNameAr: string | null;
  price: Fils;
  comparePrice: Fils | null;
  description: string | null;
  ingredients: string[];
  /** The Arabic texts; null (or empty) until written: the Arabic pages then show the English. */
  descriptionAr: string | null;
  ingredientsAr: string[];
  /** Null: the bouquet's own dimensions stand for this size's. */
  dimensions: string | null;
  dimensionsAr: string | null;
}

export interface Item {
  id: string;
  title: string;
  shortDescription: string;
  longDescription: string;
  /** The Arabic texts; each null until written (the Arabic pages then show the English one). */
  titleAr: string | null;
  shortDescriptionAr: string | null;
  longDescriptionAr: string | null;
  basePrice: Fils;
  /** The cheapest size, else the base price. */
  fromPrice: Fils;
  mainImageId: string | null;
  galleryImageIds: string[];
  isNew: boolean;
  featured: boolean;
  inStock: boolean;
  /** Offered with a bouquet (a vase, chocolates), never listed or sold on its own. */
  isAddOn: boolean;
  ingredients: string[];
  /** Empty until written: the Arabic pages then show the English ones. */
  ingredientsAr: string[];
  dimensions: string | null;
  dimensionsAr: string | null;
  /** The bouquet's own care instructions; null: the shop's general ones. */
  care: string | null;
  careAr: string | null;
  categories: { id: string; name: string; nameAr: string | null; slug: string }[];
  sizes: Size[];
  createdAt: string;
  updatedAt: string;
}

export type CatalogueSort = "newest" | "price-low" | "price-high";
export const CATALOGUE_SORTS: CatalogueSort[] = ["newest", "price-low", "price-high"];

/** A bouquet's parts as Drizzle's relational read brings them, each in its own order. */
const PARTS = {
  sizes: {
    columns: {
      id: true,
      sizeName: true,
      sizeNameAr: true,
      price: true,
      comparePrice: true,
      description: true,
      ingredients: true,
      descriptionAr: true,
      ingredientsAr: true,
      dimensions: true,
      dimensionsAr: true,
    },
    orderBy: asc(sizes.position),
  },
  galleryImages: { columns: { imageId: true }, orderBy: asc(itemGalleryImages.position) },
  itemCategories: {
    columns: {},
    orderBy: asc(itemCategories.position),
    with: { category: { columns: { id: true, name: true, nameAr: true, slug: true } } },
  },
} as const;

/** Drizzle's relational read as it comes back, before it is shaped into an `Item`. */
type ItemQuery = ReturnType<typeof itemQuery>;
type ItemRead = Awaited<ReturnType<ItemQuery["execute"]>>[number];

/** Whole bouquets in one query, whatever their number: newest first, each with its parts. */
function itemQuery(where: SQL | undefined, limit?: number) {
  return db()
    .query.items.findMany({
      where,
      orderBy: [desc(items.createdAt), desc(items.id)],
      with: PARTS,
      limit,
    })
    .prepare();
}

/**
 * Building the relational read's SQL costs more than running it, so each shape of read (which
 * filters, how many words) is built and prepared once per database handle, its values bound on
 * each call. A search of more than MOST_WORDS_PREPARED words is built each time, so the shapes
 * stay few.
 */
const preparedReads = new WeakMap<Db, Map<string, ItemQuery>>();
const MOST_WORDS_PREPARED = 8;

function readItems(
  read: { shape: string; where: () => SQL | undefined; limit?: number },
  values: Record<string, unknown>,
  keep = true,
): Item[] {
  let reads = preparedReads.get(db());
  if (!reads) preparedReads.set(db(), (reads = new Map()));
  let query = reads.get(read.shape);
  if (!query) {
    query = itemQuery(read.where(), read.limit);
    if (keep) reads.set(read.shape, query);
  }
  return (query.all(values) as ItemRead[]).map(toItem);
}

function toItem(row: ItemRead): Item {
  const itemSizes = row.sizes.map((size) => ({
    id: size.id,
    sizeName: size.sizeName,
    sizeNameAr: size.sizeNameAr,
    price: size.price,
    comparePrice: size.comparePrice,
    description: size.description,
    ingredients: size.ingredients,
    descriptionAr: size.descriptionAr,
    ingredientsAr: size.ingredientsAr,
    dimensions: size.dimensions,
    dimensionsAr: size.dimensionsAr,
  }));
  return {
    id: row.id,
    title: row.title,
    shortDescription: row.shortDescription,
    longDescription: row.longDescription,
    titleAr: row.titleAr,
    shortDescriptionAr: row.shortDescriptionAr,
    longDescriptionAr: row.longDescriptionAr,
    basePrice: row.basePrice,
    fromPrice: fromPrice({ basePrice: row.basePrice, sizes: itemSizes }),
    mainImageId: row.mainImageId,
    galleryImageIds: row.galleryImages.map((g) => g.imageId),
    isNew: row.isNew,
    featured: row.featured,
    inStock: row.inStock,
    isAddOn: row.isAddOn,
    ingredients: row.ingredients,
    ingredientsAr: row.ingredientsAr,
    dimensions: row.dimensions,
    dimensionsAr: row.dimensionsAr,
    care: row.care,
    careAr: row.careAr,
    categories: row.itemCategories.map(({ category: { id, name, nameAr, slug } }) => ({
      id,
      name,
      nameAr,
      slug,
    })),
    sizes: itemSizes,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** How a list of bouquets is narrowed; every given condition must hold. */
export interface ItemFilter {
  /** A category id or slug; an unknown one lists nothing, an empty one doesn't narrow. */
  category?: string;
  /** Words that must each appear in the title, short or long description, English or Arabic (any case). */
  search?: string;
  featured?: boolean;
  isNew?: boolean;
  inStock?: boolean;
  isAddOn?: boolean;
}

/** LIKE's wildcards typed by a person are meant literally. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const FLAGS = ["featured", "isNew", "inStock", "isAddOn"] as const;

/**
 * The filter as a shape (which conditions, as placeholders) and the values bound to them; SQLite
 * takes a flag as 1 or 0.
 */
function filterRead(filter: ItemFilter) {
  const categoryId = filter.category ? (findCategory(filter.category)?.id ?? "") : undefined;
  const words = (filter.search ?? "").split(/\s+/).filter(Boolean);
  const flags = FLAGS.filter((flag) => filter[flag] !== undefined);
  const values: Record<string, unknown> = {};
  if (categoryId !== undefined) values.category = categoryId;
  words.forEach((word, i) => (values[`word${i}`] = likePattern(word)));
  for (const flag of flags) values[flag] = filter[flag] ? 1 : 0;

  const where = () => {
    const conditions: SQL[] = [];
    if (categoryId !== undefined) {
      conditions.push(
        inArray(
          items.id,
          db()
            .select({ id: itemCategories.itemId })
            .from(itemCategories)
            .where(eq(itemCategories.categoryId, sql.placeholder("category"))),
        ),
      );
    }
    words.forEach((_, i) => {
      const pattern = sql.placeholder(`word${i}`);
      conditions.push(
        or(
          ...[
            items.title,
            items.shortDescription,
            items.longDescription,
            items.titleAr,
            items.shortDescriptionAr,
            items.longDescriptionAr,
          ].map((column) => sql`${column} like ${pattern} escape '\\'`),
        )!,
      );
    });
    for (const flag of flags) conditions.push(eq(items[flag], sql.placeholder(flag)));
    return and(...conditions);
  };
  const shape = `list:${categoryId !== undefined ? "category," : ""}${words.length} words,${flags.join(",")}`;
  return { read: { shape, where }, values, keep: words.length <= MOST_WORDS_PREPARED };
}

export type ItemListOptions = ItemFilter & { sort?: CatalogueSort };

/**
 * Items, newest first unless sorted by price (the cheapest size), narrowed by the filter: the
 * admin's list uses all of it, bouquets and add-ons alike.
 */
export function listItems(options: ItemListOptions = {}): Item[] {
  const { read, values, keep } = filterRead(options);
  const list = readItems(read, values, keep);
  if (options.sort === "price-low") return list.sort((a, b) => a.fromPrice - b.fromPrice);
  if (options.sort === "price-high") return list.sort((a, b) => b.fromPrice - a.fromPrice);
  return list;
}

/**
 * The bouquets of the storefront's lists (home, collection, categories, search, sitemap, the JSON
 * collection): an add-on is offered with a bouquet, never listed on its own.
 */
export function listBouquets(options: Omit<ItemListOptions, "isAddOn"> = {}): Item[] {
  return listItems({ ...options, isAddOn: false });
}

const ONE_ITEM = {
  shape: "one",
  where: () => eq(items.id, sql.placeholder("id")),
  limit: 1,
};

export function findItem(id: string): Item | null {
  return readItems(ONE_ITEM, { id })[0] ?? null;
}

/** The bouquet with this id for its own page; an add-on has none, as it is not sold alone. */
export function findBouquet(id: string): Item | null {
  const item = findItem(id);
  return item && !item.isAddOn ? item : null;
}

export function getItem(id: string): Item {
  const item = findItem(id);
  if (!item) throw new ShopError("not-found", "Item Not Found");
  return item;
}

/** Whether the storefront has a bouquet to list; until the first, its lists say one is coming. */
export function hasBouquets(): boolean {
  const first = db()
    .select({ id: items.id })
    .from(items)
    .where(eq(items.isAddOn, false))
    .limit(1)
    .get();
  return first !== undefined;
}

export function countItems(): number {
  const [row] = db().select({ n: count() }).from(items).all();
  return row?.n ?? 0;
}
