// The home page: hero, collections, testimonials and the consultation, with and without scripts. A
// test of what no screen width changes is tagged @desktop: the phone project skips it.
import { seriousViolations } from "./support/axe";
import { effectsRun, installHeldClock } from "./support/clock";
import { expect, test, type Locator, type Page } from "@playwright/test";

const hero = (page: Page) => page.getByRole("region", { name: "Featured collections" });
const catalogue = (page: Page) => page.getByRole("region", { name: "Bouquets of the season" });
const categoryMenu = (page: Page) =>
  catalogue(page).getByRole("navigation", { name: "Bouquet categories" });
const testimonials = (page: Page) => page.getByRole("region", { name: "Client testimonials" });

/** The lowest price on each card, in grid order ('AED 650 - AED 1,100' → 650). */
async function cardPrices(scope: Locator): Promise<number[]> {
  const texts = await scope.getByRole("article").allInnerTexts();
  return texts.map((text) => Number(/AED ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, "")));
}

const cardTitles = (scope: Locator) =>
  scope.getByRole("article").getByRole("heading").allInnerTexts();

const ascending = (list: number[]) => list.every((n, i) => i === 0 || list[i - 1]! <= n);
const descending = (list: number[]) => list.every((n, i) => i === 0 || list[i - 1]! >= n);

async function apiTitles(page: Page, query: string): Promise<string[]> {
  const response = await page.request.get(`/api/collection?${query}`);
  return ((await response.json()) as { title: string }[]).map((item) => item.title);
}

/** The indicators become buttons once React has hydrated the page; its timers follow. */
async function hydrated(page: Page) {
  await expect(hero(page).getByRole("button", { name: "Show slide 2" })).toBeVisible();
  await effectsRun(page);
}

