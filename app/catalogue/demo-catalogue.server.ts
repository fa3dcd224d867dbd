// 'Remove the demo catalogue': the bouquets, add-ons and categories the demo seed wrote and nobody
// edited since go, in one transaction. Orders keep their lines (each line holds its own title,
// size, price and picture; its link to the bouquet becomes empty), and the content, zones,
// delivery settings, team and pictures stay. Once removed, the demo is never seeded again.
import { and, count, eq, notExists } from "drizzle-orm";
import { OWNERS_ONLY, requireOwner, type Admin } from "~/admin-auth/roles";
import { db } from "~/db/client.server";
import { categories, itemCategories, items } from "~/db/schema";
import { recordActivity } from "~/platform/activity.server";
import { readSetting, writeSetting } from "~/platform/shop-settings.server";

const REMOVED = "demo-catalogue-removed";

export interface DemoCatalogueRemoved {
  /** Bouquets and add-ons. */
  items: number;
  categories: number;
}

/** Whether an owner removed the demo catalogue: then it is never seeded again. */
export function demoCatalogueRemoved(): boolean {
  return readSetting(REMOVED) !== null;
}

/** How many demo rows are still there, as written by the seed (the confirmation step shows them). */
export function demoCatalogueLeft(): DemoCatalogueRemoved {
  const [itemRow] = db().select({ n: count() }).from(items).where(eq(items.demo, true)).all();
  const [categoryRow] = db()
    .select({ n: count() })
    .from(categories)
    .where(eq(categories.demo, true))
    .all();
  return { items: itemRow?.n ?? 0, categories: categoryRow?.n ?? 0 };
}

/**
 * Deletes the demo's unedited bouquets, add-ons and categories (owners only, 403 otherwise). A
 * demo category that still holds a bouquet that stays (the florist's own or an edited one) stays
 * too, so no bouquet of theirs loses its category. The triggers on these tables raise the
 * catalogue counter: the page cache renders the storefront again.
 */
export function removeDemoCatalogue(admin: Admin): DemoCatalogueRemoved {
  requireOwner(admin, OWNERS_ONLY.demoCatalogue);
  return db().transaction(
    (tx) => {
      const removedItems = tx
        .delete(items)
        .where(eq(items.demo, true))
        .returning({ id: items.id })
        .all().length;
      const removedCategories = tx
        .delete(categories)
        .where(
          and(
            eq(categories.demo, true),
            notExists(
              tx
                .select({ id: itemCategories.itemId })
                .from(itemCategories)
                .where(eq(itemCategories.categoryId, categories.id)),
            ),
          ),
        )
        .returning({ id: categories.id })
        .all().length;
      const removed = { items: removedItems, categories: removedCategories };
      writeSetting(REMOVED, removed, admin.username, tx);
      recordActivity(
        { actor: admin.username, action: "demo-catalogue-removed", details: removed },
        tx,
      );
      return removed;
    },
    { behavior: "immediate" },
  );
}
