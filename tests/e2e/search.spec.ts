// /search?q= from the header's search box, with and without JavaScript.
import { seriousViolations } from "./support/axe";
import { hydrated } from "./support/clock";
import { expect, test, type Page } from "@playwright/test";

const resultCards = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: /./ }) });

test.describe("search", () => {
  test("searching 'rose' from the header lists matching bouquets", async ({ page, isMobile }) => {
    await page.goto("/");
    await hydrated(page);
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menuSearch = page.getByRole("search", { name: "Search the collection" });
      await menuSearch.getByRole("searchbox").fill("rose");
      await menuSearch.getByRole("searchbox").press("Enter");
    } else {
      const box = page.getByRole("banner").getByPlaceholder("Search...");
      await box.fill("rose");
      await box.press("Enter");
    }
    await expect(page).toHaveURL("/search?q=rose");
    await expect(page).toHaveTitle(/rose/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “rose”");
    const cards = resultCards(page);
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(3);
    // Title matches come first.
    await expect(cards.first().getByRole("heading")).toHaveText(/ros/i);
    await expect(cards.first().getByRole("link")).toHaveAttribute(
      "href",
      /^\/collection\/[0-9a-f]{24}$/,
    );
    await expect(cards.first()).toContainText(/AED [\d,]+/);
    await expect(page.getByText(/^\d+ bouquets$/)).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === "search")),
      )
      .toEqual([expect.objectContaining({ search_term: "rose" })]);
    if (!isMobile) {
      await expect(page.getByRole("banner").getByPlaceholder("Search...")).toHaveValue("rose");
    }
  });

  test("every word must match, in any case", async ({ page }) => {
    await page.goto("/search?q=ORCHID%20white");
    const cards = resultCards(page);
    await expect(cards.first()).toBeVisible();
    const all = await page.goto("/search?q=orchid");
    expect(all?.status()).toBe(200);
    expect(await resultCards(page).count()).toBeGreaterThanOrEqual(await cards.count());
  });

  test("no results says so and offers the collection", async ({ page }) => {
    await page.goto("/search?q=tulipzz");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “tulipzz”");
    await expect(page.getByText("No bouquets match “tulipzz”.")).toBeVisible();
    await page.getByRole("link", { name: "Browse the Collection" }).click();
    await expect(page).toHaveURL("/collection");
  });

  test("without a query it invites a search and lists the categories", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the collection");
    await expect(page.getByRole("main").getByRole("link", { name: "Roses" })).toHaveAttribute(
      "href",
      "/roses",
    );
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/search?q=rose");
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form works", async ({ page, isMobile }) => {
    await page.goto("/contact");
    if (!isMobile) {
      await page.getByRole("banner").getByPlaceholder("Search...").fill("peony");
      await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL("/search?q=peony");
      await expect(resultCards(page).first()).toBeVisible();
    }
    await page.goto("/search");
    await page.getByLabel("Search the collection").last().fill("orchid");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL("/search?q=orchid");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “orchid”");
    await expect(resultCards(page).first()).toBeVisible();
  });
});
