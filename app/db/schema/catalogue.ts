// The catalogue's tables: bouquets (items), their sizes, pictures and categories, the pictures the
// storefront shows outside the catalogue, and the catalogue's version (what kept pages depend on).
import { relations, sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";
import { id, createdAt, updatedAt, partOf, stringList } from "./columns";

export const images = sqliteTable("images", {
  id: id(),
  fileName: text("file_name").notNull().unique(),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  etag: text("etag").notNull(),
  /** Widths already rendered to disk for `?w=`; more are made on first request. */
  variants: text("variants", { mode: "json" })
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'`),
  createdAt: createdAt(),
});

export const categories = sqliteTable("categories", {
  id: id(),
  name: text("name").notNull(),
  /** The name in Arabic; null until written (Arabic pages then show the English one). */
  nameAr: text("name_ar"),
  slug: text("slug").notNull().unique(),
  position: integer("position").notNull().default(0),
  description: text("description"),
  /** The description in Arabic; null until written (Arabic pages then show the English one). */
  descriptionAr: text("description_ar"),
  /** Written by the demo seed and never edited since: 'Remove the demo catalogue' deletes it. */
  demo: integer("demo", { mode: "boolean" }).notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const items = sqliteTable(
  "items",
  {
    id: id(),
    title: text("title").notNull(),
    shortDescription: text("short_description").notNull().default(""),
    longDescription: text("long_description").notNull().default(""),
    /** The texts in Arabic; each null until written (Arabic pages then show the English one). */
    titleAr: text("title_ar"),
    shortDescriptionAr: text("short_description_ar"),
    longDescriptionAr: text("long_description_ar"),
    /** Used when the item has no sizes. */
    basePrice: integer("base_price").notNull().default(0),
    mainImageId: text("main_image_id").references((): AnySQLiteColumn => images.id, {
      onDelete: "set null",
    }),
    isNew: integer("is_new", { mode: "boolean" }).notNull().default(false),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    inStock: integer("in_stock", { mode: "boolean" }).notNull().default(true),
    /** A vase, chocolates, a balloon: offered with a bouquet, never listed or sold alone. */
    isAddOn: integer("is_add_on", { mode: "boolean" }).notNull().default(false),
    ingredients: stringList("ingredients"),
    dimensions: text("dimensions"),
    /** The ingredients in Arabic; empty until written (Arabic pages then show the English ones). */
    ingredientsAr: stringList("ingredients_ar"),
    dimensionsAr: text("dimensions_ar"),
    /** How to care for this bouquet; null: the shop's general care instructions. */
    care: text("care"),
    careAr: text("care_ar"),
    /** Written by the demo seed and never edited since: 'Remove the demo catalogue' deletes it. */
    demo: integer("demo", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("items_created_at").on(t.createdAt)],
);

export const itemGalleryImages = sqliteTable(
  "item_gallery_images",
  {
    itemId: partOf("item_id", () => items.id),
    imageId: partOf("image_id", () => images.id),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.position] })],
);

export const sizes = sqliteTable(
  "sizes",
  {
    id: id(),
    itemId: partOf("item_id", () => items.id),
    position: integer("position").notNull(),
    sizeName: text("size_name").notNull(),
    sizeNameAr: text("size_name_ar"),
    price: integer("price").notNull(),
    comparePrice: integer("compare_price"),
    description: text("description"),
    ingredients: stringList("ingredients"),
    /** Each null (or empty) until written: Arabic pages then show the English text. */
    descriptionAr: text("description_ar"),
    ingredientsAr: stringList("ingredients_ar"),
    /** Null: the bouquet's own dimensions stand for this size's. */
    dimensions: text("dimensions"),
    dimensionsAr: text("dimensions_ar"),
  },
  (t) => [uniqueIndex("sizes_item_position").on(t.itemId, t.position)],
);

export const itemCategories = sqliteTable(
  "item_categories",
  {
    itemId: partOf("item_id", () => items.id),
    categoryId: partOf("category_id", () => categories.id),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.categoryId] }),
    index("item_categories_category").on(t.categoryId),
  ],
);

// A bouquet's parts, for reading one whole in a single query (db().query.items with its sizes,
// pictures and categories). Only what Drizzle's reads know: no column or migration changes.
export const itemsRelations = relations(items, ({ many }) => ({
  sizes: many(sizes),
  galleryImages: many(itemGalleryImages),
  itemCategories: many(itemCategories),
}));

export const sizesRelations = relations(sizes, ({ one }) => ({
  item: one(items, { fields: [sizes.itemId], references: [items.id] }),
}));

export const itemGalleryImagesRelations = relations(itemGalleryImages, ({ one }) => ({
  item: one(items, { fields: [itemGalleryImages.itemId], references: [items.id] }),
}));

export const itemCategoriesRelations = relations(itemCategories, ({ one }) => ({
  item: one(items, { fields: [itemCategories.itemId], references: [items.id] }),
  category: one(categories, { fields: [itemCategories.categoryId], references: [categories.id] }),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  itemCategories: many(itemCategories),
}));

/** Images the storefront shows outside the catalogue: hero slides, portfolio, 'Trusted By' logos. */
export const siteImages = sqliteTable("site_images", {
  /** e.g. "hero-1", "portfolio-3", "trusted-2" */
  slot: text("slot").primaryKey(),
  imageId: partOf("image_id", () => images.id),
  caption: text("caption").notNull().default(""),
});
export type SiteImageRow = typeof siteImages.$inferSelect;

/**
 * Counters of every change to what the storefront shows, raised by triggers whoever writes: row 1
 * the catalogue (bouquets, sizes, categories, pictures, delivery settings), row 2 the bookings
 * (orders, delivery settings). The page cache compares them before serving.
 */
export const catalogueVersion = sqliteTable("catalogue_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
});

export type ImageRow = typeof images.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type SizeRow = typeof sizes.$inferSelect;
