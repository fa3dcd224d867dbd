// Reads the test's own SQLite file directly, to check what was (or wasn't) stored.
import Database from "better-sqlite3";

export function countRows(table: string, where = "1 = 1", ...params: unknown[]): number {
  const sqlite = new Database(process.env.DATABASE_PATH!, { readonly: true });
  try {
    const row = sqlite
      .prepare(`select count(*) as n from ${table} where ${where}`)
      .get(...params) as { n: number };
    return row.n;
  } finally {
    sqlite.close();
  }
}
