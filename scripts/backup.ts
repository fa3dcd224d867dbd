// `npm run backup`: the whole shop in one archive while it keeps serving and taking orders
// (decision 008). The last line printed is the archive's absolute path.
import {
  chmod,
  copyFile,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import {
  ARCHIVE_NAME,
  DATABASE_FILE,
  MANIFEST_FILE,
  type Manifest,
  SECRET_FILE,
  UPLOADS_FOLDER,
  archiveName,
  differencesFromManifest,
  readArchive,
  writeArchive,
} from "./ops/archive";
import { integrityProblems, sha256OfFile, shopCounts, snapshotDatabase } from "./ops/database";
import { OpsFailure, runCommand } from "./ops/failure";
import { exists, fsyncPath, humanBytes, isFile, plural, snapshotFolder } from "./ops/files";
import { type ShopLocations, backupSettings, shopLocations } from "./ops/locations";

const HELP = `Usage: npm run backup

Backs up the shop while it keeps serving and taking orders, into one archive
BACKUP_DIR/shop-YYYYMMDD-HHMMSS.tar.gz (the time in the name is UTC):
  shop.db         a consistent copy of the database (SQLite's VACUUM INTO, never a file copy),
                  checked with PRAGMA integrity_check before the archive counts as done
  uploads/        the uploaded images and their variants
  session-secret  the generated secret beside the database, when there is one
  manifest.json   when, the database's SHA-256, orders/items/images counted, what is inside
The last line printed is the archive's absolute path. The archive is readable by its owner
only: it holds customers' details and the secret. Copy it off the machine.

Environment (read like the shop reads it):
  DATABASE_PATH  ./data/shop.db
  UPLOADS_DIR    ./uploads
  BACKUP_DIR     ./backups (created if missing)
  BACKUP_KEEP    14: older shop-YYYYMMDD-HHMMSS.tar.gz archives beyond this number are deleted
                 (only files named exactly like that)

Restore with: npm run restore -- FILE`;

/** The database copied and checked into the staging folder. */
async function takeDatabase(shop: ShopLocations, staging: string) {
  const copy = join(staging, DATABASE_FILE);
  snapshotDatabase(shop.databasePath, copy);
  const problems = integrityProblems(copy);
  if (problems.length > 0) {
    throw new OpsFailure(
      `the copy of ${shop.databasePath} failed PRAGMA integrity_check (${problems.slice(0, 3).join("; ")}). The database may be damaged; no archive was written.`,
    );
  }
  const counts = shopCounts(copy, shop.databasePath);
  const database: Manifest["database"] = {
    file: DATABASE_FILE,
    bytes: (await stat(copy)).size,
    sha256: await sha256OfFile(copy),
    integrityCheck: "ok",
  };
  console.log(
    `  database  ${shop.databasePath}: ${humanBytes(database.bytes)}, integrity_check ok, sha256 ${database.sha256}`,
  );
  console.log(
    `            ${plural(counts.orders, "order")}, ${plural(counts.items, "item")}, ${plural(counts.images, "image")}`,
  );
  return { database, counts };
}

async function takeUploads(shop: ShopLocations, staging: string) {
  const uploads = await snapshotFolder(shop.uploadsDir, join(staging, UPLOADS_FOLDER));
  const missing = (await exists(shop.uploadsDir)) ? "" : " (no such folder)";
  console.log(
    `  uploads   ${shop.uploadsDir}: ${plural(uploads.files, "file")}, ${humanBytes(uploads.bytes)}${missing}`,
  );
  return uploads;
}

/** The generated session secret, when the shop has one: whether it was taken. */
async function takeSecret(shop: ShopLocations, staging: string): Promise<boolean> {
  if (!(await exists(shop.sessionSecretPath))) {
    console.log(
      "  secret    no session-secret file beside the database (SESSION_SECRET is set): keep that value safe with the shop's other settings",
    );
    return false;
  }
  await copyFile(shop.sessionSecretPath, join(staging, SECRET_FILE));
  await chmod(join(staging, SECRET_FILE), 0o600);
  console.log(
    `  secret    ${shop.sessionSecretPath}: included (customers' order links and admin sessions stay valid after a restore)`,
  );
  return true;
}

async function shopVersion(): Promise<{ name: string; version: string | null }> {
  const text = await readFile(new URL("../package.json", import.meta.url), "utf8");
  const json = JSON.parse(text) as { name?: string; version?: string };
  return { name: json.name ?? "maison-florale", version: json.version ?? null };
}

/**
 * Packs the staging folder under a name that never looks like a backup, reads it back against
 * its manifest, flushes it to disk and only then gives it its name.
 */
async function sealArchive(staging: string, manifest: Manifest, archive: string) {
  const partial = `${staging}.partial`;
  try {
    const entries = manifest.contents.map((entry) => entry.replace(/\/$/, ""));
    await writeArchive(staging, entries, partial);
    const written = await readArchive(partial);
    const differences = differencesFromManifest(manifest, written.found);
    if (differences.length > 0) {
      throw new OpsFailure(`the archive read back differs: ${differences.join("; ")}.`);
    }
    await fsyncPath(partial);
    if (await exists(archive)) {
      throw new OpsFailure(`${archive} appeared meanwhile (another backup?): run it again.`);
    }
    await rename(partial, archive);
    await fsyncPath(join(archive, ".."));
  } finally {
    await rm(partial, { force: true });
  }
}

/** Deletes the oldest shop-*.tar.gz beyond `keep`; never the one just written. */
async function pruneArchives(dir: string, keep: number, current: string): Promise<string[]> {
  const others = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && ARCHIVE_NAME.test(entry.name) && entry.name !== current)
    .map((entry) => entry.name)
    .sort()
    .reverse();
  const pruned = others.slice(keep - 1);
  for (const name of pruned) await unlink(join(dir, name));
  return pruned;
}

