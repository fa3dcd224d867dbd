// `npm run restore -- FILE [--force]`: puts a backup made by `npm run backup` back in place
// (decision 008). The archive is proved whole before anything is touched; existing data is only
// ever moved aside, never deleted.
import { mkdir, mkdtemp, readFile, readdir, rmdir, rm } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import {
  DATABASE_FILE,
  type Manifest,
  SECRET_FILE,
  UPLOADS_FOLDER,
  differencesFromManifest,
  extractArchive,
  readUnpacked,
} from "./ops/archive";
import { databaseInUse, integrityProblems, shopCounts } from "./ops/database";
import { OpsFailure, runCommand } from "./ops/failure";
import { exists, folderEntries, fsyncPath, isFile, move, plural, utcStamp } from "./ops/files";
import { type ShopLocations, shopLocations } from "./ops/locations";

const HELP = `Usage: npm run restore -- FILE [--force]

Restores an archive made by npm run backup into DATABASE_PATH (default ./data/shop.db) and
UPLOADS_DIR (default ./uploads), and the session-secret file beside the database when the
archive has one.

Stop the shop first: a shop running on the database would keep serving the old data and
write over the restored one. (With --force, a shop holding the database is detected and the
restore refused.) Start it again afterwards.

The archive is checked in a temporary folder before anything is touched: its manifest, the
database's SHA-256 against the manifest, PRAGMA integrity_check, the uploads counted.

It refuses when the target already holds a shop (the database file exists, or the uploads
folder is not empty).
  --force  moves the existing data aside first, printing where; nothing is deleted:
             shop.db        -> shop.db.before-restore-<UTC time>  (its -wal/-shm beside it)
             uploads        -> uploads.before-restore-<UTC time>
             session-secret -> session-secret.before-restore-<UTC time>`;

const SIDE_FILES = ["-wal", "-shm", "-journal"];

async function sameBytes(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([readFile(a), readFile(b)]);
  return left.equals(right);
}

interface Arguments {
  file: string;
  force: boolean;
}

function readArguments(args: string[]): Arguments | null {
  if (args.includes("--help") || args.includes("-h")) return null;
  const unknown = args.filter((arg) => arg.startsWith("-") && arg !== "--force");
  if (unknown.length > 0) {
    throw new OpsFailure(`unknown option ${unknown.join(" ")}; see npm run restore -- --help.`);
  }
  const files = args.filter((arg) => !arg.startsWith("-"));
  if (files.length !== 1) {
    throw new OpsFailure(
      `name one archive: npm run restore -- backups/shop-YYYYMMDD-HHMMSS.tar.gz [--force]`,
    );
  }
  return { file: resolve(files[0]!), force: args.includes("--force") };
}

/** Proves the unpacked archive whole: manifest, checksum, integrity check, uploads counted. */
async function verify(staging: string, archive: string): Promise<Manifest> {
  const { manifest, found } = await readUnpacked(staging, archive);
  const differences = differencesFromManifest(manifest, found);
  if (differences.length > 0) {
    throw new OpsFailure(
      `${archive} is damaged or was altered: ${differences.join("; ")}. Nothing was restored.`,
    );
  }
  const problems = integrityProblems(join(staging, DATABASE_FILE));
  if (problems.length > 0) {
    throw new OpsFailure(
      `the database in ${archive} failed PRAGMA integrity_check (${problems.slice(0, 3).join("; ")}). Nothing was restored.`,
    );
  }
  const counts = shopCounts(join(staging, DATABASE_FILE), `the database in ${archive}`);
  console.log(`  made      ${manifest.createdAt} on ${manifest.source.host}`);
  console.log(
    `  verified  database sha256 as recorded, integrity_check ok; ${plural(counts.orders, "order")}, ${plural(counts.items, "item")}, ${plural(counts.images, "image")}, ${plural(manifest.uploads.files, "upload file")}${manifest.sessionSecret ? ", the session secret" : ""}`,
  );
  const known = await knownMigrations();
  if (known !== null && counts.migrations > known) {
    console.log(
      `  note      made by a newer version of the shop (${counts.migrations} migrations, this code has ${known}): update the code before starting the shop`,
    );
  }
  return manifest;
}

async function knownMigrations(): Promise<number | null> {
  const journal = join(process.env.MIGRATIONS_DIR ?? "./drizzle", "meta", "_journal.json");
  try {
    const { entries } = JSON.parse(await readFile(journal, "utf8")) as { entries?: unknown[] };
    return entries?.length ?? null;
  } catch {
    return null;
  }
}

/** A session secret in the target that the archive's would replace (the same one stays). */
async function otherSecret(shop: ShopLocations, staging: string, manifest: Manifest) {
  return (
    manifest.sessionSecret !== null &&
    (await exists(shop.sessionSecretPath)) &&
    !(await sameBytes(shop.sessionSecretPath, join(staging, SECRET_FILE)))
  );
}

