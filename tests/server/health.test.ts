// GET /api/health means something (issue "Operations"): a real query on the database, a write in
// the uploads folder, the version and the start time; 503 when either fails, and uploads fail
// with a clear 5xx while the storefront keeps serving.
import { chmodSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import packageJson from "../../package.json";
import {
  callShop,
  createBouquet,
  permissionsApply,
  pngImage,
  signIn,
  startShopProcess,
  uploadImage,
  type ShopProcess,
} from "../support/server-process";

let shop: ShopProcess | undefined;
afterEach(async () => {
  await shop?.stop();
  shop = undefined;
});

const testModeWarnings = (lines: ReturnType<ShopProcess["logLines"]>) =>
  lines.filter(
    (line) => line.level === 40 && String(line.msg).startsWith("PAYMENT_PROVIDER is 'demo'"),
  );
// The boot's lines may reach the log just after the one that says the shop listens.
const booted = (process: ShopProcess) =>
  expect
    .poll(() => process.logLines().some((line) => String(line.msg).includes("first admin")))
    .toBe(true);

// Large enough that narrower copies are made for it.
const photo = () => pngImage({ width: 600, height: 800, background: "#d9c2b8" });

describe("a shop as it starts", () => {
  // Read-only checks of one shop: what it answers and what it logged while starting.
  let started: ShopProcess;
  let before: number;
  beforeAll(async () => {
    before = Date.now();
    started = await startShopProcess();
  });
  afterAll(async () => {
    await started?.stop();
  });

  test("answers the checks, the version from package.json and when the process started", async () => {
    const health = await callShop(started, "/api/health");
    expect(health.status).toBe(200);
    expect(health.json()).toMatchObject({
      status: "ok",
      database: "ok",
      uploads: "ok",
      version: packageJson.version,
      build: expect.stringMatching(/^[0-9a-f]{12}(-dirty)?$|^built /),
    });
    const startedAt = Date.parse(health.json().startedAt);
    expect(startedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(startedAt).toBeLessThanOrEqual(Date.now());
  });

  test("warns at start when the runtime is out of support (Node.js before 22), and only then", async () => {
    await booted(started);
    const warned = started
      .logLines()
      .some((line) =>
        String(line.msg).includes("is out of support: run the shop on Node.js 24 LTS"),
      );
    expect(warned).toBe(Number(process.versions.node.split(".")[0]) < 22);
  });

  test("warns at start in production while the demo provider takes the payments, naming PAYMENT_PROVIDER", async () => {
    await booted(started);
    await expect.poll(() => testModeWarnings(started.logLines()).length).toBe(1);
  });
});

describe("GET /api/health", () => {
  test("no payment warning once a live provider takes the payments", async () => {
    shop = await startShopProcess({
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_live_health_test",
      STRIPE_WEBHOOK_SECRET: "whsec_health_test",
      PUBLIC_URL: "https://shop.example",
    });
    await booted(shop);
    expect(testModeWarnings(shop.logLines())).toHaveLength(0);
  });

  test("is 503 when the database file is unreadable", async () => {
    shop = await startShopProcess({}, undefined, { asUnprivilegedUser: true });
    expect((await callShop(shop, "/api/health")).status).toBe(200);
    if (permissionsApply()) chmodSync(join(shop.dir, "shop.db"), 0o000);
    // Where root cannot hand the server to another user: a file it can no longer find.
    else renameSync(join(shop.dir, "shop.db"), join(shop.dir, "elsewhere.db"));
    const health = await callShop(shop, "/api/health");
    expect(health.status).toBe(503);
    expect(health.json()).toMatchObject({ status: "unavailable", database: "unavailable" });
  });

  test("is 503 when the database file is gone from under the shop", async () => {
    shop = await startShopProcess();
    renameSync(join(shop.dir, "shop.db"), join(shop.dir, "moved.db"));
    const health = await callShop(shop, "/api/health");
    expect(health.status).toBe(503);
    expect(health.json().database).toBe("unavailable");
  });

  test("a read-only uploads folder: health 503, uploads a clear 507 JSON, the storefront still serves its pictures", async () => {
    shop = await startShopProcess({}, undefined, { asUnprivilegedUser: true });
    const token = await signIn(shop);
    const bouquet = await createBouquet(shop, token, { png: await photo() });
    const item = (await callShop(shop, `/api/collection/${bouquet._id}`)).json();
    const readOnly = permissionsApply();
    if (readOnly) chmodSync(join(shop.dir, "uploads"), 0o555);
    // Where root cannot hand the server to another user: a file where the folder was.
    else {
      rmSync(join(shop.dir, "uploads"), { recursive: true, force: true });
      writeFileSync(join(shop.dir, "uploads"), "not a folder");
    }

    const health = await callShop(shop, "/api/health");
    expect(health.status).toBe(503);
    expect(health.json()).toMatchObject({ database: "ok", uploads: "unavailable" });

    const upload = await uploadImage(shop, token, await photo());
    expect(upload.status).toBe(507);
    expect(upload.json().error).toMatch(/disk is full or the uploads folder is read-only/);

    expect((await callShop(shop, "/")).status).toBe(200);
    expect((await callShop(shop, `/collection/${bouquet._id}`)).status).toBe(200);
    if (readOnly) {
      // A width never asked for before cannot be kept on disk: the original is sent instead.
      const picture = await callShop(shop, `/api/images/${item.imageUrl}?w=300`);
      expect(picture.status).toBe(200);
      expect(picture.headers["content-type"]).toBe("image/webp");
    }
  });

  test("an uploads path that is not a folder reads as unwritable too", async () => {
    shop = await startShopProcess();
    rmSync(join(shop.dir, "uploads"), { recursive: true, force: true });
    writeFileSync(join(shop.dir, "uploads"), "not a folder");
    const health = await callShop(shop, "/api/health");
    expect(health.status).toBe(503);
    expect(health.json().uploads).toBe("unavailable");
  });
});
