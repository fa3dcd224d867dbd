// The backup archive: shop-YYYYMMDD-HHMMSS.tar.gz (UTC) holding manifest.json, shop.db, the
// uploads/ folder and, when the shop generated one, session-secret. The manifest records the
// database's SHA-256 so a restore can prove the copy is the one that was checked.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import * as tar from "tar";
import { z } from "zod";
import { sha256OfFile } from "./database";
import { OpsFailure } from "./failure";
import { type FolderSummary, folderSummary, utcStamp } from "./files";

export const MANIFEST_FILE = "manifest.json" as const;
export const DATABASE_FILE = "shop.db" as const;
export const SECRET_FILE = "session-secret" as const;
export const UPLOADS_FOLDER = "uploads" as const;

/** Only names of this shape are backups (and only those are ever pruned). */
export const ARCHIVE_NAME = /^shop-\d{8}-\d{6}\.tar\.gz$/;

export function archiveName(moment: Date): string {
  return `shop-${utcStamp(moment)}.tar.gz`;
}

const Count = z.number().int().min(0);

export const Manifest = z.object({
  format: z.literal("maison-florale-backup"),
  formatVersion: z.literal(1),
  /** ISO 8601, UTC: when the database was copied. */
  createdAt: z.string(),
  shop: z.object({
    name: z.string(),
    version: z.string().nullable(),
    /** Database migrations applied (the schema's version). */
    migrations: Count,
  }),
  source: z.object({ host: z.string(), databasePath: z.string(), uploadsDir: z.string() }),
  database: z.object({
    file: z.literal(DATABASE_FILE),
    bytes: Count,
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    integrityCheck: z.literal("ok"),
  }),
  /** For a person to recognise the shop. */
  counts: z.object({ orders: Count, items: Count, images: Count }),
  uploads: z.object({ folder: z.literal(UPLOADS_FOLDER), files: Count, bytes: Count }),
  sessionSecret: z.object({ file: z.literal(SECRET_FILE) }).nullable(),
  contents: z.array(z.string()),
});
export type Manifest = z.infer<typeof Manifest>;

/** Writes the archive of a prepared folder; the file is readable by its owner only. */
export async function writeArchive(folder: string, entries: string[], file: string) {
  await tar.c(
    { file, cwd: folder, gzip: true, portable: true, strict: true, mode: 0o600 },
    entries,
  );
}

const FILE_TYPES = new Set(["File", "OldFile", "ContiguousFile"]);
const TOP_FILES = new Set<string>([MANIFEST_FILE, DATABASE_FILE, SECRET_FILE]);

/** Whether an entry belongs in a backup: our names only, plain files and folders only. */
function expectedEntry(path: string, type: string): boolean {
  const name = path.replace(/\/+$/, "");
  if (name === UPLOADS_FOLDER || name.startsWith(`${UPLOADS_FOLDER}/`)) {
    return (type === "Directory" || FILE_TYPES.has(type)) && !name.split("/").includes("..");
  }
  return FILE_TYPES.has(type) && TOP_FILES.has(name);
}

function unreadable(file: string, error: unknown): OpsFailure {
  const reason = error instanceof Error ? error.message : String(error);
  return new OpsFailure(`${file} is not a readable backup archive (${reason}).`);
}

function unexpectedEntries(file: string, entries: string[]): OpsFailure {
  return new OpsFailure(
    `${file} holds what a shop backup never does: ${entries.slice(0, 5).join(", ")}.`,
  );
}

/** Unpacks an archive into an empty folder, refusing anything a backup would not hold. */
export async function extractArchive(file: string, folder: string): Promise<void> {
  const unexpected: string[] = [];
  try {
    await tar.x({
      file,
      cwd: folder,
      strict: true,
      preserveOwner: false,
      filter: (path, entry) => {
        const type = "type" in entry ? entry.type : "File";
        if (expectedEntry(path, type)) return true;
        unexpected.push(`${path} (${type})`);
        return false;
      },
    });
  } catch (error) {
    throw unreadable(file, error);
  }
  if (unexpected.length > 0) throw unexpectedEntries(file, unexpected);
}

