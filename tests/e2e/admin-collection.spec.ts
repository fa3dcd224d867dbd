// /admin/collection: search and filters narrow the grid, and an item is deleted after a
// confirmation — through the confirm step without JavaScript, through the confirm dialog with it.
// Each test makes its own uniquely named items through the JSON API and deletes only those.
import { expect, test, type Page } from "@playwright/test";
import { adminHydrated, apiToken, signIn } from "./support/admin";
import { adminShopUrl } from "./support/servers";
import { seriousViolations } from "./support/axe";

// This file changes the catalogue: it runs against its own seeded shop (support/servers.ts).
test.use({ baseURL: adminShopUrl });

interface Made {
  _id: string;
  title: string;
}

/** A 1×1 PNG: the API wants an image with every new item. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==",
  "base64",
);

async function makeItem(
  page: Page,
  fields: { title: string; category?: string; featured?: boolean },
): Promise<Made> {
  const token = await apiToken(page);
  let categories: string[] = [];
  if (fields.category) {
    const all = (await (await page.request.get("/api/categories")).json()) as {
      _id: string;
      slug: string;
    }[];
    categories = [all.find((c) => c.slug === fields.category)!._id];
  }
  const response = await page.request.post("/api/collection", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title: fields.title,
      shortDescription:
        "Garden roses, ranunculus and trailing jasmine, gathered loosely in a hand-tied bouquet for the table.",
      featured: String(fields.featured ?? false),
      sizes: JSON.stringify([
        { sizeName: "Petite", price: 650, ingredients: [] },
        { sizeName: "Signature", price: 950, ingredients: [] },
        { sizeName: "Grand", price: 1450, ingredients: [] },
        { sizeName: "Opulent", price: 2100, ingredients: [] },
      ]),
      categories: JSON.stringify(categories),
      image: { name: "bouquet.png", mimeType: "image/png", buffer: PIXEL },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Made;
}

/** A word no seeded item contains, so a search finds only this test's items. */
const uniqueWord = () => `Atelier${Math.random().toString(36).slice(2, 8)}`;

const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const cards = (page: Page) => page.getByRole("region", { name: "Items" }).getByRole("article");

