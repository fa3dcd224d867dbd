// Where the shop keeps its data and where backups go, read from the environment the way the
// server reads it (app/platform/env.server.ts: same variables, same defaults, paths resolved from
// the current folder). Not through env(): that checks every other variable too, and creates a
// session secret beside the database when there is none.
import { isAbsolute, relative, resolve } from "node:path";
import {
  DEFAULT_DATABASE_PATH,
  DEFAULT_UPLOADS_DIR,
  sessionSecretFile,
} from "~/platform/env.server";
import { OpsFailure } from "./failure";

export interface ShopLocations {
  databasePath: string;
  uploadsDir: string;
  /** The generated session secret (used when SESSION_SECRET is unset). */
  sessionSecretPath: string;
}

function setting(name: string, fallback: string): string {
  const value = process.env[name];
  if (value === undefined) return fallback;
  if (value.trim() === "") {
    throw new OpsFailure(
      `${name} is set but empty: unset it (default ${fallback}) or give a path.`,
    );
  }
  return value;
}

function isInside(folder: string, path: string): boolean {
  const within = relative(folder, path);
  return within !== "" && !within.startsWith("..") && !isAbsolute(within);
}

export function shopLocations(): ShopLocations {
  const database = setting("DATABASE_PATH", DEFAULT_DATABASE_PATH);
  if (database === ":memory:") {
    throw new OpsFailure("DATABASE_PATH is :memory:, a shop that keeps nothing on disk.");
  }
  const databasePath = resolve(database);
  const uploadsDir = resolve(setting("UPLOADS_DIR", DEFAULT_UPLOADS_DIR));
  if (isInside(uploadsDir, databasePath) || uploadsDir === databasePath) {
    throw new OpsFailure(
      `DATABASE_PATH (${databasePath}) is inside UPLOADS_DIR (${uploadsDir}): keep them apart.`,
    );
  }
  return { databasePath, uploadsDir, sessionSecretPath: sessionSecretFile(databasePath) };
}

export interface BackupSettings {
  /** BACKUP_DIR, default ./backups. */
  dir: string;
  /** BACKUP_KEEP, default 14: how many shop-*.tar.gz archives to keep. */
  keep: number;
}

export function backupSettings(): BackupSettings {
  const dir = resolve(setting("BACKUP_DIR", "./backups"));
  const keepText = setting("BACKUP_KEEP", "14").trim();
  const keep = Number(keepText);
  if (!/^\d+$/.test(keepText) || !Number.isSafeInteger(keep) || keep < 1) {
    throw new OpsFailure(
      `BACKUP_KEEP must be a whole number of archives, at least 1 (got "${keepText}").`,
    );
  }
  return { dir, keep };
}