/** What is actually in an archive or an unpacked folder, to hold against its manifest. */
export interface Found {
  databaseSha256: string | null;
  uploads: FolderSummary;
  sessionSecret: boolean;
}

/** The manifest's promises that the contents do not keep; [] when all is as recorded. */
export function differencesFromManifest(manifest: Manifest, found: Found): string[] {
  const problems: string[] = [];
  if (found.databaseSha256 === null) problems.push(`${DATABASE_FILE} is missing`);
  else if (found.databaseSha256 !== manifest.database.sha256) {
    problems.push(`${DATABASE_FILE}'s SHA-256 does not match the manifest's`);
  }
  const { files, bytes } = manifest.uploads;
  if (found.uploads.files !== files || found.uploads.bytes !== bytes) {
    problems.push(
      `${UPLOADS_FOLDER}/ holds ${found.uploads.files} files (${found.uploads.bytes} bytes), the manifest says ${files} (${bytes} bytes)`,
    );
  }
  if (found.sessionSecret !== (manifest.sessionSecret !== null)) {
    problems.push(
      `${SECRET_FILE} is ${found.sessionSecret ? "there but not recorded" : "missing"}`,
    );
  }
  return problems;
}

export function parseManifest(text: string | null, file: string): Manifest {
  if (text === null) {
    throw new OpsFailure(`${file} is not a shop backup: it has no ${MANIFEST_FILE}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new OpsFailure(`${file}'s ${MANIFEST_FILE} is not valid JSON.`);
  }
  const parsed = Manifest.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new OpsFailure(
      `${file}'s ${MANIFEST_FILE} is not one this shop writes (${issue?.path.join(".")}: ${issue?.message}).`,
    );
  }
  return parsed.data;
}

/** Reads an archive end to end without unpacking it: its manifest and what it really holds. */
export async function readArchive(file: string): Promise<{ manifest: Manifest; found: Found }> {
  let manifestText: string | null = null;
  const unexpected: string[] = [];
  const found: Found = {
    databaseSha256: null,
    uploads: { files: 0, bytes: 0 },
    sessionSecret: false,
  };
  try {
    await tar.t({
      file,
      strict: true,
      onReadEntry: (entry) => {
        const name = entry.path.replace(/\/+$/, "");
        if (!expectedEntry(entry.path, entry.type))
          unexpected.push(`${entry.path} (${entry.type})`);
        else if (name === MANIFEST_FILE) {
          const chunks: Buffer[] = [];
          entry.on("data", (chunk: Buffer) => chunks.push(chunk));
          entry.on("end", () => (manifestText = Buffer.concat(chunks).toString("utf8")));
        } else if (name === DATABASE_FILE) {
          const hash = createHash("sha256");
          entry.on("data", (chunk: Buffer) => hash.update(chunk));
          entry.on("end", () => (found.databaseSha256 = hash.digest("hex")));
        } else if (name === SECRET_FILE) {
          found.sessionSecret = true;
        } else if (FILE_TYPES.has(entry.type)) {
          found.uploads.files += 1;
          found.uploads.bytes += entry.size;
        }
      },
    });
  } catch (error) {
    throw unreadable(file, error);
  }
  if (unexpected.length > 0) throw unexpectedEntries(file, unexpected);
  return { manifest: parseManifest(manifestText, file), found };
}

/** The same, for an unpacked archive. */
export async function readUnpacked(
  folder: string,
  file: string,
): Promise<{ manifest: Manifest; found: Found }> {
  const text = await readFile(join(folder, MANIFEST_FILE), "utf8").catch(() => null);
  const manifest = parseManifest(text, file);
  const database = join(folder, DATABASE_FILE);
  return {
    manifest,
    found: {
      databaseSha256: await sha256OfFile(database).catch(() => null),
      uploads: await folderSummary(join(folder, UPLOADS_FOLDER)),
      sessionSecret: await readFile(join(folder, SECRET_FILE)).then(
        () => true,
        () => false,
      ),
    },
  };
}