/** What of a shop the target already holds, in words; [] when it is free. */
async function occupants(shop: ShopLocations, staging: string, manifest: Manifest) {
  const found: string[] = [];
  if (await exists(shop.databasePath)) found.push(`the database ${shop.databasePath}`);
  const uploads = await folderEntries(shop.uploadsDir);
  if (uploads.length > 0) {
    found.push(
      `the uploads folder ${shop.uploadsDir} (${plural(uploads.length, "entry", "entries")})`,
    );
  }
  if (await otherSecret(shop, staging, manifest)) {
    found.push(`another session secret ${shop.sessionSecretPath}`);
  }
  return found;
}

interface Move {
  from: string;
  to: string;
}

/** Where the existing data goes: beside itself, named by the UTC time. */
async function movesAside(shop: ShopLocations, staging: string, manifest: Manifest, stamp: string) {
  const suffix = `.before-restore-${stamp}`;
  const moves: Move[] = [];
  const database = shop.databasePath;
  if (await exists(database)) moves.push({ from: database, to: `${database}${suffix}` });
  // The database's WAL and shared memory follow it, named so SQLite pairs them again: opening
  // shop.db.before-restore-… reads its -wal. Left without their database they would be applied
  // to the restored one.
  for (const side of SIDE_FILES) {
    if (await exists(`${database}${side}`)) {
      moves.push({ from: `${database}${side}`, to: `${database}${suffix}${side}` });
    }
  }
  if ((await folderEntries(shop.uploadsDir)).length > 0) {
    moves.push({ from: shop.uploadsDir, to: `${shop.uploadsDir}${suffix}` });
  }
  if (await otherSecret(shop, staging, manifest)) {
    moves.push({ from: shop.sessionSecretPath, to: `${shop.sessionSecretPath}${suffix}` });
  }
  for (const { to } of moves) {
    if (await exists(to)) throw new OpsFailure(`${to} already exists: run it again in a second.`);
  }
  return moves;
}

/** Uploads, then the secret, then the database: the database appears last, whole. */
async function moveIntoPlace(shop: ShopLocations, staging: string, manifest: Manifest) {
  await mkdir(shop.uploadsDir, { recursive: true });
  const restoredUploads = join(staging, UPLOADS_FOLDER);
  for (const name of await readdir(restoredUploads).catch(() => [] as string[])) {
    await move(join(restoredUploads, name), join(shop.uploadsDir, name));
  }
  if (manifest.sessionSecret) await move(join(staging, SECRET_FILE), shop.sessionSecretPath);
  await fsyncPath(join(staging, DATABASE_FILE));
  await move(join(staging, DATABASE_FILE), shop.databasePath);
  await fsyncPath(dirname(shop.databasePath));
}

async function restore(args: string[]): Promise<void> {
  const options = readArguments(args);
  if (!options) {
    console.log(HELP);
    return;
  }
  const { file: archive, force } = options;
  if (!(await isFile(archive))) {
    throw new OpsFailure(`there is no archive at ${archive}.`);
  }
  const shop = shopLocations();
  console.log(`Restoring ${archive} (the shop must be stopped)`);

  // Unpacked beside the database, so putting it in place is a rename on the same disk.
  const databaseDir = dirname(shop.databasePath);
  const createdDatabaseDir = !(await exists(databaseDir));
  await mkdir(databaseDir, { recursive: true });
  const staging = await mkdtemp(join(databaseDir, ".restore-"));
  let restored = false;
  try {
    await extractArchive(archive, staging);
    const manifest = await verify(staging, archive);

    const found = await occupants(shop, staging, manifest);
    if (found.length > 0 && !force) {
      throw new OpsFailure(
        [
          "the target already holds a shop:",
          ...found.map((what) => `  - ${what}`),
          "Nothing was changed. Stop the shop, then run again with --force to move that data aside (nothing is deleted), or point DATABASE_PATH and UPLOADS_DIR at an empty place.",
        ].join("\n"),
      );
    }
    if ((await exists(shop.databasePath)) && databaseInUse(shop.databasePath)) {
      throw new OpsFailure(
        `${shop.databasePath} is open in another process: the shop is running. Stop it, then run again. Nothing was changed.`,
      );
    }
    for (const { from, to } of await movesAside(shop, staging, manifest, utcStamp(new Date()))) {
      await move(from, to);
      console.log(`  moved aside  ${from} -> ${to}`);
    }
    await moveIntoPlace(shop, staging, manifest);
    restored = true;
    console.log(`Restored ${basename(archive)}:`);
    console.log(`  database  ${shop.databasePath}`);
    console.log(`  uploads   ${shop.uploadsDir}`);
    console.log(
      manifest.sessionSecret
        ? `  secret    ${shop.sessionSecretPath}`
        : `  secret    none in the archive: start the shop with the SESSION_SECRET it had, or customers' order links stop working`,
    );
    console.log("Start the shop again.");
  } finally {
    // A refused archive may still have files being written by the unpacker after it gave up:
    // retrying lets them land, then the folder goes (ENOTEMPTY otherwise, hiding the real reason).
    await rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(
      (error: Error) => console.error(`Could not remove ${staging}: ${error.message}`),
    );
    if (!restored && createdDatabaseDir) await rmdir(databaseDir).catch(() => {});
  }
}

await runCommand("Restore", () => restore(process.argv.slice(2)));
