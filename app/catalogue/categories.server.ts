import { and, asc, count, eq, ne, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newId, nowIso } from "~/db/ids.server";
import { categories, itemCategories, type CategoryRow } from "~/db/schema";
import { normaliseForSearch } from "~/i18n/format";
import { ShopError } from "~/platform/errors";
import { CategoryInput, NAME_AND_SLUG_REQUIRED, nameAndSlug } from "./category-input";
import { normaliseSlug } from "./slug";

export { CategoryInput };

export interface Category {
  id: string;
  name: string;
  /** The name in Arabic; null until written. */
  nameAr: string | null;
  slug: string;
  order: number;
  description: string | null;
  /** The description in Arabic; null until written. */
  descriptionAr: string | null;
  createdAt: string;
  updatedAt: string;
}

const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  nameAr: row.nameAr,
  slug: row.slug,
  order: row.position,
  description: row.description,
  descriptionAr: row.descriptionAr,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** Categories in the order the shop shows them. */
export function listCategories(): Category[] {
  return db()
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name))
    .all()
    .map(toCategory);
}

/** The categories a bouquet can be put in, as the item form offers them: id and name. */
export function categoryChoices(): { id: string; name: string }[] {
  return listCategories().map(({ id, name }) => ({ id, name }));
}

/**
 * Categories whose name (English or Arabic, compared as search compares text) or address contains
 * the text, in the shop's order.
 */
export function searchCategories(text: string): Category[] {
  const words = normaliseForSearch(text);
  const asSlug = normaliseSlug(text);
  if (!words) return listCategories();
  return listCategories().filter(
    (category) =>
      normaliseForSearch(category.name).includes(words) ||
      normaliseForSearch(category.nameAr ?? "").includes(words) ||
      (asSlug !== "" && category.slug.includes(asSlug)),
  );
}

/** How many bouquets each category holds, by category id (categories without any are absent). */
export function itemCountsByCategory(): Map<string, number> {
  const rows = db()
    .select({ categoryId: itemCategories.categoryId, n: count() })
    .from(itemCategories)
    .groupBy(itemCategories.categoryId)
    .all();
  return new Map(rows.map((row) => [row.categoryId, row.n]));
}

/** A category named by its id or its slug, as the collection's `?category=` allows. */
export function findCategory(idOrSlug: string): Category | null {
  const row = db()
    .select()
    .from(categories)
    .where(or(eq(categories.id, idOrSlug), eq(categories.slug, idOrSlug)))
    .get();
  return row ? toCategory(row) : null;
}

export function getCategory(id: string): Category {
  const row = db().select().from(categories).where(eq(categories.id, id)).get();
  if (!row) throw new ShopError("not-found", "Category not found");
  return toCategory(row);
}

function checkedFields(input: CategoryInput, exceptId?: string) {
  const { name, slug } = nameAndSlug(input);
  if (!name || !slug) {
    throw new ShopError("invalid", NAME_AND_SLUG_REQUIRED, {
      ...(name ? {} : { name: ["Name is required."] }),
      ...(slug ? {} : { slug: ["Slug is required."] }),
    });
  }
  const taken = db()
    .select({ id: categories.id })
    .from(categories)
    .where(
      exceptId
        ? and(eq(categories.slug, slug), ne(categories.id, exceptId))
        : eq(categories.slug, slug),
    )
    .get();
  if (taken) {
    throw new ShopError("invalid", `The slug "${slug}" is already used by another category.`, {
      slug: [`"${slug}" is already used by another category.`],
    });
  }
  return { name, slug };
}

/** `demo`: written by the demo seed (removed with the demo catalogue until edited). */
export function createCategory(input: CategoryInput, options: { demo?: boolean } = {}): Category {
  const { name, slug } = checkedFields(input);
  const row = db()
    .insert(categories)
    .values({
      id: newId(),
      name,
      nameAr: input.nameAr ?? null,
      slug,
      position: input.order ?? 0,
      description: input.description || null,
      descriptionAr: input.descriptionAr ?? null,
      demo: options.demo ?? false,
    })
    .returning()
    .get();
  return toCategory(row);
}

export function updateCategory(id: string, input: CategoryInput): Category {
  const existing = getCategory(id);
  const { name, slug } = checkedFields(
    {
      ...input,
      name: input.name || existing.name,
      slug: input.slug || (input.name ? "" : existing.slug),
    },
    id,
  );
  const row = db()
    .update(categories)
    .set({
      name,
      nameAr: input.nameAr === undefined ? existing.nameAr : input.nameAr,
      slug,
      position: input.order ?? existing.order,
      description:
        input.description === undefined ? existing.description : input.description || null,
      descriptionAr:
        input.descriptionAr === undefined ? existing.descriptionAr : input.descriptionAr,
      // Edited by the florist: theirs now, kept when the demo catalogue is removed.
      demo: false,
      updatedAt: nowIso(),
    })
    .where(eq(categories.id, id))
    .returning()
    .get();
  return toCategory(row);
}

/**
 * Deletes a category. Its bouquets are not deleted: they leave this category and stay in the
 * collection (and in their other categories). Answers how many bouquets were moved out.
 */
export function deleteCategory(id: string): { itemsUnlinked: number } {
  getCategory(id);
  return db().transaction((tx) => {
    const [linked] = tx
      .select({ n: count() })
      .from(itemCategories)
      .where(eq(itemCategories.categoryId, id))
      .all();
    tx.delete(categories).where(eq(categories.id, id)).run();
    return { itemsUnlinked: linked?.n ?? 0 };
  });
}

export function categoryIdsExist(ids: string[]): string[] {
  const known = new Set(
    db()
      .select({ id: categories.id })
      .from(categories)
      .all()
      .map((c) => c.id),
  );
  return ids.filter((id) => !known.has(id));
}