test.describe("collection items without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search and filters narrow the grid; delete goes through the confirm step", async ({
    page,
  }) => {
    const word = uniqueWord();
    const rose = await makeItem(page, {
      title: `${word} Rose`,
      category: "roses",
      featured: true,
    });
    const plain = await makeItem(page, { title: `${word} Orchid` });
    await signIn(page);
    await page.goto("/admin/collection");
    await expect(page.getByRole("heading", { level: 1, name: "Collection Items" })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search" }).fill(word);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByText(/^2 of \d+ items$/)).toBeVisible();

    await page.getByLabel("Featured").selectOption("Featured");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, rose.title)).toBeVisible();
    await expect(page).toHaveURL(/featured=yes/);

    // The card: tags, price range, description cut at 80 characters, 3 sizes and '+1 more'.
    const roseCard = card(page, rose.title);
    await expect(roseCard.getByRole("list", { name: "Tags" })).toHaveText("Featured");
    await expect(roseCard.getByText("AED 650 - AED 2,100")).toBeVisible();
    await expect(roseCard.getByText(/…$/)).toBeVisible();
    await expect(roseCard.getByRole("list", { name: "Sizes" }).getByRole("listitem")).toHaveText([
      "Petite",
      "Signature",
      "Grand",
      "+1 more",
    ]);

    await page.getByLabel("Featured").selectOption("Any");
    await page.getByLabel("Category").selectOption("Roses");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, rose.title)).toBeVisible();

    await page.getByRole("searchbox", { name: "Search" }).fill(`${word} tulips`);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("No items match these filters.")).toBeVisible();

    // Delete the plain one: the confirm step opens over the list, then the list comes back.
    await page.goto(`/admin/collection?q=${word}`);
    await card(page, plain.title)
      .getByRole("link", { name: /^Delete/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/collection/${plain._id}/delete\\?q=${word}$`));
    const dialog = page.getByRole("dialog", { name: "Delete item" });
    await expect(dialog.getByText("Are you sure you want to delete this item?")).toBeVisible();
    await expect(dialog.getByText(plain.title)).toBeVisible();
    await expect(dialog.getByRole("img", { name: plain.title })).toBeVisible();
    await expect(dialog.getByText("It is in no past orders")).toBeVisible();
    await dialog.getByRole("button", { name: "Delete" }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/collection\\?q=${word}$`));
    await expect(page.getByText("Item deleted successfully")).toBeAttached();
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, plain.title)).toHaveCount(0);
    expect((await page.request.get(`/api/collection/${plain._id}`)).status()).toBe(404);
  });

  test("Cancel on the confirm step keeps the item and the filters", async ({ page }) => {
    const word = uniqueWord();
    const kept = await makeItem(page, { title: `${word} Peony` });
    await signIn(page);
    await page.goto(`/admin/collection/${kept._id}/delete?q=${word}`);
    await page.getByRole("dialog").getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/collection\\?q=${word}$`));
    await expect(card(page, kept.title)).toBeVisible();
  });
});

test.describe("collection items with JavaScript", () => {
  test("filter by category, delete after the confirm dialog; no serious axe violations", async ({
    page,
  }) => {
    const word = uniqueWord();
    const rose = await makeItem(page, { title: `${word} Rose`, category: "roses" });
    const orchid = await makeItem(page, { title: `${word} Orchid`, category: "orchids" });
    await signIn(page);
    await page.goto(`/admin/collection?q=${word}`);
    await adminHydrated(page);
    await expect(cards(page)).toHaveCount(2);

    // A choice applies at once, without 'Apply'.
    await page.getByLabel("Category").selectOption("Orchids");
    await expect(page).toHaveURL(new RegExp(`category=orchids`));
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, orchid.title)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Clear filters" }).first().click();
    await expect(page).toHaveURL(/\/admin\/collection$/);
    await expect(page.getByLabel("Category")).toHaveValue("");
    await page.getByRole("searchbox", { name: "Search" }).fill(word);
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await expect(cards(page)).toHaveCount(2);

    let question = "";
    page.once("dialog", (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await card(page, rose.title)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expect(card(page, rose.title)).toHaveCount(0);
    await expect(page.getByRole("status").getByText("Item deleted successfully")).toBeVisible();
    expect(question).toContain("Are you sure you want to delete this item?");
    await expect(cards(page)).toHaveCount(1);
    expect((await page.request.get(`/api/collection/${rose._id}`)).status()).toBe(404);

    // Dismissing the dialog deletes nothing.
    page.once("dialog", (dialog) => void dialog.dismiss());
    await card(page, orchid.title)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expect(card(page, orchid.title)).toBeVisible();
    expect((await page.request.get(`/api/collection/${orchid._id}`)).status()).toBe(200);

    // The confirm step (the page behind the link without JavaScript) works here too.
    await page.goto(`/admin/collection/${orchid._id}/delete?q=${word}`);
    const step = page.getByRole("dialog", { name: "Delete item" });
    await expect(step.getByText("Are you sure you want to delete this item?")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await step.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/collection\\?q=${word}$`));
    await expect(page.getByRole("status").getByText("Item deleted successfully")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("Edit opens over the list and keeps its filters", async ({ page }) => {
    const word = uniqueWord();
    const item = await makeItem(page, { title: `${word} Ranunculus` });
    await signIn(page);
    await page.goto(`/admin/collection?q=${word}`);
    await adminHydrated(page);
    await card(page, item.title).getByRole("link", { name: /^Edit/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/collection/${item._id}/edit\\?q=${word}$`));
    // The list stays under the modal.
    await expect(card(page, item.title)).toBeAttached();
  });
});
