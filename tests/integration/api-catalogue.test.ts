// The catalogue's JSON rows, through the real server build.
import { beforeAll, describe, expect, test } from "vitest";
import { adminToken, call, callJson } from "../support/shop";
import { createCategory, createItem, itemForm, pngBytes } from "../support/catalogue";

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

describe("GET /api and /api/health", () => {
  test("answer JSON", async () => {
    const api = await callJson("/api");
    expect(api.status).toBe(200);
    expect(api.body.status).toBe("ok");
    const health = await callJson("/api/health");
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: "ok", database: "ok" });
  });

  test("an unknown API path is a JSON 404", async () => {
    const { status, body, response } = await callJson("/api/nothing-here");
    expect(status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(body.error).toMatch(/no GET/);
  });
});

describe("categories", () => {
  test("POST creates with a normalised slug, GET lists by order, PUT edits, DELETE removes", async () => {
    const second = await callJson("/api/categories", {
      method: "POST",
      token,
      body: { name: "Orchids", slug: "  Rare Orchids & More! ", order: 2 },
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ name: "Orchids", slug: "rare-orchids--more", order: 2 });
    expect(second.body._id).toMatch(/^[0-9a-f]{24}$/);
    const first = await createCategory(token, "Signature Bouquets", 0);
    expect(first.slug).toBe("signature-bouquets");

    const list = await callJson("/api/categories");
    expect(list.status).toBe(200);
    const names = (list.body as { name: string }[]).map((c) => c.name);
    expect(names.indexOf("Signature Bouquets")).toBeLessThan(names.indexOf("Orchids"));

    const edited = await callJson(`/api/categories/${second.body._id}`, {
      method: "PUT",
      token,
      body: { name: "Orchids", slug: "orchids", order: 3 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ slug: "orchids", order: 3 });

    const removed = await callJson(`/api/categories/${second.body._id}`, {
      method: "DELETE",
      token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.success).toBe(true);
    const after = await callJson("/api/categories");
    expect((after.body as { _id: string }[]).some((c) => c._id === second.body._id)).toBe(false);
  });

  test("name and slug are required; slugs are unique; order is a non-negative integer", async () => {
    const empty = await callJson("/api/categories", {
      method: "POST",
      token,
      body: { name: " ", slug: "" },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Name and slug are required.");
    await createCategory(token, "Roses");
    const twice = await callJson("/api/categories", {
      method: "POST",
      token,
      body: { name: "Roses", slug: "roses" },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.issues.slug[0]).toMatch(/already used/);
    const negative = await callJson("/api/categories", {
      method: "POST",
      token,
      body: { name: "Peonies", slug: "peonies", order: -1 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.issues.order).toBeDefined();
  });

  test("deleting a category keeps its bouquets in the collection", async () => {
    const category = await createCategory(token, "Vase Arrangements");
    const item = await createItem(token, { title: "Still Life", categories: [category._id] });
    const removed = await callJson(`/api/categories/${category._id}`, { method: "DELETE", token });
    expect(removed.body.itemsUnlinked).toBe(1);
    const kept = await callJson(`/api/collection/${item._id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.categories).toEqual([]);
  });
});

describe("collection", () => {
  test("POST multipart creates an item with its sizes, categories and image", async () => {
    const category = await createCategory(token, "Flower Boxes");
    const created = await createItem(token, {
      title: "Velvet Box",
      featured: true,
      categories: [category._id],
      sizes: [
        { sizeName: "Classic", price: 650, ingredients: ["Red Naomi roses"] },
        { sizeName: "Deluxe", price: 1250.5, comparePrice: 1400 },
      ],
    });
    expect(created).toMatchObject({
      title: "Velvet Box",
      featured: true,
      isNew: false,
      inStock: true,
      price: 650,
      category: "Flower Boxes",
      categories: [{ _id: category._id, name: "Flower Boxes", slug: "flower-boxes" }],
      sizes: [
        { sizeName: "Classic", price: 650, ingredients: ["Red Naomi roses"] },
        { sizeName: "Deluxe", price: 1250.5, comparePrice: 1400 },
      ],
    });
    expect(created.imageUrl).toMatch(/^[0-9a-f]{24}$/);
    const image = await call(`/api/images/${created.imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
  });

  test("GET /api/collection/{id} answers one item; an unknown id is a JSON 404", async () => {
    const item = await createItem(token, { title: "Ivory Hour" });
    const one = await callJson(`/api/collection/${item._id}`);
    expect(one.status).toBe(200);
    expect(one.body.title).toBe("Ivory Hour");
    expect(one.body.createdAt).toBeTruthy();
    const missing = await callJson("/api/collection/0123456789abcdef01234567");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBeTruthy();
  });

  test("GET /api/collection filters by category and sorts three ways", async () => {
    const category = await createCategory(token, "Sorted");
    await createItem(token, {
      title: "Cheap",
      categories: [category._id],
      sizes: [{ sizeName: "One", price: 400 }],
    });
    await createItem(token, {
      title: "Dear",
      categories: [category._id],
      sizes: [
        { sizeName: "One", price: 2400 },
        { sizeName: "Two", price: 2600 },
      ],
    });
    await createItem(token, {
      title: "Middle",
      categories: [category._id],
      sizes: [{ sizeName: "One", price: 900 }],
    });
    const titles = async (query: string) =>
      (
        (await callJson(`/api/collection?category=${category._id}${query}`)).body as {
          title: string;
        }[]
      ).map((i) => i.title);
    expect(await titles("")).toEqual(["Middle", "Dear", "Cheap"]);
    expect(await titles("&sort=newest")).toEqual(["Middle", "Dear", "Cheap"]);
    expect(await titles("&sort=price-low")).toEqual(["Cheap", "Middle", "Dear"]);
    expect(await titles("&sort=price-high")).toEqual(["Dear", "Middle", "Cheap"]);
    const bySlug = await callJson(`/api/collection?category=${category.slug}`);
    expect((bySlug.body as unknown[]).length).toBe(3);
    const bad = await callJson("/api/collection?sort=cheapest");
    expect(bad.status).toBe(400);
  });

  test("PUT edits fields and sizes, keeping the image when none is sent", async () => {
    const item = await createItem(token, { title: "Before" });
    const form = itemForm({
      title: "After",
      sizes: [{ sizeName: "Grand", price: 1450, comparePrice: 1600 }],
    });
    const response = await call(`/api/collection/${item._id}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ title: "After", price: 1450, imageUrl: item.imageUrl });
    expect(body.sizes).toEqual([
      expect.objectContaining({ sizeName: "Grand", price: 1450, comparePrice: 1600 }),
    ]);
  });

  test("DELETE removes the item", async () => {
    const item = await createItem(token, { title: "Going" });
    const removed = await callJson(`/api/collection/${item._id}`, { method: "DELETE", token });
    expect(removed.status).toBe(200);
    expect((await callJson(`/api/collection/${item._id}`)).status).toBe(404);
  });

  test("item rules: title, at least one size, an image, valid prices", async () => {
    const post = async (form: FormData) => {
      const response = await call("/api/collection", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      return { status: response.status, body: await response.json() };
    };
    const image = await pngBytes();
    const noTitle = itemForm({ title: "" }, image);
    expect((await post(noTitle)).status).toBe(400);
    const noSizes = await post(itemForm({ sizes: [] }, image));
    expect(noSizes).toMatchObject({ status: 400, body: { error: "Please add at least one size" } });
    const noImage = await post(itemForm({}));
    expect(noImage).toMatchObject({ status: 400, body: { error: "Please upload an image" } });
    const badPrice = await post(
      itemForm({ sizes: [{ sizeName: "Petite", price: "abc" as unknown as number }] }, image),
    );
    expect(badPrice.status).toBe(400);
    expect(JSON.stringify(badPrice.body.issues)).toContain("Please enter a valid price");
    const noName = await post(itemForm({ sizes: [{ sizeName: " ", price: 100 }] }, image));
    expect(JSON.stringify(noName.body.issues)).toContain("Size name is required");
    const strayImage = itemForm({}, image);
    strayImage.set("imageUrl", "../etc/passwd");
    const refusedImage = await post(strayImage);
    expect(refusedImage.status).toBe(400);
    expect(refusedImage.body.issues).toEqual({
      imageUrl: ["Image ids are 24 hexadecimal characters."],
    });
  });
});
