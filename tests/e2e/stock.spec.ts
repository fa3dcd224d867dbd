// Safe to run for real money: a bouquet the florist marks out of stock can't be
// chosen or ordered, its cards say 'Sold out'; and while payments are the demo provider's, the
// shop says no card is charged beside both payment buttons. The purchase event's hashes are
// checked with the payment journey in checkout.spec.ts.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DateTime } from "luxon";
import { apiToken } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { checkoutForm, fillDetails, uniqueEmail } from "./support/checkout";
import { ordersFor } from "./support/orders";
import { adminShopUrl } from "./support/servers";

// This file changes the catalogue: it runs against its own seeded shop (support/servers.ts).
test.use({ baseURL: adminShopUrl });

const TEST_MODE = "Test mode — no card is charged.";

interface ApiItem {
  _id: string;
  imageUrl: string;
  categories: { _id: string; name: string; slug: string }[];
}

interface Bouquet {
  id: string;
  title: string;
  category: { name: string; slug: string };
}

/** What the florist does in the admin: the bouquet is in stock, or not. */
async function setInStock(request: APIRequestContext, id: string, inStock: boolean) {
  const response = await request.put(`/api/collection/${id}`, {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    multipart: { inStock: String(inStock) },
  });
  expect(response.status()).toBe(200);
}

/**
 * A bouquet of this test's own, dressed like the demo ones (their picture and first category),
 * so that no other test's bouquet changes under it.
 */
async function ownBouquet(request: APIRequestContext, project: string): Promise<Bouquet> {
  const items = (await (await request.get("/api/collection")).json()) as ApiItem[];
  const model = items.find((item) => item.imageUrl && item.categories.length > 0)!;
  const title = `Midnight Velvet ${project} ${Date.now().toString(36)}`;
  const response = await request.post("/api/collection", {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    multipart: {
      title,
      shortDescription: "Black Baccara roses and plum ranunculus, hand-tied.",
      sizes: JSON.stringify([
        { sizeName: "Signature", price: 1250, ingredients: ["Black Baccara roses"] },
        { sizeName: "Grand", price: 1850, ingredients: ["Black Baccara roses"] },
      ]),
      categories: JSON.stringify([model.categories[0]!._id]),
      imageUrl: model.imageUrl,
      featured: "false",
      isNew: "true",
    },
  });
  expect(response.status()).toBe(201);
  const { _id } = (await response.json()) as { _id: string };
  return { id: _id, title, category: model.categories[0]! };
}

/** Everything chosen and the form asked for, as the main button's GET form would. */
function checkoutPath(id: string) {
  const tomorrow = DateTime.now().setZone("Asia/Dubai").plus({ days: 1 }).toISODate()!;
  return `/collection/${id}?size=Signature&date=${tomorrow}&time=evening&step=details`;
}

const card = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });

async function expectCurrentlyUnavailable(page: Page, title: string) {
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Currently unavailable" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Purchase options" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Add to Cart|Order Now/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Tomorrow", exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Delivery time")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Complete Your Order" })).toHaveCount(0);
  const enquiry = page.getByRole("link", { name: /Enquire on WhatsApp/ });
  expect(decodeURIComponent((await enquiry.getAttribute("href"))!)).toContain(
    `the "${title}" bouquet is currently unavailable. Could you suggest something similar?`,
  );
}

/** Fills in 'Complete Your Order'; the email address is this test's own. */
/** A bouquet of the test's own, its checkout form filled in, then marked out of stock. */
async function soldOutWhileFormOpen(page: Page, request: APIRequestContext, project: string) {
  const bouquet = await ownBouquet(request, project);
  await page.goto(checkoutPath(bouquet.id));
  const email = uniqueEmail("stock");
  await fillDetails(page, email);
  await setInStock(request, bouquet.id, false);
  return { bouquet, email };
}

const refusal = (title: string) =>
  `Error processing order: "${title}" is currently unavailable. Please choose another bouquet.`;

test.describe("an out-of-stock bouquet without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("its card says 'Sold out'; its page offers nothing to buy, even when asked for the form", async ({
    page,
    request,
  }, testInfo) => {
    const bouquet = await ownBouquet(request, testInfo.project.name);
    await setInStock(request, bouquet.id, false);

    await page.goto(`/${bouquet.category.slug}`);
    await expect(card(page, bouquet.title).getByText("Sold out", { exact: true })).toBeVisible();
    await expect(card(page, bouquet.title).getByText("New", { exact: true })).toBeVisible();
    await card(page, bouquet.title).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/collection/${bouquet.id}$`));
    await expectCurrentlyUnavailable(page, bouquet.title);

    await page.goto(checkoutPath(bouquet.id));
    await expectCurrentlyUnavailable(page, bouquet.title);
  });
});

test.describe("an out-of-stock bouquet with JavaScript", () => {
  test("its card says 'Sold out' and its page says 'Currently unavailable'", async ({
    page,
    request,
  }, testInfo) => {
    const bouquet = await ownBouquet(request, testInfo.project.name);
    await setInStock(request, bouquet.id, false);
    await page.goto("/collection");
    const sold = card(page, bouquet.title);
    await expect(sold.getByText("Sold out", { exact: true })).toBeVisible();
    await sold.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/collection/${bouquet.id}$`));
    await expectCurrentlyUnavailable(page, bouquet.title);
    expect(await seriousViolations(page)).toEqual([]);

    // Back in stock, the same page sells it again.
    await setInStock(request, bouquet.id, true);
    await page.reload();
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Currently unavailable" })).toHaveCount(0);
  });
});

// The same refusal whether the form was sent by the browser or by the page's scripts.
for (const javaScriptEnabled of [false, true]) {
  test.describe(`a bouquet sold out ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    test("sold out while the form was open: refused on the page, then 'Currently unavailable'; none is created", async ({
      page,
      request,
    }, testInfo) => {
      const { bouquet, email } = await soldOutWhileFormOpen(page, request, testInfo.project.name);
      await page.getByRole("button", { name: "Proceed to Payment" }).click();
      await expect(page.getByRole("alert")).toHaveText(refusal(bouquet.title));
      await expectCurrentlyUnavailable(page, bouquet.title);
      expect(await ordersFor(request, email)).toHaveLength(0);
    });
  });
}

test.describe("test mode (the demo payment provider)", () => {
  test("the item page and the checkout form say no card is charged, under their buttons", async ({
    page,
    request,
  }, testInfo) => {
    const bouquet = await ownBouquet(request, testInfo.project.name);
    await page.goto(`/collection/${bouquet.id}`);
    const purchase = page.getByRole("region", { name: "Purchase options" });
    const note = purchase.getByText(TEST_MODE, { exact: true });
    await expect(note).toBeVisible();
    const button = purchase.getByRole("button", { name: "Add to Cart" });
    expect((await note.boundingBox())!.y).toBeGreaterThan((await button.boundingBox())!.y);

    await page.goto(checkoutPath(bouquet.id));
    const form = checkoutForm(page);
    await expect(form.getByText(TEST_MODE, { exact: true })).toBeVisible();
    await expect(form.getByRole("button", { name: "Proceed to Payment" })).toBeVisible();
  });
});
