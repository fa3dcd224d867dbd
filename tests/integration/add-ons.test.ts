// Add-ons: items marked isAddOn are listed by GET /api/add-ons and nowhere in
// the storefront: not in its pages, search, sitemap or GET /api/collection; their own page is a 404.
import { beforeAll, describe, expect, test } from "vitest";
import { adminToken, call, callJson } from "../support/shop";
import { createCategory, createItem, itemForm } from "../support/catalogue";

let token: string;
let roses: { _id: string; slug: string };
let bouquet: Awaited<ReturnType<typeof createItem>>;
let vase: Awaited<ReturnType<typeof createItem>>;

beforeAll(async () => {
  token = await adminToken();
  roses = await createCategory(token, "Roses");
  bouquet = await createItem(token, { title: "Velvet Evening", categories: [roses._id] });
  // In a listed category and named like the bouquet, so a leak would show everywhere.
  vase = await createItem(token, {
    title: "Velvet Glass Vase",
    categories: [roses._id],
    sizes: [{ sizeName: "Standard", price: 120 }],
    isAddOn: true,
  });
  await createItem(token, {
    title: "Cotton Paper Card",
    sizes: [{ sizeName: "Standard", price: 25 }],
    isAddOn: true,
  });
  await createItem(token, {
    title: "Sold Out Balloon",
    sizes: [{ sizeName: "Standard", price: 45 }],
    isAddOn: true,
    inStock: false,
  });
});

const titlesAt = async (path: string) =>
  ((await callJson(path)).body as { title: string }[]).map((item) => item.title);

describe("GET /api/add-ons", () => {
  test("lists the add-ons in stock, cheapest first, in the item shape", async () => {
    const { status, body, response } = await callJson("/api/add-ons");
    expect(status).toBe(200);
    // Kept like GET /api/collection (CATALOGUE_JSON).
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=30, stale-while-revalidate=60",
    );
    expect((body as { title: string }[]).map((item) => item.title)).toEqual([
      "Cotton Paper Card",
      "Velvet Glass Vase",
    ]);
    expect(body[1]).toMatchObject({
      _id: vase._id,
      title: "Velvet Glass Vase",
      isAddOn: true,
      inStock: true,
      price: 120,
      imageUrl: vase.imageUrl,
      sizes: [{ sizeName: "Standard", price: 120 }],
    });
  });
});

describe("the storefront lists bouquets only", () => {
  test("GET /api/collection, with or without its filters, has no add-on", async () => {
    for (const query of [
      "",
      `?category=${roses._id}`,
      `?category=${roses.slug}`,
      "?sort=price-low",
    ]) {
      expect(await titlesAt(`/api/collection${query}`), query).toEqual(["Velvet Evening"]);
    }
    const one = await callJson(`/api/collection/${bouquet._id}`);
    expect(one.body.isAddOn).toBe(false);
  });

  test("the home, collection, category and search pages show no add-on", async () => {
    for (const path of ["/", "/collection", `/${roses.slug}`, "/search?q=velvet"]) {
      const page = await call(path);
      expect(page.status, path).toBe(200);
      const html = await page.text();
      expect(html, path).toContain("Velvet Evening");
      expect(html, path).not.toContain("Velvet Glass Vase");
      expect(html, path).not.toContain(vase._id);
    }
  });

  test("the sitemap has the bouquet's page and no add-on's", async () => {
    const xml = await (await call("/sitemap.xml")).text();
    expect(xml).toContain(`/collection/${bouquet._id}`);
    expect(xml).not.toContain(vase._id);
  });

  test("an add-on has no page of its own: 'Item Not Found'", async () => {
    const page = await call(`/collection/${vase._id}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Item Not Found");
    expect((await call(`/collection/${bouquet._id}`)).status).toBe(200);
  });

  test("the JSON API still answers an add-on by its id, marked as one", async () => {
    const one = await callJson(`/api/collection/${vase._id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ title: "Velvet Glass Vase", isAddOn: true });
  });
});

describe("the multipart field isAddOn", () => {
  test("creates an add-on with 'true', and an edit with 'false' makes it a bouquet again", async () => {
    const made = await createItem(token, { title: "Happy Birthday Balloon", isAddOn: true });
    expect(made.isAddOn).toBe(true);
    expect(await titlesAt("/api/collection")).not.toContain("Happy Birthday Balloon");

    const put = (form: FormData) =>
      call(`/api/collection/${made._id}`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
    const back = await put(itemForm({ title: "Happy Birthday Balloon", isAddOn: false }));
    expect(back.status).toBe(200);
    expect(((await back.json()) as { isAddOn: boolean }).isAddOn).toBe(false);
    expect(await titlesAt("/api/collection")).toContain("Happy Birthday Balloon");
    expect(await titlesAt("/api/add-ons")).not.toContain("Happy Birthday Balloon");

    // A form without the field keeps what the item was.
    const again = await put(itemForm({ title: "Happy Birthday Balloon", isAddOn: true }));
    expect(again.status).toBe(200);
    const kept = await put(itemForm({ title: "Birthday Balloon" }));
    expect(((await kept.json()) as { isAddOn: boolean }).isAddOn).toBe(true);
  });

  test("anything but a yes or no is refused", async () => {
    const form = itemForm({ title: "Maybe" });
    form.set("isAddOn", "perhaps");
    const response = await call("/api/collection", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(400);
  });
});
