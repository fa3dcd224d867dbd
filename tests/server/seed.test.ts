// The demo catalogue, as the server seeds an empty shop before its first request: a believable shop
// whose images load, seeded once however often the server starts.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { demoAddOns, demoBouquets, demoCategories } from "../../seed/catalogue";
import { callShop, startShopProcess, type ShopProcess } from "../support/server-process";

const SEEDING = "the shop is empty: painting and seeding the demo catalogue";
// Small pictures, so painting is quick, kept in a folder of this test's own.
const PICTURES = mkdtempSync(join(tmpdir(), "demo-pictures-"));
const DEMO = { SEED_DEMO: "1", DEMO_IMAGE_WIDTH: "120", DEMO_PICTURES_DIR: PICTURES };

/** The bouquets' galleries, one picture per add-on, hero slides, portfolio and logos. */
const demoPictureCount = () =>
  demoBouquets.reduce((count, bouquet) => count + bouquet.galleryViews, 0) +
  demoAddOns.length +
  3 +
  8 +
  5;

/** The stored pictures' tags (hashes of their bytes), read with plain SQL. */
function imageTagsOf(dir: string) {
  const sqlite = new Database(join(dir, "shop.db"), { readonly: true });
  try {
    const rows = sqlite.prepare("select etag from images order by etag").all() as {
      etag: string;
    }[];
    return rows.map((row) => row.etag);
  } finally {
    sqlite.close();
  }
}

let shop: ShopProcess;

beforeAll(async () => {
  shop = await startShopProcess(DEMO);
}, 180_000);

afterAll(async () => {
  await shop.stop();
  rmSync(PICTURES, { recursive: true, force: true });
});

const getJson = async (path: string) => {
  const answer = await callShop(shop, path);
  return { status: answer.status, body: answer.json() };
};

/** The site's own pictures of one group, read with plain SQL from the shop's database. */
function siteImagesOf(group: "hero" | "portfolio" | "trusted") {
  const sqlite = new Database(join(shop.dir, "shop.db"), { readonly: true });
  try {
    return sqlite
      .prepare(
        `select slot, caption from site_images join images on images.id = site_images.image_id
          where slot like ? order by slot`,
      )
      .all(`${group}-%`) as { slot: string; caption: string }[];
  } finally {
    sqlite.close();
  }
}

describe("demo catalogue", () => {
  test("is seeded into an empty shop", () => {
    expect(shop.output.some((line) => line.includes(SEEDING))).toBe(true);
  });

  test("lists every demo bouquet with sizes, prices and a gallery of images that load", async () => {
    const { status, body } = await getJson("/api/collection");
    expect(status).toBe(200);
    expect(body).toHaveLength(demoBouquets.length);
    expect(body.length).toBeGreaterThanOrEqual(24);
    for (const item of body as {
      imageUrl: string;
      galleryImages: string[];
      sizes: unknown[];
      price: number;
    }[]) {
      expect(item.imageUrl).toMatch(/^[0-9a-f]{24}$/);
      expect(item.sizes.length).toBeGreaterThanOrEqual(1);
      expect(item.sizes.length).toBeLessThanOrEqual(4);
      expect(item.price).toBeGreaterThanOrEqual(300);
      expect(1 + item.galleryImages.length).toBeGreaterThanOrEqual(2);
    }
    const first = body[0] as { imageUrl: string; galleryImages: string[] };
    for (const id of [first.imageUrl, ...first.galleryImages]) {
      const image = await callShop(shop, `/api/images/${id}`);
      expect(image.status).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
    }
  });

  test("offers four add-ons, each with its own picture, in no list of bouquets", async () => {
    const { status, body } = await getJson("/api/add-ons");
    expect(status).toBe(200);
    const addOns = body as { title: string; isAddOn: boolean; price: number; imageUrl: string }[];
    expect(addOns).toHaveLength(4);
    expect(addOns.map((addOn) => addOn.title).sort()).toEqual(
      demoAddOns.map((addOn) => addOn.title).sort(),
    );
    expect(addOns.map((addOn) => addOn.price)).toEqual([25, 45, 120, 150]);
    expect(new Set(addOns.map((addOn) => addOn.imageUrl)).size).toBe(4);
    for (const addOn of addOns) {
      expect(addOn.isAddOn).toBe(true);
      const image = await callShop(shop, `/api/images/${addOn.imageUrl}`);
      expect(image.status).toBe(200);
    }
  });

  test("has its categories in order, each with bouquets", async () => {
    const { body } = await getJson("/api/categories");
    expect((body as { name: string }[]).map((c) => c.name)).toEqual(
      demoCategories.map((c) => c.name),
    );
    for (const category of body as { _id: string }[]) {
      const items = await getJson(`/api/collection?category=${category._id}`);
      expect((items.body as unknown[]).length).toBeGreaterThanOrEqual(3);
    }
  });

  test("paints three hero slides, eight portfolio images and five 'Trusted By' logos", () => {
    expect(siteImagesOf("hero")).toHaveLength(3);
    expect(siteImagesOf("portfolio")).toHaveLength(8);
    expect(siteImagesOf("trusted").map((logo) => logo.caption)).toHaveLength(5);
  });

  test(
    "a second fresh shop copies the pictures the first one painted",
    { timeout: 120_000 },
    async () => {
      const painted = readdirSync(PICTURES).sort();
      expect(painted).toHaveLength(demoPictureCount());
      expect(shop.output.some((line) => /"painted":\d+,"kept":0\b/.test(line))).toBe(true);

      const second = await startShopProcess(DEMO);
      try {
        expect(second.output.some((line) => line.includes('"painted":0,"kept":'))).toBe(true);
        expect(readdirSync(PICTURES).sort()).toEqual(painted);
        expect(imageTagsOf(second.dir)).toEqual(imageTagsOf(shop.dir));
      } finally {
        await second.stop();
      }
    },
  );

  test("does not seed twice", async () => {
    await shop.stop();
    shop = await startShopProcess(DEMO, shop.dir);
    expect(shop.output.some((line) => line.includes(SEEDING))).toBe(false);
    expect((await getJson("/api/collection")).body).toHaveLength(demoBouquets.length);
  });
});
