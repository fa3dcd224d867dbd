// One database handle per process, kept across dev reloads.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const globalForDb = globalThis as unknown as { shopDb?: Db };

function migrationsFolder() {
  return process.env.MIGRATIONS_DIR ?? "./drizzle";
}

/** How many migrations this database has had (drizzle keeps them in its own table). */
function appliedMigrations(sqlite: Database.Database): number {
  const table = sqlite
    .prepare(
      "select name from sqlite_master where type = 'table' and name = '__drizzle_migrations'",
    )
    .get();
  if (!table) return 0;
  return (sqlite.prepare("select count(*) as n from __drizzle_migrations").get() as { n: number })
    .n;
}

function openDatabase(): Db {
  const path = env().databasePath;
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // FULL: a commit is on disk before the order is acknowledged, power cut or not.
  sqlite.pragma("synchronous = FULL");
  const db = drizzle(sqlite, { schema });
  const before = appliedMigrations(sqlite);
  migrate(db, { migrationsFolder: migrationsFolder() });
  const after = appliedMigrations(sqlite);
  if (after > before) log.info({ from: before, to: after }, "database migrated");
  return db;
}

export function db(): Db {
  globalForDb.shopDb ??= openDatabase();
  return globalForDb.shopDb;
}

/** Closes the handle (the server's graceful shutdown); the WAL is checkpointed into the database file. */
export function closeDatabase(): void {
  globalForDb.shopDb?.$client.close();
  globalForDb.shopDb = undefined;
}
