// Looks straight into the test's own SQLite file, with plain SQL rather than the shop's code: to
// check what was (or wasn't) stored, and to set up what the shop has no door for (an admin of the
// test's own, time that has passed).
import Database from "better-sqlite3";

function withDatabase<T>(readonly: boolean, query: (sqlite: Database.Database) => T): T {
  const sqlite = new Database(process.env.DATABASE_PATH!, { readonly });
  sqlite.pragma("busy_timeout = 5000");
  try {
    return query(sqlite);
  } finally {
    sqlite.close();
  }
}

export function countRows(table: string, where = "1 = 1", ...params: unknown[]): number {
  const row = readRow<{ n: number }>(
    `select count(*) as n from ${table} where ${where}`,
    ...params,
  );
  return row!.n;
}

/** The rows a read-only query answers. */
export function readRows<T>(sql: string, ...params: unknown[]): T[] {
  return withDatabase(true, (sqlite) => sqlite.prepare(sql).all(...params) as T[]);
}

/** The first row a read-only query answers, if any. */
export function readRow<T>(sql: string, ...params: unknown[]): T | undefined {
  return withDatabase(true, (sqlite) => sqlite.prepare(sql).get(...params) as T | undefined);
}

/** Changes rows to set a test up; answers how many changed. */
export function writeRows(sql: string, ...params: unknown[]): number {
  return withDatabase(false, (sqlite) => sqlite.prepare(sql).run(...params).changes);
}
