// The SQLite side of backups: a consistent copy of the live database, its integrity check, its
// checksum and a few counts a person can recognise, and whether a process holds it open.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import Database from "better-sqlite3";
import { OpsFailure } from "./failure";

function sqliteCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

/**
 * Writes a copy of the live database to `destination` while the shop keeps serving. VACUUM INTO
 * reads the database inside one read transaction: in WAL mode the shop goes on writing, and the
 * copy is the database as it was at one instant (decision 008). It never copies the files
 * themselves, which could catch the database and its WAL at different moments.
 */
export function snapshotDatabase(source: string, destination: string): void {
  let database: Database.Database | undefined;
  try {
    // Read-only: the backup never writes to the shop's database.
    database = new Database(source, { readonly: true, fileMustExist: true, timeout: 15_000 });
    database.prepare("VACUUM INTO ?").run(destination);
  } catch (error) {
    const code = sqliteCode(error);
    if (code === "SQLITE_NOTADB" || code === "SQLITE_CORRUPT") {
      throw new OpsFailure(`${source} is not a readable SQLite database (${code}).`);
    }
    if (code === "SQLITE_BUSY") {
      throw new OpsFailure(`${source} stayed locked for 15 seconds; try again.`);
    }
    throw error;
  } finally {
    database?.close();
  }
}

/** The answer of PRAGMA integrity_check: ["ok"] for a sound database, else what is wrong. */
export function integrityProblems(path: string): string[] {
  let database: Database.Database | undefined;
  try {
    database = new Database(path, { readonly: true, fileMustExist: true });
    const rows = database.pragma("integrity_check") as { integrity_check: string }[];
    const answers = rows.map((row) => row.integrity_check);
    return answers.length === 1 && answers[0] === "ok" ? [] : answers;
  } catch (error) {
    // A file too damaged to open fails the check as well.
    return [error instanceof Error ? error.message : String(error)];
  } finally {
    database?.close();
  }
}

export interface ShopCounts {
  orders: number;
  items: number;
  images: number;
  /** Drizzle migrations applied: which version of the schema the database is at. */
  migrations: number;
}

/** Counts that let a person recognise the shop; fails for a database that is not the shop's. */
export function shopCounts(path: string, label = path): ShopCounts {
  const database = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const tables = new Set(
      (
        database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
          name: string;
        }[]
      ).map((row) => row.name),
    );
    const count = (table: string) => {
      if (!tables.has(table)) {
        throw new OpsFailure(
          `${label} does not look like the shop's database (no ${table} table).`,
        );
      }
      return (database.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
    };
    return {
      orders: count("orders"),
      items: count("items"),
      images: count("images"),
      migrations: count("__drizzle_migrations"),
    };
  } finally {
    database.close();
  }
}

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Whether another process has the database open (a running shop). A shop's connection holds a
 * shared lock for as long as it is open, even idle, so an exclusive lock is refused at once.
 * Opening the database lets SQLite fold a leftover WAL into it, as the shop itself would on start.
 */
export function databaseInUse(path: string): boolean {
  let database: Database.Database | undefined;
  try {
    database = new Database(path, { fileMustExist: true, timeout: 0 });
    database.pragma("locking_mode = EXCLUSIVE");
    database.exec("BEGIN EXCLUSIVE");
    database.exec("ROLLBACK");
    return false;
  } catch (error) {
    const code = sqliteCode(error);
    if (code === "SQLITE_BUSY" || code === "SQLITE_LOCKED") return true;
    // Not a database at all, or unreadable: nothing holds it as a shop would.
    return false;
  } finally {
    database?.close();
  }
}
