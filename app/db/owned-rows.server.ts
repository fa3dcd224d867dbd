// The rows of one table that belong to any of several owners (an item's sizes, an order's lines,
// its payments), in one query however many owners, in the order given.
import { asc, inArray } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { db } from "./client.server";

export function ownedRows<T extends SQLiteTable>(
  table: T,
  owner: SQLiteColumn,
  ownerIds: string[],
  order: SQLiteColumn,
): T["$inferSelect"][] {
  return db()
    .select()
    .from(table as SQLiteTable)
    .where(inArray(owner, ownerIds))
    .orderBy(asc(order))
    .all() as T["$inferSelect"][];
}
