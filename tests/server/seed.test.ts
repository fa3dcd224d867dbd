// The demo catalogue, as the server seeds an empty shop before its first request: a believable shop
// whose images load, seeded once however often the server starts.
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { demoBouquets, demoCategories } from "../../seed/catalogue";
import { callShop, startShopProcess, type ShopProcess } from "../support/server-process";

const SEEDING = "the shop is empty: painting and seeding the demo catalogue";
// Small pictures, so painting is quick.
const DEMO = { SEED_DEMO: "1", DEMO_IMAGE_WIDTH: "120" };

let shop: ShopProcess;

beforeAll(async () => {
  shop = await startShopProcess(DEMO);
}, 180_000);

afterAll(() => shop.stop());

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

  test("does not seed twice", async () => {
    await shop.stop();
    shop = await startShopProcess(DEMO, shop.dir);
    expect(shop.output.some((line) => line.includes(SEEDING))).toBe(false);
    expect((await getJson("/api/collection")).body).toHaveLength(demoBouquets.length);
  });
});
