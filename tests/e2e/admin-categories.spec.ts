// /admin/categories: add, edit and
// delete a category without JavaScript (through the confirm step), and with it: the slug follows
// the name and is normalised while typed, delete asks with confirm(). Every test makes its own
// uniquely named categories and deletes only those; the storefront shows what was added.
import { expect, test, type Page } from "@playwright/test";
import { adminHydrated, apiToken, signIn } from "./support/admin";
import { adminShopUrl } from "./support/servers";
import { seriousViolations } from "./support/axe";

// This file changes the catalogue: it runs against its own seeded shop (support/servers.ts).
test.use({ baseURL: adminShopUrl });

/** A 1×1 PNG: the API wants an image with every new item. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==",
  "base64",
);

/** A name no seeded category (nor another test) has: "Atelier Desktop k3x9q2". */
const uniqueName = (word: string) =>
  `${word} ${test.info().project.name} ${Math.random().toString(36).slice(2, 8)}`;
const slugOf = (name: string) => name.toLowerCase().replace(/\s+/g, "-");

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const editor = (page: Page) => page.getByRole("region", { name: /Category$/ });

async function makeCategory(page: Page, name: string): Promise<{ _id: string; slug: string }> {
  const response = await page.request.post("/api/categories", {
    headers: { Authorization: `Bearer ${await apiToken(page)}` },
    data: { name, slug: name, order: 90 },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { _id: string; slug: string };
}

async function makeItem(page: Page, title: string, categoryId: string): Promise<string> {
  const response = await page.request.post("/api/collection", {
    headers: { Authorization: `Bearer ${await apiToken(page)}` },
    multipart: {
      title,
      shortDescription: "Soft garden roses for a category test.",
      featured: "false",
      sizes: JSON.stringify([{ sizeName: "Signature", price: 950, ingredients: [] }]),
      categories: JSON.stringify([categoryId]),
      image: { name: "bouquet.png", mimeType: "image/png", buffer: PIXEL },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/** The storefront knows the category: its page, and on a laptop its link in the category bar. */
async function expectInShop(page: Page, name: string, slug: string) {
  await page.goto(`/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  if (test.info().project.name === "desktop") {
    await page.goto("/collection");
    await expect(
      page.getByRole("navigation", { name: "Browse by category" }).getByRole("link", { name }),
    ).toHaveAttribute("href", `/${slug}`);
  }
}

test.describe("categories without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("add a category, see it in the shop, edit it, delete it through the confirm step", async ({
    page,
  }) => {
    const name = uniqueName("Atelier");
    const slug = slugOf(name);
    await signIn(page);
    await page.goto("/admin/categories");
    await expect(page.getByRole("heading", { level: 2, name: "Add a Category" })).toBeVisible();
    const form = editor(page);
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Order").fill("95");
    await form.getByLabel("Description").fill("Arrangements from the atelier's test bench.");
    await form.getByRole("button", { name: "Add Category" }).click();

    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByText(`Category "${name}" added.`)).toBeAttached();
    const added = card(page, name);
    await expect(added).toContainText(`/${slug}`);
    await expect(added).toContainText("Order 95");
    await expect(added).toContainText("No bouquets");

    await expectInShop(page, name, slug);

    // Edit: the form opens filled in; the slug typed by hand is normalised by the server.
    await page.goto("/admin/categories");
    await card(page, name)
      .getByRole("link", { name: `Edit ${name}`, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 2, name: "Edit Category" })).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue(name);
    await expect(form.getByLabel("Slug")).toHaveValue(slug);
    await expect(form.getByLabel("Order")).toHaveValue("95");
    const renamed = `${name} Edited`;
    await form.getByLabel("Name").fill(renamed);
    await form.getByLabel("Slug").fill(`${renamed}!`);
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByText(`Category "${renamed}" saved.`)).toBeAttached();
    await expect(card(page, renamed)).toContainText(`/${slug}-edited`);
    await expect(card(page, name)).toHaveCount(0);

    // Delete: the confirm step, over the list.
    await card(page, renamed)
      .getByRole("button", { name: `Delete ${renamed}`, exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: "Delete this category?" });
    await expect(dialog).toContainText(renamed);
    await expect(dialog).toContainText("No bouquets are in this category.");
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByText(`Category "${renamed}" deleted.`)).toBeAttached();
    await expect(card(page, renamed)).toHaveCount(0);
  });

  test("a slug already in use: the alert on the page and the reason beside the slug", async ({
    page,
  }) => {
    const name = uniqueName("Duplicate");
    await signIn(page);
    await page.goto("/admin/categories");
    const form = editor(page);
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Slug").fill("roses");
    await form.getByRole("button", { name: "Add Category" }).click();
    await expect(form.getByRole("alert")).toHaveText("Could not save category.");
    await expect(form.getByText('"roses" is already used by another category.')).toBeVisible();
    await expect(form.getByLabel("Slug")).toHaveAttribute("aria-invalid", "true");
    // What was typed stays; nothing was added.
    await expect(form.getByLabel("Name")).toHaveValue(name);
    await expect(card(page, name)).toHaveCount(0);
  });

  test("the confirm step says the bouquets stay; after deleting they are still in the shop", async ({
    page,
  }) => {
    await signIn(page);
    const name = uniqueName("Keepers");
    const category = await makeCategory(page, name);
    const items = [
      await makeItem(page, `${name} One`, category._id),
      await makeItem(page, `${name} Two`, category._id),
      await makeItem(page, `${name} Three`, category._id),
    ];
    await page.goto("/admin/categories");
    await expect(card(page, name)).toContainText("3 bouquets");
    await card(page, name)
      .getByRole("button", { name: `Delete ${name}`, exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: "Delete this category?" });
    await expect(dialog).toContainText(
      "3 bouquets are in this category. They stay in the collection; only this category is removed from them.",
    );
    // Cancel changes nothing.
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(card(page, name)).toBeVisible();

    await card(page, name)
      .getByRole("button", { name: `Delete ${name}`, exact: true })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expect(
      page.getByText(`Category "${name}" deleted. 3 bouquets stay in the collection.`),
    ).toBeAttached();
    const token = await apiToken(page);
    for (const id of items) {
      await page.goto(`/collection/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
      await page.request.delete(`/api/collection/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    }
  });
});

test.describe("categories with JavaScript", () => {
  test("the slug follows the name while typing and is normalised in the slug field", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/admin/categories");
    await adminHydrated(page);
    const form = editor(page);
    const nameField = form.getByLabel("Name");
    const slugField = form.getByLabel("Slug");

    await nameField.pressSequentially("Spring Blooms!");
    await expect(slugField).toHaveValue("spring-blooms");

    await slugField.clear();
    await slugField.pressSequentially("Spring Blooms!");
    await expect(slugField).toHaveValue("spring-blooms");
    // Typed by hand, the slug no longer follows the name.
    await nameField.press("End");
    await nameField.pressSequentially(" Extra");
    await expect(slugField).toHaveValue("spring-blooms");
    // Emptied, it follows again.
    await slugField.clear();
    await nameField.press("End");
    await nameField.pressSequentially("s");
    await expect(slugField).toHaveValue("spring-blooms-extras");

    // Checked in the browser before anything is sent.
    await nameField.clear();
    await slugField.clear();
    await form.getByRole("button", { name: "Add Category" }).click();
    await expect(form.getByText("Name and slug are required.").first()).toBeVisible();
    await expect(nameField).toHaveAttribute("aria-invalid", "true");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("add a category in place, then delete it after the confirm dialog", async ({ page }) => {
    const name = uniqueName("Salon");
    const slug = slugOf(name);
    await signIn(page);
    await page.goto("/admin/categories");
    await adminHydrated(page);
    const form = editor(page);
    await form.getByLabel("Name").pressSequentially(name);
    await expect(form.getByLabel("Slug")).toHaveValue(slug);
    await form.getByRole("button", { name: "Add Category" }).click();
    await expect(page.getByText(`Category "${name}" added.`)).toBeAttached();
    await expect(card(page, name)).toContainText(`/${slug}`);
    // The add form is empty again for the next one.
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Slug")).toHaveValue("");

    // Dismissing the dialog keeps the category.
    page.once("dialog", (dialog) => {
      expect(dialog.type()).toBe("confirm");
      expect(dialog.message()).toBe("Delete this category?");
      void dialog.dismiss();
    });
    await card(page, name)
      .getByRole("button", { name: `Delete ${name}`, exact: true })
      .click();
    await expect(card(page, name)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/categories$/);

    page.once("dialog", (dialog) => void dialog.accept());
    await card(page, name)
      .getByRole("button", { name: `Delete ${name}`, exact: true })
      .click();
    await expect(page.getByText(`Category "${name}" deleted.`)).toBeAttached();
    await expect(card(page, name)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("edit in place: the form fills in, the search keeps it open, saving updates the card", async ({
    page,
  }) => {
    await signIn(page);
    const name = uniqueName("Vitrine");
    await makeCategory(page, name);
    await page.goto("/admin/categories");
    await adminHydrated(page);
    const search = page.getByRole("searchbox", { name: "Search categories" });
    await search.fill(name);
    await expect(page.getByRole("article")).toHaveCount(1);
    await card(page, name)
      .getByRole("link", { name: `Edit ${name}`, exact: true })
      .click();
    const form = editor(page);
    await expect(form.getByRole("heading", { name: "Edit Category" })).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue(name);
    // Editing leaves the slug alone while the name changes.
    await form.getByLabel("Name").press("End");
    await form.getByLabel("Name").pressSequentially(" Noir");
    await expect(form.getByLabel("Slug")).toHaveValue(slugOf(name));
    await form.getByLabel("Order").fill("7");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText(`Category "${name} Noir" saved.`)).toBeAttached();
    await expect(card(page, `${name} Noir`)).toContainText("Order 7");
    await expect(page.getByRole("heading", { level: 2, name: "Add a Category" })).toBeVisible();
    await expectInShop(page, `${name} Noir`, slugOf(name));
  });

  test("failures are alerts: a slug in use, a category deleted meanwhile", async ({ page }) => {
    await signIn(page);
    const name = uniqueName("Fleeting");
    const category = await makeCategory(page, name);
    await page.goto("/admin/categories");
    await adminHydrated(page);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });

    const form = editor(page);
    await form.getByLabel("Name").fill(`${name} Twin`);
    await form.getByLabel("Slug").fill("roses");
    await form.getByRole("button", { name: "Add Category" }).click();
    await expect(form.getByText('"roses" is already used by another category.')).toBeVisible();
    await expect.poll(() => dialogs).toEqual(["alert: Could not save category."]);

    // Gone before the florist's click: the alert, and the reason above the list.
    await page.request.delete(`/api/categories/${category._id}`, {
      headers: { Authorization: `Bearer ${await apiToken(page)}` },
    });
    await card(page, name)
      .getByRole("button", { name: `Delete ${name}`, exact: true })
      .click();
    await expect
      .poll(() => dialogs.slice(1))
      .toEqual(["confirm: Delete this category?", "alert: Could not delete category."]);
    await expect(page.getByRole("alert").filter({ hasText: "no longer exists" })).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
  });

  test("the confirm step as a dialog: accessible, Escape closes it", async ({ page }) => {
    await signIn(page);
    const name = uniqueName("Passing");
    const category = await makeCategory(page, name);
    await page.goto(`/admin/categories/${category._id}/delete`);
    await adminHydrated(page);
    const dialog = page.getByRole("dialog", { name: "Delete this category?" });
    await expect(dialog).toContainText(name);
    await expect(dialog).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(dialog).toHaveCount(0);
    await expect(card(page, name)).toBeVisible();
    await page.request.delete(`/api/categories/${category._id}`, {
      headers: { Authorization: `Bearer ${await apiToken(page)}` },
    });
  });
});
