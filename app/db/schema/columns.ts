// What many tables' columns share: ids, timestamps, a reference to the owning row, a list.
import { sql } from "drizzle-orm";
import { text, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";

export const id = () => text("id").primaryKey();
export const timestamp = (name: string) =>
  text(name)
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
export const createdAt = () => timestamp("created_at");
export const updatedAt = () => timestamp("updated_at");
/** The row it belongs to: required, and the row goes when its owner does. */
export const partOf = (name: string, owner: () => AnySQLiteColumn) =>
  text(name).notNull().references(owner, { onDelete: "cascade" });
export const stringList = (name: string) =>
  text(name, { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`);
