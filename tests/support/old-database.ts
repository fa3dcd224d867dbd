// A shop's database as an earlier version left it: the project's migrations up to one of them,
// applied to a new file, for the tests of a later migration to fill and start a shop on.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";

/** The project's migrations up to and including `last`, in a folder of their own. */
function migrationsUpTo(dir: string, last: string): string {
  const folder = join(dir, "old-migrations");
  mkdirSync(join(folder, "meta"), { recursive: true });
  const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as {
    entries: { tag: string }[];
  };
  const upTo = journal.entries.findIndex((entry) => entry.tag === last);
  if (upTo < 0) throw new Error(`no migration ${last}`);
  const entries = journal.entries.slice(0, upTo + 1);
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  const files = new Set(entries.map((entry) => `${entry.tag}.sql`));
  for (const file of readdirSync("drizzle").filter((name) => files.has(name))) {
    copyFileSync(join("drizzle", file), join(folder, file));
  }
  return folder;
}

/** `dir`/shop.db migrated up to and including `last`, open for the test to write its rows. */
export function databaseAsOf(dir: string, last: string): Database.Database {
  const sqlite = new Database(join(dir, "shop.db"));
  migrate(drizzle(sqlite), { migrationsFolder: migrationsUpTo(dir, last) });
  return sqlite;
}
