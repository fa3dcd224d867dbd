import { seriousViolations } from "./support/axe";
import { expect, test, type Page } from "@playwright/test";

const prices = async (page: Page) =>
  (await page.getByRole("article").allInnerTexts()).map((text) =>
    Number(/AED ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, "")),
  );
const ascending = (list: number[]) => list.every((n, i) => i === 0 || list[i - 1]! <= n);

test.describe("collection page", () => {
  test("lists all 26 demo bouquets, each linking to its page", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/collection");
    await expect(page).toHaveTitle(/The Collection/);
    await expect(page.getByRole("heading", { level: 1, name: "The Collection" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("26 bouquets");

    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(26);
    const links = await cards
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(links).toHaveLength(26);
    for (const href of links) expect(href).toMatch(/^\/collection\/[0-9a-f]{24}$/);

    const titles = await cards.getByRole("heading").allInnerTexts();
    const api = (await (await page.request.get("/api/collection")).json()) as { title: string }[];
    expect(titles).toEqual(api.map((item) => item.title));

    await cards.first().getByRole("link").click();
    await expect(page).toHaveURL(links[0]!);
    expect(errors).toEqual([]);
  });

  test("links to every category", async ({ page }) => {
    await page.goto("/collection");
    const nav = page.getByRole("navigation", { name: "Browse by category" });
    await expect(nav.getByRole("link", { name: "All bouquets" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Orchids" })).toHaveAttribute("href", "/orchids");
  });

  test("sorts in place, with a spinner while the list loads", async ({ page }) => {
    await page.goto("/collection");
    await expect(page.getByRole("status")).toHaveText("26 bouquets");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/collection\.data\?.*sort=price-low/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Sort: Newest" }).click();
    await expect(page.getByRole("status")).toHaveText("Loading bouquets…");
    release();
    await expect(page.getByRole("button", { name: "Sort: Price: Low to High" })).toBeVisible();
    await expect(page).toHaveURL(/\/collection\?sort=price-low$/);
    await expect.poll(() => prices(page).then(ascending)).toBe(true);
    await expect(page.getByRole("article")).toHaveCount(26);
  });

  test("a phone never downloads the cards' hover pictures @phone", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/collection");
    await page.waitForLoadState("networkidle");
    const hoverPictures = await page
      .locator(".bouquet-card__alt")
      .evaluateAll((images) =>
        images.map((image) => new URL((image as HTMLImageElement).src).pathname),
      );
    expect(hoverPictures.length).toBeGreaterThan(0);
    expect(requested.filter((path) => hoverPictures.includes(path))).toEqual([]);
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/collection");
    await expect(page.getByRole("article")).toHaveCount(26);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("collection page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists the bouquets and sorts through the URL", async ({ page }) => {
    await page.goto("/collection");
    await expect(page.getByRole("article")).toHaveCount(26);
    await page.getByRole("button", { name: "Sort: Newest" }).click();
    await expect(page).toHaveURL(/\/collection\?sort=price-low$/);
    await page.waitForLoadState();
    await expect(page.getByRole("article")).toHaveCount(26);
    await expect.poll(() => prices(page).then(ascending)).toBe(true);
  });
});
