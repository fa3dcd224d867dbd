// `npm run backup` and `npm run restore` round-trip the shop: the real scripts as
// child processes, against the production server running as a process on a real database.
import { spawn } from "node:child_process";
import { createHash, createHmac } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, isAbsolute, join, relative } from "node:path";
import Database from "better-sqlite3";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  callShop,
  createBouquet,
  nthCustomerOrder,
  pngImage,
  postJson,
  signIn,
  startShopProcess,
  uploadImage,
  type ShopProcess,
} from "../support/server-process";

const ARCHIVE = /^shop-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz$/;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout's lines, without the empty last one. */
  lines: string[];
}

/** Runs scripts/backup.ts or scripts/restore.ts as `npm run` would, with only the given env. */
function runScript(
  script: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", `scripts/${script}.ts`, ...args],
      {
        env: { PATH: process.env.PATH, NODE_ENV: "production", TEST_ONLY_NO_ENV_FILE: "1", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", fail);
    child.on("close", (code) =>
      done({ code, stdout, stderr, lines: stdout.trimEnd().split("\n") }),
    );
  });
}

const temporary = (name: string) => mkdtempSync(join(tmpdir(), `shop-${name}-`));

/** Where a shop process keeps its data (startShopProcess's layout). */
function placeOf(shop: ShopProcess) {
  return { DATABASE_PATH: join(shop.dir, "shop.db"), UPLOADS_DIR: join(shop.dir, "uploads") };
}

/** Every file under a folder with its SHA-256: what "nothing changed" means. */
function contentsOf(folder: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        found[`${relative(folder, path)}/`] = "folder";
        walk(path);
      } else {
        found[relative(folder, path)] = createHash("sha256")
          .update(readFileSync(path))
          .digest("hex");
      }
    }
  };
  if (existsSync(folder)) walk(folder);
  return found;
}

function expectNoStackTrace(run: Run) {
  expect(run.stderr).not.toMatch(/^\s+at /m);
  expect(run.stdout).not.toMatch(/^\s+at /m);
}

async function storedImage(shop: ShopProcess, token: string, image: Buffer) {
  const answer = await uploadImage(shop, token, image);
  if (answer.status !== 201) throw new Error(`image: ${answer.status} ${answer.text}`);
  return answer.json()._id as string;
}

