// The demo catalogue, as the server seeds an empty shop before its first request: a believable shop
// whose images load, its pictures the committed files stored as they are, seeded once however often
// the server starts.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { demoAddOns, demoBouquets, demoCategories, demoSiteImages } from "../../seed/catalogue";
import { callShop, startShopProcess, type ShopProcess } from "../support/server-process";

const SEEDING = "the shop is empty: seeding the demo catalogue";
const DEMO = { SEED_DEMO: "1" };
const PICTURES = join("seed", "pictures");

/** The committed pictures' tags, as the shop computes an image's ETag from its bytes. */
const committedPictureTags = () =>
  readdirSync(PICTURES)
    .map((name) => {
      const hash = createHash("sha256").update(readFileSync(join(PICTURES, name)));
      return `"${hash.digest("base64url")}"`;
    })
    .sort();

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

afterAll(() => shop.stop());

const getJson = async (path: string) => {
  const answer = await callShop(shop, path);
  return { status: answer.status, body: answer.json() };
};

/** The site's own pictures of one group, read with plain SQL from the shop's database. */
function siteImagesOf(group: "hero" | "arabic-hero" | "portfolio" | "trusted") {
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

  test("is written in Arabic too: every item, size and category, stored in the Arabic columns", () => {
    const sqlite = new Database(join(shop.dir, "shop.db"), { readonly: true });
    try {
      const texts = [
        ...sqlite
          .prepare("select title_ar, short_description_ar, long_description_ar from items")
          .raw()
          .all(),
        ...sqlite.prepare("select size_name_ar from sizes").raw().all(),
        ...sqlite.prepare("select name_ar from categories").raw().all(),
      ].flat() as (string | null)[];
      expect(texts.length).toBe(
        (demoBouquets.length + demoAddOns.length) * 3 +
          demoBouquets.reduce((count, bouquet) => count + bouquet.sizes.length, 0) +
          demoAddOns.length +
          demoCategories.length,
      );
      for (const text of texts) expect(text).toMatch(/\p{Script=Arabic}{2}/u);
    } finally {
      sqlite.close();
    }
  });

  test("has three hero slides and their Arabic twins, eight portfolio images and five 'Trusted By' logos", () => {
    expect(siteImagesOf("hero")).toHaveLength(3);
    expect(siteImagesOf("arabic-hero")).toHaveLength(3);
    expect(siteImagesOf("portfolio")).toHaveLength(8);
    expect(siteImagesOf("trusted")).toHaveLength(5);
    expect([
      ...siteImagesOf("hero"),
      ...siteImagesOf("arabic-hero"),
      ...siteImagesOf("portfolio"),
      ...siteImagesOf("trusted"),
    ]).toEqual(demoSiteImages.map(({ slot, caption }) => ({ slot, caption })));
  });

  test("stores each committed picture once, as it is: nothing painted or re-encoded", () => {
    const pictures =
      demoBouquets.reduce((count, bouquet) => count + bouquet.pictures.length, 0) +
      demoAddOns.length +
      demoSiteImages.length;
    expect(readdirSync(PICTURES)).toHaveLength(pictures);
    expect(imageTagsOf(shop.dir)).toEqual(committedPictureTags());
  });

  test("a second fresh shop stores the same pictures", { timeout: 120_000 }, async () => {
    const second = await startShopProcess(DEMO);
    try {
      expect(imageTagsOf(second.dir)).toEqual(imageTagsOf(shop.dir));
    } finally {
      await second.stop();
    }
  });

  test("does not seed twice", async () => {
    await shop.stop();
    shop = await startShopProcess(DEMO, shop.dir);
    expect(shop.output.some((line) => line.includes(SEEDING))).toBe(false);
    expect((await getJson("/api/collection")).body).toHaveLength(demoBouquets.length);
  });
});