test.describe("home page", () => {
  // One visit reads every section, the hero's pictures arriving and the page's accessibility.
  test("shows every section with its key texts; only the first slide's picture comes with the page, the others once it has loaded; no serious accessibility violations", async ({
    page,
    request,
  }) => {
    // The slides' pictures are decorative (alt=""), so they are found by their class.
    const html = await (await request.get("/")).text();
    expect(html.match(/<img[^>]*class="[^"]*hero__image/g)).toHaveLength(1);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");

    await expect(page).toHaveTitle(/Maison Florale/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/api\/images\/[0-9a-f]{24}/,
    );
    await expect(page.getByRole("heading", { level: 1, name: /Maison Florale/ })).toBeAttached();

    // Hero
    await expect(hero(page)).toHaveAttribute("aria-roledescription", "carousel");
    const first = hero(page).getByRole("group", { name: "1 of 3" });
    await expect(first.getByRole("heading", { name: "The art of the gesture" })).toBeVisible();
    await expect(first.getByRole("link", { name: "Explore Collection" })).toHaveAttribute(
      "href",
      "/collection",
    );
    await expect(first.getByRole("link", { name: "Our Philosophy" })).toHaveAttribute(
      "href",
      "/about",
    );

    // Intro
    await expect(
      page.getByText(/We are a flower atelier for those who notice the details/),
    ).toBeVisible();

    // Catalogue: the first category by order is chosen, newest first.
    await expect(
      categoryMenu(page).getByRole("link", { name: "Signature Bouquets" }),
    ).toHaveAttribute("aria-current", "true");
    await expect(catalogue(page).getByRole("button", { name: "Sort: Newest" })).toBeVisible();
    expect(await cardTitles(catalogue(page))).toEqual(
      await apiTitles(page, "category=signature-bouquets"),
    );

    // Trusted by
    const trusted = page.getByRole("region", { name: "Trusted By Teams At" });
    for (const hotel of [
      "The Halcyon Palm",
      "Maison Sablier",
      "The Ambergris",
      "Qasr Al Nadeem",
      "The Saffron Gate",
    ]) {
      await expect(trusted.getByRole("img", { name: hotel })).toBeAttached();
    }

    // Bespoke
    const bespoke = page.getByRole("region", { name: "Bespoke Floral Artistry" });
    await expect(bespoke.getByRole("link", { name: "Book a Consultation" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=.*consultation/,
    );

    // Subscriptions
    const subscriptions = page.getByRole("region", { name: "Flower Subscriptions" });
    await expect(subscriptions).toHaveAttribute("id", "subscriptions");
    await expect(
      subscriptions.getByRole("heading", { name: "Flower Subscriptions" }),
    ).toBeVisible();
    await expect(subscriptions).toContainText("save up to 15% against single orders");
    for (const [plan, per] of [
      ["Weekly", "/ week"],
      ["Bi-Weekly", "/ 2 weeks"],
      ["Monthly", "/ month"],
    ] as const) {
      const tier = subscriptions.getByRole("listitem").filter({
        has: page.getByRole("heading", { name: plan, exact: true }),
      });
      await expect(tier).toContainText("AED 500");
      await expect(tier).toContainText(per);
      await expect(
        tier.getByRole("link", { name: `Subscribe to the ${plan} plan` }),
      ).toHaveAttribute(
        "href",
        new RegExp(`^https://wa\\.me/\\d+\\?text=.*${encodeURIComponent(plan)}`),
      );
    }

    // Testimonials
    await expect(page.getByRole("heading", { name: "Client Experiences" })).toBeVisible();
    await expect(page.getByText("over 200 clients with a 4.9/5 rating")).toBeVisible();

    await hydrated(page);
    await expect(hero(page).locator("img.hero__image")).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test(
    "the hero advances every 6 s, wraps around, and its indicators jump",
    { tag: "@desktop" },
    async ({ page }) => {
      await installHeldClock(page);
      await page.goto("/");
      await hydrated(page);
      const slide = (n: number) => hero(page).getByRole("group", { name: `${n} of 3` });
      const indicator = (n: number) => hero(page).getByRole("button", { name: `Show slide ${n}` });

      await expect(slide(1)).toBeVisible();
      await expect(indicator(1)).toHaveAttribute("aria-current", "true");
      await page.clock.runFor(5_000);
      await expect(slide(1)).toBeVisible();

      await page.clock.runFor(1_000);
      await expect(slide(2).getByRole("heading", { name: "Red, by candlelight" })).toBeVisible();
      await expect(indicator(2)).toHaveAttribute("aria-current", "true");
      await expect(slide(1)).toBeHidden();

      await page.clock.runFor(6_000);
      await expect(slide(3)).toBeVisible();
      await page.clock.runFor(6_000);
      await expect(slide(1)).toBeVisible();

      await indicator(3).click();
      await expect(slide(3).getByRole("heading", { name: "Quietly extraordinary" })).toBeVisible();
      await expect(indicator(3)).toHaveAttribute("aria-current", "true");
      await expect(indicator(1)).not.toHaveAttribute("aria-current", /.*/);
    },
  );

  test(
    "the hero stays still for visitors who prefer reduced motion",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await installHeldClock(page);
      await page.goto("/");
      await hydrated(page);
      await page.clock.runFor(13_000);
      await expect(hero(page).getByRole("group", { name: "1 of 3" })).toBeVisible();
      await expect(hero(page).getByRole("button", { name: "Pause rotation" })).toHaveCount(0);
    },
  );

  test("the hero can be paused and resumed", { tag: "@desktop" }, async ({ page }) => {
    await installHeldClock(page);
    await page.goto("/");
    await hydrated(page);
    await hero(page).getByRole("button", { name: "Pause rotation" }).click();
    // Move away so neither hover nor focus holds it still: only the pause does.
    await page.getByText(/We are a flower atelier/).click();
    await page.mouse.move(5, 800);
    await page.clock.runFor(12_000);
    await expect(hero(page).getByRole("group", { name: "1 of 3" })).toBeVisible();
    await hero(page).getByRole("button", { name: "Resume rotation" }).click();
    await page.getByText(/We are a flower atelier/).click();
    await page.mouse.move(5, 800);
    await page.clock.runFor(6_000);
    await expect(hero(page).getByRole("group", { name: "2 of 3" })).toBeVisible();
  });

  test(
    "the testimonial carousel advances every 4 s and wraps around",
    { tag: "@desktop" },
    async ({ page }) => {
      await installHeldClock(page);
      await page.goto("/");
      await hydrated(page);
      const quote = (n: number) => testimonials(page).getByRole("group", { name: `${n} of 4` });
      await testimonials(page).scrollIntoViewIfNeeded();
      await expect(
        testimonials(page).getByRole("button", { name: "Show testimonial 2" }),
      ).toBeVisible();
      await expect(quote(1)).toBeVisible();
      await expect(quote(2)).toBeHidden();

      for (const n of [2, 3, 4, 1]) {
        await page.clock.runFor(4_000);
        await expect(quote(n)).toBeVisible();
      }
      await expect(quote(1)).toContainText("Omar Al Suwaidi");
    },
  );

  test(
    "sort cycles newest → price low → price high → newest, in place",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      // A full page load would lose this marker; an in-place switch keeps it.
      await page.evaluate(() => Object.assign(window, { stayedInPlace: true }));
      const grid = catalogue(page);
      const newest = await cardPrices(grid);
      expect(ascending(newest) || descending(newest)).toBe(false);

      await grid.getByRole("button", { name: "Sort: Newest" }).click();
      await expect(grid.getByRole("button", { name: "Sort: Price: Low to High" })).toBeVisible();
      await expect(page).toHaveURL(/[?&]sort=price-low/);
      await expect.poll(() => cardPrices(grid).then(ascending)).toBe(true);
      expect((await cardPrices(grid)).sort((a, b) => a - b)).toEqual(
        [...newest].sort((a, b) => a - b),
      );

      await grid.getByRole("button", { name: "Sort: Price: Low to High" }).click();
      await expect(grid.getByRole("button", { name: "Sort: Price: High to Low" })).toBeVisible();
      await expect(page).toHaveURL(/[?&]sort=price-high/);
      await expect(grid.getByRole("article")).toHaveCount(newest.length);
      await expect.poll(() => cardPrices(grid).then(descending)).toBe(true);

      await grid.getByRole("button", { name: "Sort: Price: High to Low" }).click();
      await expect(grid.getByRole("button", { name: "Sort: Newest" })).toBeVisible();
      await expect.poll(() => cardPrices(grid)).toEqual(newest);

      expect(await page.evaluate(() => "stayedInPlace" in window)).toBe(true);
    },
  );

  test(
    "choosing a category changes the grid, with a loading state meanwhile",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      const rosesTitles = await apiTitles(page, "category=roses");

      // Hold the data request to see the loading state, then let it through.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.data\?.*category=roses/, async (route) => {
        await held;
        await route.continue();
      });
      const roses = categoryMenu(page).getByRole("link", { name: "Roses" });
      await roses.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      await roses.click();
      await expect(catalogue(page).getByRole("status")).toHaveText("Loading bouquets…");
      await expect(catalogue(page).getByRole("article")).toHaveCount(0);
      release();

      await expect(categoryMenu(page).getByRole("link", { name: "Roses" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(page).toHaveURL(/[?&]category=roses/);
      await expect.poll(() => cardTitles(catalogue(page))).toEqual(rosesTitles);
      await expect(catalogue(page).getByRole("status")).toHaveText(
        `${rosesTitles.length} bouquets`,
      );
      // Switched in place: the page did not jump.
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2);

      const lists = await page.evaluate(() =>
        (window.dataLayer as { event: string; item_list_name?: string; items?: unknown[] }[])
          .filter((entry) => entry.event === "view_item_list")
          .map((entry) => [entry.item_list_name, entry.items?.length]),
      );
      expect(lists).toContainEqual(["Roses", rosesTitles.length]);
    },
  );

  test("the consultation button is tracked", { tag: "@desktop" }, async ({ page, context }) => {
    await context.route("https://wa.me/**", (route) => route.abort());
    await page.goto("/");
    await hydrated(page);
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Book a Consultation" }).click();
    await popup;
    const clicks = await page.evaluate(() =>
      (window.dataLayer as { event: string }[]).filter((e) => e.event === "whatsapp_click"),
    );
    expect(clicks).toHaveLength(1);
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("renders on the server, with slide links and every testimonial", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: /Maison Florale/ })).toBeAttached();
    await expect(hero(page).getByRole("heading", { name: "The art of the gesture" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Red, by candlelight" })).toBeHidden();

    await hero(page).getByRole("link", { name: "Show slide 2" }).click();
    await expect(page).toHaveURL(/[?&]slide=2/);
    await expect(hero(page).getByRole("heading", { name: "Red, by candlelight" })).toBeVisible();
    await expect(hero(page).getByRole("link", { name: "Show slide 2" })).toHaveAttribute(
      "aria-current",
      "true",
    );

    for (const author of ["Omar Al Suwaidi", "Layla Haddad", "Claire Whitmore", "Arjun Mehta"]) {
      await expect(page.getByText(author)).toBeVisible();
    }
  });

  test(
    "category links and the sort work through the URL",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/");
      await categoryMenu(page).getByRole("link", { name: "Roses" }).click();
      await expect(page).toHaveURL(/\/\?category=roses#catalogue$/);
      await page.waitForLoadState();
      await expect(categoryMenu(page).getByRole("link", { name: "Roses" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      const roses = await apiTitles(page, "category=roses");
      await expect.poll(() => cardTitles(catalogue(page))).toEqual(roses);

      const grid = catalogue(page);
      await grid.getByRole("button", { name: "Sort: Newest" }).click();
      await expect(page).toHaveURL(/category=roses&sort=price-low/);
      await page.waitForLoadState();
      await expect(grid.getByRole("article")).toHaveCount(roses.length);
      await expect.poll(() => cardPrices(grid).then(ascending)).toBe(true);

      await grid.getByRole("button", { name: "Sort: Price: Low to High" }).click();
      await expect(page).toHaveURL(/category=roses&sort=price-high/);
      await page.waitForLoadState();
      await expect(grid.getByRole("article")).toHaveCount(roses.length);
      await expect.poll(() => cardPrices(grid).then(descending)).toBe(true);

      await grid.getByRole("button", { name: "Sort: Price: High to Low" }).click();
      await expect(grid.getByRole("button", { name: "Sort: Newest" })).toBeVisible();
      await expect(categoryMenu(page).getByRole("link", { name: "Roses" })).toHaveAttribute(
        "aria-current",
        "true",
      );
    },
  );
});