/** GET /api/images/{id} as bytes. */
async function imageBytes(shop: ShopProcess, id: string) {
  const response = await fetch(`${shop.url}/api/images/${id}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Every order the shop holds, page by page. */
async function allOrders(shop: ShopProcess, token: string) {
  const orders: { _id: string; orderNumber: string; totalAmount: number; items: unknown[] }[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = (
      await callShop(shop, `/api/orders?limit=1000&offset=${offset}`, { token })
    ).json();
    orders.push(...page);
    if (page.length < 1000) return orders;
  }
}

/** The order link a customer's email carries, signed with the shop's secret. */
function thankYouPath(secret: string, orderId: string) {
  const key = createHmac("sha256", secret)
    .update(`order:${orderId}`)
    .digest("base64url")
    .slice(0, 32);
  return `/thank-you?order=${orderId}&key=${key}`;
}

async function manifestOf(archive: string) {
  let text = "";
  const entries: string[] = [];
  await tar.t({
    file: archive,
    onReadEntry: (entry) => {
      entries.push(entry.path);
      if (entry.path === "manifest.json") entry.on("data", (chunk: Buffer) => (text += chunk));
    },
  });
  return { manifest: JSON.parse(text), entries };
}

/** A copy of an archive, changed on the way: `change` edits the unpacked files. */
async function alteredArchive(archive: string, change: (folder: string) => void) {
  const folder = temporary("altered");
  await tar.x({ file: archive, cwd: folder });
  change(folder);
  const file = join(temporary("altered-archive"), basename(archive));
  await tar.c({ file, cwd: folder, gzip: true }, readdirSync(folder));
  return file;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("npm run backup / npm run restore", () => {
  let source: ShopProcess;
  let token: string;
  let bouquet: Awaited<ReturnType<typeof createBouquet>>;
  let imageId: string;
  let image: Buffer;

  beforeAll(async () => {
    // No SESSION_SECRET: the shop keeps a generated one beside its database, as most do.
    source = await startShopProcess({ RATE_LIMIT_ORDERS: "0", SESSION_SECRET: undefined });
    token = await signIn(source);
    bouquet = await createBouquet(source, token);
    imageId = await storedImage(source, token, await pngImage({ background: "#b5485d" }));
    const served = await imageBytes(source, imageId);
    expect(served.status).toBe(200);
    image = served.bytes;
  });

  afterAll(async () => {
    await source?.stop();
  });

  async function backup(env: Record<string, string> = {}) {
    // A folder of its own each time: two backups within one second would want the same name.
    const dir = temporary("backups");
    return runScript("backup", [], { ...placeOf(source), BACKUP_DIR: dir, ...env });
  }

  async function archiveOfSource() {
    const run = await backup();
    expect(run.code, run.stderr).toBe(0);
    return run.lines.at(-1)!;
  }

  test("a backup taken while 20 customers order restores into an empty place as the same shop", async () => {
    const acknowledged = new Map<string, string>();
    const place = async (n: number) => {
      const answer = await postJson(source, "/api/orders", nthCustomerOrder(bouquet, n));
      expect(answer.status, answer.text).toBe(201);
      const { _id, orderNumber } = answer.json().order;
      acknowledged.set(_id, orderNumber);
      return _id as string;
    };
    // A reader keeps an old snapshot open throughout, as a long report would: SQLite cannot fold
    // the WAL into the database file meanwhile, so a copy of the file would miss every order.
    const reader = new Database(placeOf(source).DATABASE_PATH, { readonly: true });
    reader.exec("BEGIN");
    reader.prepare("SELECT count(*) FROM orders").get();
    await Promise.all(Array.from({ length: 5 }, (_, n) => place(n)));

    // 20 customers order one after another until the backup has finished. A customer whose
    // order fails stops them all and keeps the error for the test to report: no customer's
    // promise is ever left rejected with nobody awaiting it (an unhandled rejection).
    let backupRunning = true;
    let afterBackupStarted = 0;
    let backupStarted = false;
    const failures: unknown[] = [];
    const customers = Array.from({ length: 20 }, async (_, customer) => {
      try {
        for (let n = 0; backupRunning; n += 1) {
          await place(1000 * (customer + 1) + n);
          if (backupStarted) afterBackupStarted += 1;
        }
      } catch (error) {
        failures.push(error);
        backupRunning = false;
      }
    });
    let run: Run;
    let beforeBackup: Set<string>;
    try {
      // However busy the machine: the poll waits for the orders, not for a second to pass, and
      // ends at once if an order failed.
      await expect
        .poll(() => failures.length > 0 || acknowledged.size > 40, { interval: 5 })
        .toBe(true);
      if (failures.length > 0) throw failures[0];
      beforeBackup = new Set(acknowledged.keys());
      backupStarted = true;
      run = await backup();
    } finally {
      // The customers stop even when the test fails, so no order lands during the next test.
      backupRunning = false;
      await Promise.all(customers);
    }
    expect(failures).toEqual([]);
    reader.exec("COMMIT");
    reader.close();

    expect(run.code, run.stderr).toBe(0);
    expectNoStackTrace(run);
    // Orders went on being taken while the backup ran.
    expect(afterBackupStarted).toBeGreaterThan(0);
    const archive = run.lines.at(-1)!;
    expect(run.stdout).toMatch(/session-secret: included/);

    const restoredDir = temporary("restored");
    const restoredPlace = {
      DATABASE_PATH: join(restoredDir, "data", "shop.db"),
      UPLOADS_DIR: join(restoredDir, "files"),
    };
    const restore = await runScript("restore", [archive], restoredPlace);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/integrity_check ok/);

    // No admin from the environment: the one who signs in is the one in the restored database.
    const restored = await startShopProcess(
      {
        ...restoredPlace,
        SESSION_SECRET: undefined,
        ADMIN_USERNAME: undefined,
        ADMIN_PASSWORD: undefined,
      },
      restoredDir,
    );
    try {
      const adminToken = await signIn(restored);
      const orders = await allOrders(restored, adminToken);
      const restoredIds = new Set(orders.map((order) => order._id));
      for (const id of beforeBackup) expect(restoredIds.has(id), id).toBe(true);
      for (const order of orders) {
        expect(acknowledged.get(order._id), order._id).toBe(order.orderNumber);
        expect(order.items).toHaveLength(1);
        expect(order.totalAmount).toBe(950);
      }

      const catalogue = (await callShop(source, "/api/collection")).json();
      expect(catalogue).toHaveLength(1);
      expect((await callShop(restored, "/api/collection")).json()).toEqual(catalogue);

      const served = await imageBytes(restored, imageId);
      expect(served.status).toBe(200);
      expect(served.bytes.equals(image)).toBe(true);

      // Customers' order links were signed with the old shop's secret: they still open.
      const secret = readFileSync(join(source.dir, "session-secret"), "utf8").trim();
      const [first] = beforeBackup;
      const page = await callShop(restored, thankYouPath(secret, first!));
      expect(page.status).toBe(200);
      expect(page.text).toContain(acknowledged.get(first!));
      const forged = await callShop(restored, thankYouPath("another secret", first!));
      expect(forged.text).not.toContain(acknowledged.get(first!));
    } finally {
      await restored.stop();
    }
  }, 180_000);

  test("the archive: named by the UTC time, its path the last line, owner-only, with its manifest", async () => {
    const started = Date.now();
    // The machine's own zone must not leak into the name.
    const run = await backup({ TZ: "Asia/Dubai" });
    const finished = Date.now();
    expect(run.code, run.stderr).toBe(0);
    const archive = run.lines.at(-1)!;
    expect(isAbsolute(archive)).toBe(true);
    expect(existsSync(archive)).toBe(true);
    const [, year, month, day, hour, minute, second] = ARCHIVE.exec(basename(archive)) ?? [];
    expect(year).toBeDefined();
    const named = Date.UTC(+year!, +month! - 1, +day!, +hour!, +minute!, +second!);
    expect(named).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000);
    expect(named).toBeLessThanOrEqual(finished);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    // Nothing half-made is left beside it.
    expect(readdirSync(dirname(archive))).toEqual([basename(archive)]);

    const { manifest, entries } = await manifestOf(archive);
    expect(entries.slice(0, 3)).toEqual(["manifest.json", "shop.db", "session-secret"]);
    expect(
      entries.filter((entry) => entry.startsWith("uploads/") && !entry.endsWith("/")).length,
    ).toBe(manifest.uploads.files);
    const orders = await allOrders(source, token);
    expect(manifest).toMatchObject({
      database: { file: "shop.db", integrityCheck: "ok" },
      counts: { orders: orders.length, items: 1, images: 2 },
      sessionSecret: { file: "session-secret" },
      contents: ["manifest.json", "shop.db", "session-secret", "uploads/"],
    });
    expect(manifest.database.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.floor(Date.parse(manifest.createdAt) / 1000) * 1000).toBe(named);
  });

  test("restore refuses a place that holds a shop, changing nothing; --force moves it aside", async () => {
    const archive = await archiveOfSource();
    // Another shop, with its own secret, a bouquet and its picture.
    const target = await startShopProcess({ SESSION_SECRET: undefined });
    const place = placeOf(target);
    try {
      await createBouquet(target, await signIn(target), { title: "Other shop" });
      const running = await runScript("restore", [archive, "--force"], place);
      expect(running.code).toBe(1);
      expect(running.stderr).toMatch(/open in another process: the shop is running\. Stop it/);
    } finally {
      await target.stop();
    }
    const before = contentsOf(target.dir);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(["shop.db", "session-secret", "uploads/"]),
    );

    const refused = await runScript("restore", [archive], place);
    expect(refused.code).toBe(1);
    expectNoStackTrace(refused);
    expect(refused.stderr).toContain("the target already holds a shop");
    expect(refused.stderr).toContain(`the database ${place.DATABASE_PATH}`);
    expect(refused.stderr).toContain(`the uploads folder ${place.UPLOADS_DIR}`);
    expect(refused.stderr).toMatch(/another session secret/);
    expect(refused.stderr).toMatch(/--force/);
    expect(contentsOf(target.dir)).toEqual(before);

    const forced = await runScript("restore", [archive, "--force"], place);
    expect(forced.code, forced.stderr).toBe(0);
    const aside = (what: string) => {
      const line = forced.lines.find((text) => text.includes(`moved aside  ${what} -> `));
      expect(line, forced.stdout).toBeDefined();
      return line!.split(" -> ")[1]!;
    };
    const oldDatabase = aside(place.DATABASE_PATH);
    const oldUploads = aside(place.UPLOADS_DIR);
    const oldSecret = aside(join(target.dir, "session-secret"));
    expect(basename(oldDatabase)).toMatch(/^shop\.db\.before-restore-\d{8}-\d{6}$/);
    // Nothing was deleted: the old shop is whole under its new names.
    const after = contentsOf(target.dir);
    const rel = (path: string) => relative(target.dir, path);
    expect(after[rel(oldDatabase)]).toBe(before["shop.db"]);
    expect(after[rel(oldSecret)]).toBe(before["session-secret"]);
    for (const [path, hash] of Object.entries(before)) {
      if (path.startsWith("uploads/")) {
        expect(after[path.replace(/^uploads\//, `${rel(oldUploads)}/`)]).toBe(hash);
      }
    }
    // And the backup is in place.
    const { manifest } = await manifestOf(archive);
    expect(after["shop.db"]).toBe(manifest.database.sha256);
    expect(after["session-secret"]).toBe(contentsOf(source.dir)["session-secret"]);
    const sourceUploads = contentsOf(join(source.dir, "uploads"));
    expect(contentsOf(place.UPLOADS_DIR)).toEqual(sourceUploads);
  }, 60_000);

  test("stale -wal/-shm files of a database that is gone are moved aside, not applied", async () => {
    const archive = await archiveOfSource();
    const dir = temporary("stale");
    writeFileSync(join(dir, "shop.db-wal"), "stale wal");
    writeFileSync(join(dir, "shop.db-shm"), "stale shm");
    const run = await runScript("restore", [archive], {
      DATABASE_PATH: join(dir, "shop.db"),
      UPLOADS_DIR: join(dir, "uploads"),
    });
    expect(run.code, run.stderr).toBe(0);
    const names = readdirSync(dir);
    expect(names).not.toContain("shop.db-wal");
    expect(names).not.toContain("shop.db-shm");
    const wal = names.find((name) => /^shop\.db\.before-restore-\d{8}-\d{6}-wal$/.test(name));
    expect(wal, names.join(", ")).toBeDefined();
    expect(readFileSync(join(dir, wal!), "utf8")).toBe("stale wal");
  });

  describe("a damaged or altered archive is refused, and nothing is restored", () => {
    async function refuses(archive: string, message: RegExp) {
      const dir = temporary("refused");
      const target = { DATABASE_PATH: join(dir, "data", "shop.db"), UPLOADS_DIR: join(dir, "up") };
      const run = await runScript("restore", [archive], target);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(message);
      expectNoStackTrace(run);
      expect(contentsOf(dir)).toEqual({});
    }

    test("cut short", async () => {
      const archive = await archiveOfSource();
      const cut = join(temporary("cut"), basename(archive));
      const bytes = readFileSync(archive);
      writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
      await refuses(cut, /is not a readable backup archive/);
    });

    test("not an archive at all", async () => {
      const file = join(temporary("garbage"), "shop-20260101-000000.tar.gz");
      writeFileSync(file, "these are not the flowers you ordered");
      await refuses(file, /is not a readable backup archive/);
    });

    test("a database whose checksum is not the manifest's", async () => {
      const archive = await alteredArchive(await archiveOfSource(), (folder) => {
        const database = readFileSync(join(folder, "shop.db"));
        const last = database.length - 1;
        database.writeUInt8(database.readUInt8(last) ^ 0xff, last);
        writeFileSync(join(folder, "shop.db"), database);
      });
      await refuses(archive, /damaged or was altered: shop\.db's SHA-256 does not match/);
    });

    test("a damaged database with a checksum to match fails the integrity check", async () => {
      const archive = await alteredArchive(await archiveOfSource(), (folder) => {
        const path = join(folder, "shop.db");
        const database = readFileSync(path);
        // Scribble over the pages after the schema: tables and indexes no longer agree.
        database.fill(0x5a, 4096 * 2, Math.min(database.length, 4096 * 12));
        writeFileSync(path, database);
        const manifest = JSON.parse(readFileSync(join(folder, "manifest.json"), "utf8"));
        manifest.database.sha256 = sha256(database);
        writeFileSync(join(folder, "manifest.json"), JSON.stringify(manifest));
      });
      await refuses(archive, /failed PRAGMA integrity_check/);
    });

    test("without its manifest, or with one that is not JSON", async () => {
      const archive = await archiveOfSource();
      const without = await alteredArchive(archive, (folder) =>
        rmSync(join(folder, "manifest.json")),
      );
      await refuses(without, /is not a shop backup: it has no manifest\.json/);
      const empty = await alteredArchive(archive, (folder) =>
        writeFileSync(join(folder, "manifest.json"), ""),
      );
      await refuses(empty, /manifest\.json is not valid JSON/);
    });

    test("holding what a backup never does", async () => {
      const archive = await alteredArchive(await archiveOfSource(), (folder) => {
        mkdirSync(join(folder, "etc"));
        writeFileSync(join(folder, "etc", "cron"), "* * * * * curl evil");
      });
      await refuses(archive, /holds what a shop backup never does: etc/);
    });
  });

  test("BACKUP_KEEP deletes the oldest shop-*.tar.gz beyond it, and nothing else", async () => {
    const dir = temporary("keep");
    const old = ["shop-20240101-000000.tar.gz", "shop-20240102-000000.tar.gz"];
    const newest = "shop-20240103-000000.tar.gz";
    const others = ["notes.txt", "shop-latest.tar.gz", "shop-20240101-000000.tar.gz.bak"];
    for (const name of [...old, newest, ...others]) writeFileSync(join(dir, name), name);
    mkdirSync(join(dir, "shop-20230101-000000.tar.gz"));

    const run = await backup({ BACKUP_DIR: dir, BACKUP_KEEP: "2" });
    expect(run.code, run.stderr).toBe(0);
    const archive = basename(run.lines.at(-1)!);
    expect(readdirSync(dir).sort()).toEqual(
      [archive, newest, ...others, "shop-20230101-000000.tar.gz"].sort(),
    );
    for (const name of old) expect(run.stdout).toContain(`pruned    ${name} (BACKUP_KEEP=2)`);

    const wrong = await backup({ BACKUP_DIR: dir, BACKUP_KEEP: "a fortnight" });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/BACKUP_KEEP must be a whole number/);
    expectNoStackTrace(wrong);
    expect(readdirSync(dir)).toHaveLength(6);
  });

  test("without a database it says so and fails, writing nothing", async () => {
    const dir = temporary("nothing");
    const run = await runScript("backup", [], {
      DATABASE_PATH: join(dir, "missing", "shop.db"),
      UPLOADS_DIR: join(dir, "uploads"),
      BACKUP_DIR: join(dir, "backups"),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`there is no database at ${join(dir, "missing", "shop.db")}`);
    expectNoStackTrace(run);
    expect(readdirSync(dir)).toEqual([]);
  });
});