async function backup(args: string[]): Promise<void> {
  if (args.includes("--help") || args.includes("-h")) {
    console.log(HELP);
    return;
  }
  if (args.length > 0) {
    throw new OpsFailure(`npm run backup takes no arguments (got ${args.join(" ")}); see --help.`);
  }
  const shop = shopLocations();
  const settings = backupSettings();
  if (!(await isFile(shop.databasePath))) {
    throw new OpsFailure(
      `there is no database at ${shop.databasePath}: nothing to back up. Set DATABASE_PATH to the shop's database.`,
    );
  }
  await mkdir(settings.dir, { recursive: true, mode: 0o700 }).catch((error: Error) => {
    throw new OpsFailure(`cannot create BACKUP_DIR ${settings.dir} (${error.message}).`);
  });
  const createdAt = new Date();
  const name = archiveName(createdAt);
  const archive = join(settings.dir, name);
  if (await exists(archive)) {
    throw new OpsFailure(
      `${archive} already exists (a backup made this very second): run it again.`,
    );
  }

  console.log(`Backing up the shop (it keeps serving meanwhile) into ${settings.dir}`);
  const staging = await mkdtemp(join(settings.dir, `.${name}.staging-`));
  try {
    // The database first: every image it names is on disk by the time the uploads are taken.
    const { database, counts } = await takeDatabase(shop, staging);
    const uploads = await takeUploads(shop, staging);
    const hasSecret = await takeSecret(shop, staging);
    const manifest: Manifest = {
      format: "maison-florale-backup",
      formatVersion: 1,
      createdAt: createdAt.toISOString(),
      shop: { ...(await shopVersion()), migrations: counts.migrations },
      source: { host: hostname(), databasePath: shop.databasePath, uploadsDir: shop.uploadsDir },
      database,
      counts: { orders: counts.orders, items: counts.items, images: counts.images },
      uploads: { folder: UPLOADS_FOLDER, ...uploads },
      sessionSecret: hasSecret ? { file: SECRET_FILE } : null,
      contents: [
        MANIFEST_FILE,
        DATABASE_FILE,
        ...(hasSecret ? [SECRET_FILE] : []),
        `${UPLOADS_FOLDER}/`,
      ],
    };
    await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await sealArchive(staging, manifest, archive);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }

  for (const old of await pruneArchives(settings.dir, settings.keep, name)) {
    console.log(`  pruned    ${old} (BACKUP_KEEP=${settings.keep})`);
  }
  const size = humanBytes((await stat(archive)).size);
  console.log(`Backup written and read back, ${size} (named by the UTC time):`);
  console.log(archive);
}

await runCommand("Backup", () => backup(process.argv.slice(2)));
