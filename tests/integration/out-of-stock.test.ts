// An out-of-stock bouquet: 'Currently unavailable' on its page instead of the
// purchase options, 'Sold out' on its cards, and 409 for an order at both doors.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import {
  createCategory,
  createItem,
  deliverableDate,
  orderFor,
  postCheckoutForm,
} from "../support/catalogue";
import { countRows } from "../support/database";
import { closest, page as read, roleOf, textOf as wordsOf, type Element } from "../support/html";
import { adminToken, call, callJson } from "../support/shop";

let token: string;
let category: Awaited<ReturnType<typeof createCategory>>;
let soldOut: Awaited<ReturnType<typeof createItem>>;
let available: Awaited<ReturnType<typeof createItem>>;

const UNAVAILABLE = `"Velvet Noir" is currently unavailable. Please choose another bouquet.`;

async function setInStock(id: string, inStock: boolean) {
  const form = new FormData();
  form.set("inStock", String(inStock));
  const response = await call(`/api/collection/${id}`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { inStock: boolean }).inStock).toBe(inStock);
}

/** The page's text as a reader gets it: tags dropped, React's entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The bouquet card (the article) that links to this item, or undefined when there is none. */
const cardOf = (html: string, id: string): Element | undefined =>
  read(html)
    .all(`a[href$="/collection/${id}"]`)
    .map((link) => closest(link, (e) => roleOf(e) === "article"))
    .find(Boolean);

async function page(path: string) {
  const response = await call(path);
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  token = await adminToken();
  category = await createCategory(token, "Evening Roses");
  soldOut = await createItem(token, {
    title: "Velvet Noir",
    categories: [category._id],
    sizes: [
      { sizeName: "Signature", price: 1250 },
      { sizeName: "Grand", price: 1850 },
    ],
  });
  available = await createItem(token, { title: "Velvet Aurore", categories: [category._id] });
  // While it is still in stock, its page sells it: the checks below can tell the difference.
  const before = textOf(await page(`/collection/${soldOut._id}`));
  expect(before).toContain("Add to Cart");
  expect(before).not.toContain("Currently unavailable");
  await setInStock(soldOut._id, false);
});

describe("the item page of an out-of-stock bouquet", () => {
  test("says 'Currently unavailable' instead of any purchase option", async () => {
    const text = textOf(await page(`/collection/${soldOut._id}`));
    expect(text).toContain("Currently unavailable");
    expect(text).toContain("Velvet Noir");
    for (const option of ["Add to Cart", "Order Now", "Delivery date", "Delivery time", "Size"]) {
      expect(text).not.toContain(option);
    }
    expect(text).toContain("Enquire on WhatsApp");
  });

  test("shows no checkout form even when asked for it in the address", async () => {
    const choices = new URLSearchParams({
      size: "Signature",
      date: deliverableDate(),
      time: "evening",
      step: "details",
    });
    const html = await page(`/collection/${soldOut._id}?${choices}`);
    expect(html).not.toContain('id="checkout-form"');
    expect(textOf(html)).not.toContain("Complete Your Order");
    expect(textOf(html)).not.toContain("Proceed to Payment");
    expect(textOf(html)).toContain("Currently unavailable");
  });

  test("its product JSON-LD offers are out of stock", async () => {
    const html = await page(`/collection/${soldOut._id}`);
    expect(html).toContain('"availability":"https://schema.org/OutOfStock"');
    expect(html).not.toContain('"availability":"https://schema.org/InStock"');
    expect(await page(`/collection/${available._id}`)).toContain(
      '"availability":"https://schema.org/InStock"',
    );
  });
});

describe("cards of an out-of-stock bouquet", () => {
  test.each([
    ["the collection", () => "/collection"],
    ["its category", () => `/${category.slug}`],
    ["the home page", () => `/?category=${category.slug}`],
    ["search", () => "/search?q=velvet"],
  ])("say 'Sold out' on %s, and only on that card", async (_, path) => {
    const html = await page(path());
    const soldOutCard = cardOf(html, soldOut._id);
    expect(soldOutCard).toBeDefined();
    expect(read(html).within(soldOutCard!).allByText("Sold out")).toHaveLength(1);
    const availableCard = cardOf(html, available._id);
    expect(availableCard).toBeDefined();
    expect(wordsOf(availableCard!)).not.toContain("Sold out");
  });
});

describe("ordering an out-of-stock bouquet", () => {
  test("POST /api/orders answers 409 with the reason and stores nothing", async () => {
    const before = countRows("orders");
    const { status, body } = await callJson("/api/orders", {
      method: "POST",
      body: orderFor(soldOut),
    });
    expect(status).toBe(409);
    expect(body).toEqual({
      error: UNAVAILABLE,
      issues: { "items.0.itemId": ["This bouquet is currently unavailable."] },
    });
    expect(countRows("orders")).toBe(before);
    // The same order for a bouquet in stock goes through: it is the stock that was refused.
    expect(
      (await callJson("/api/orders", { method: "POST", body: orderFor(available) })).status,
    ).toBe(201);
  });

  test("the checkout form, posted without JavaScript, answers 409 and says why on the page", async () => {
    const email = `stock-${randomUUID()}@example.com`;
    const before = countRows("orders");
    const refused = await postCheckoutForm(soldOut, { email, key: randomUUID() });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    const alerts = read(html).allByRole("alert").map(wordsOf);
    expect(alerts).toContain(`Error processing order: ${UNAVAILABLE}`);
    expect(textOf(html)).toContain("Currently unavailable");
    expect(html).not.toContain('id="checkout-form"');
    expect(countRows("orders")).toBe(before);
    expect(countRows("orders", "email = ?", email)).toBe(0);
  });

  test("back in stock, the bouquet can be chosen and ordered again", async () => {
    await setInStock(soldOut._id, true);
    try {
      const text = textOf(await page(`/collection/${soldOut._id}`));
      expect(text).toContain("Add to Cart");
      expect(text).not.toContain("Currently unavailable");
      const { status } = await callJson("/api/orders", {
        method: "POST",
        body: orderFor(soldOut),
      });
      expect(status).toBe(201);
    } finally {
      await setInStock(soldOut._id, false);
    }
  });
});
