import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiToken } from "./support/admin";
import { adminShopUrl } from "./support/servers";

const titles = (page: Page) => page.getByRole("article").getByRole("heading").allInnerTexts();

async function apiTitles(request: APIRequestContext, category: string) {
  const response = await request.get(`/api/collection?category=${category}`);
  return ((await response.json()) as { title: string }[]).map((item) => item.title);
}

test.describe("category page", () => {
  test("lists the bouquets of a seeded category", async ({ page, request }) => {
    const response = await page.goto("/roses");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Roses/);
    await expect(page.getByRole("heading", { level: 1, name: "Roses" })).toBeVisible();
    await expect(page.getByText(/Long-stemmed and garden roses/)).toBeVisible();
    const expected = await apiTitles(request, "roses");
    expect(expected.length).toBeGreaterThan(0);
    expect(await titles(page)).toEqual(expected);
    await expect(
      page
        .getByRole("navigation", { name: "Browse by category" })
        .getByRole("link", { name: "Roses" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("an unknown category is a real 404", async ({ page }) => {
    const response = await page.goto("/no-such-category");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Category not found" })).toBeVisible();
    await page.getByRole("link", { name: "Browse the collection" }).click();
    await expect(page).toHaveURL(/\/collection$/);
  });

  test("unknown paths of several segments are 404 too", async ({ page }) => {
    const response = await page.goto("/roses/not-a-page");
    expect(response?.status()).toBe(404);
  });

  test("moving to another category loads it in place", async ({ page, request }) => {
    await page.goto("/roses");
    await expect(page.getByRole("status")).toHaveText(/\d+ bouquets/);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/orchids\.data/, async (route) => {
      await held;
      await route.continue();
    });
    const nav = page.getByRole("navigation", { name: "Browse by category" });
    await nav.getByRole("link", { name: "Orchids" }).click();
    await expect(page.getByRole("status")).toHaveText("Loading bouquets…");
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Orchids" })).toBeVisible();
    await expect(page).toHaveURL(/\/orchids$/);
    await expect.poll(() => titles(page)).toEqual(await apiTitles(request, "orchids"));
  });
});

// A category of the test's own changes the catalogue: on the admin shop, never on the storefront
// the read-only specs see (decision 006).
test.describe("category page of a new category", () => {
  test.use({ baseURL: adminShopUrl });

  test("an empty category says so", async ({ page, request }, testInfo) => {
    const token = await apiToken(request);
    const slug = `empty-${testInfo.project.name}-${Date.now()}`;
    const created = await request.post("/api/categories", {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: `Empty ${testInfo.project.name}`, slug, order: 90 },
    });
    expect(created.status()).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };
    try {
      const response = await page.goto(`/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText("No items found in this category.")).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(0);
    } finally {
      await request.delete(`/api/categories/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    }
  });
});

test.describe("category page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("renders and sorts on the server", async ({ page, request }) => {
    await page.goto("/roses");
    expect(await titles(page)).toEqual(await apiTitles(request, "roses"));
    await page.getByRole("button", { name: "Sort: Newest" }).click();
    await expect(page).toHaveURL(/\/roses\?sort=price-low$/);
    await expect(page.getByRole("button", { name: "Sort: Price: Low to High" })).toBeVisible();
    const response = await page.goto("/no-such-category");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Category not found" })).toBeVisible();
  });
});
