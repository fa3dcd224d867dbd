// The demo catalogue seeds a believable shop whose images load.
import { beforeAll, describe, expect, test } from "vitest";
import { seedDemoCatalogueIfEmpty } from "../../seed/demo-shop";
import { demoBouquets, demoCategories } from "../../seed/catalogue";
import { siteImagesOf } from "~/images/site-images.server";
import { call, callJson } from "../support/shop";

beforeAll(async () => {
  await callJson("/api/health");
  expect(await seedDemoCatalogueIfEmpty({ imageWidth: 120 })).toBe(true);
}, 180_000);

describe("demo catalogue", () => {
  test("lists every demo bouquet with sizes, prices and a gallery of images that load", async () => {
    const { status, body } = await callJson("/api/collection");
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
      const image = await call(`/api/images/${id}`);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
    }
  });

  test("has its categories in order, each with bouquets", async () => {
    const { body } = await callJson("/api/categories");
    expect((body as { name: string }[]).map((c) => c.name)).toEqual(
      demoCategories.map((c) => c.name),
    );
    for (const category of body as { _id: string }[]) {
      const items = await callJson(`/api/collection?category=${category._id}`);
      expect((items.body as unknown[]).length).toBeGreaterThanOrEqual(3);
    }
  });

  test("paints three hero slides, eight portfolio images and five 'Trusted By' logos", () => {
    expect(siteImagesOf("hero")).toHaveLength(3);
    expect(siteImagesOf("portfolio")).toHaveLength(8);
    expect(siteImagesOf("trusted").map((logo) => logo.caption)).toHaveLength(5);
  });

  test("does not seed twice", async () => {
    expect(await seedDemoCatalogueIfEmpty({ imageWidth: 120 })).toBe(false);
  });
});
