// The site's frame: header, category bar, mobile menu, footer, floating
// buttons, admin pages without them, analytics, the colour-variant flag and the error pages. A
// newsletter sign-up is stored, so the tests that sign up do it on the admin shop (decision 006).
// A test of what no screen width changes is tagged @desktop: the phone project skips it.
import { alertsOf } from "./support/alerts";
import { seriousViolations } from "./support/axe";
import { hydrated } from "./support/clock";
import { adminShopUrl } from "./support/servers";
import { expect, test, type Page } from "@playwright/test";

const MAIN_LINKS = [
  { name: "Collection", path: "/collection" },
  { name: "The Craft", path: "/craft" },
  { name: "About Us", path: "/about" },
  { name: "Contact", path: "/contact" },
];

const events = (page: Page, name: string) =>
  page.evaluate((event) => (window.dataLayer ?? []).filter((entry) => entry.event === event), name);

test.describe("header", () => {
  test("shows the wordmark, and the main links on wide screens", async ({ page, isMobile }) => {
    await page.goto("/search");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Maison Florale, home" })).toHaveAttribute(
      "href",
      "/",
    );
    const nav = header.getByRole("navigation", { name: "Main" });
    for (const link of MAIN_LINKS) {
      const item = nav.getByRole("link", { name: link.name, exact: true });
      if (isMobile) await expect(item).toBeHidden();
      else await expect(item).toHaveAttribute("href", link.path);
    }
  });

  // Desktop only: on phones the main links live in the menu.
  test(
    "header links navigate and scroll smoothly back to the top",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/search?q=rose");
      await hydrated(page);
      const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
      for (const link of MAIN_LINKS) {
        await page.evaluate(() => window.scrollTo(0, 900));
        await nav.getByRole("link", { name: link.name, exact: true }).click();
        await expect(page).toHaveURL(link.path);
        await expect(nav.getByRole("link", { name: link.name, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      }
    },
  );

  test("the category bar shows on wide screens, except on the story pages and where the page lists the categories", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/");
    const bar = page.getByRole("navigation", { name: "Categories", exact: true });
    if (isMobile) {
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    const links = bar.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    await expect(links.first()).toHaveAttribute("href", /^\/[a-z0-9-]+$/);
    const name = (await links.nth(1).textContent())!;
    await links.nth(1).click();
    await expect(page).toHaveURL(/^[^?]*\/[a-z0-9-]+$/);
    // A category page lists the categories in its own menu: the bar is not shown twice.
    const menu = page.getByRole("navigation", { name: "Browse by category" });
    await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(bar).toHaveCount(0);
    await page.goto("/collection");
    await expect(menu).toBeVisible();
    await expect(bar).toHaveCount(0);
    for (const path of ["/about", "/craft", "/contact"]) {
      await page.goto(path);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Categories", exact: true })).toHaveCount(
        0,
      );
    }
  });

  test("the search box is shown on wide screens only", async ({ page, isMobile }) => {
    await page.goto("/contact");
    const search = page.getByRole("banner").getByPlaceholder("Search...");
    if (isMobile) await expect(search).toBeHidden();
    else await expect(search).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible({
      visible: isMobile,
    });
  });

  test(
    "keeps the wordmark, the links, search, account, language and cart on one row from 1024 px",
    { tag: "@desktop" },
    async ({ page }) => {
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of ["/", "/ar"]) {
          await page.goto(path);
          const header = page.getByRole("banner");
          const wordmark = await header.getByRole("link").first().boundingBox();
          const cart = await header.getByRole("link", { name: /^(Cart|السلة)/ }).boundingBox();
          const account = await header
            .getByRole("link", { name: /^(Account|حسابي)$/ })
            .boundingBox();
          const where = `${path} at ${width}`;
          // The same row: the cart's middle within the wordmark's height.
          for (const box of [cart, account]) {
            expect(
              Math.abs(box!.y + box!.height / 2 - (wordmark!.y + wordmark!.height / 2)),
              where,
            ).toBeLessThan(wordmark!.height);
            expect(box!.x, where).toBeGreaterThanOrEqual(0);
            expect(box!.x + box!.width, where).toBeLessThanOrEqual(width);
          }
          const wide = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(wide, where).toBeLessThanOrEqual(width);
        }
      }
    },
  );

  test("gains a background and hairline once the page scrolls", async ({ page }) => {
    await page.goto("/search?q=rose");
    await hydrated(page);
    const header = page.getByRole("banner");
    const hairline = () => header.evaluate((el) => getComputedStyle(el).borderBottomColor);
    const before = await hairline();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(hairline).not.toBe(before);
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
  });
});

// Phones only: the menu is for narrow screens.
test.describe("mobile menu", { tag: "@phone" }, () => {
  test("opens full screen with both groups and locks the page", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();

    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await close.getAttribute("aria-controls")}`);
    await expect(menu.getByRole("heading", { name: "Main Navigation" })).toBeVisible();
    await expect(menu.getByRole("heading", { name: "Collections" })).toBeVisible();
    for (const link of MAIN_LINKS) {
      await expect(menu.getByRole("link", { name: link.name, exact: true })).toBeVisible();
    }
    const categories = menu
      .getByRole("navigation", { name: "Menu" })
      .getByRole("link", { name: /./ })
      .filter({ hasNotText: /^(Collection|The Craft|About Us|Contact|All bouquets)$/ });
    expect(await categories.count()).toBeGreaterThanOrEqual(5);
    await expect(menu.getByRole("link", { name: "Instagram" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    const box = await menu.boundingBox();
    expect(box?.width).toBe(390);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(844);

    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .toBe("hidden");
    expect(await menu.evaluate((el) => getComputedStyle(el).overscrollBehaviorY)).toBe("contain");
    await expect(page.getByRole("main")).toHaveAttribute("inert", "");

    await menu.getByRole("link", { name: "The Craft" }).click();
    await expect(page).toHaveURL("/craft");
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(menu.getByRole("heading", { name: "Main Navigation" })).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe("hidden");
  });

  test("a category link closes the menu", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await menu.getByRole("link", { name: "Orchids" }).click();
    await expect(page).toHaveURL("/orchids");
    await expect(menu).toBeHidden();
  });

  test("closes when the window grows past 768 px", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("heading", { name: "Main Navigation" })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 844 });
    await expect(page.getByRole("heading", { name: "Main Navigation" })).toBeHidden();
    // The menu hides by CSS at once; the script lets go of the page a moment later.
    await expect(page.locator("html")).not.toHaveClass(/\bmenu-open\b/);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("Escape closes it and gives focus back to the toggle", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toBeFocused();
    await expect(page.getByRole("heading", { name: "Main Navigation" })).toBeHidden();
  });

  test("300 ms after opening, overflowing content shows a scroll indicator", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await toggle.click();
    const hint = page.getByText("Scroll", { exact: true });
    await page.clock.runFor(250);
    await expect(hint).toBeHidden();
    await page.clock.runFor(100);
    await expect(hint).toBeVisible();
    // At the end of the content the indicator has done its job.
    await menu.getByRole("link", { name: "WhatsApp" }).scrollIntoViewIfNeeded();
    await expect(hint).toBeHidden();
  });

  test("has no serious accessibility violations while open", async ({ page }) => {
    await page.goto("/search?q=rose");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("heading", { name: "Main Navigation" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("footer and floating buttons", () => {
  test("footer: newsletter, quick links, social links and the copyright", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Newsletter" })).toBeVisible();
    const email = footer.getByLabel("Email address");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    for (const name of [
      "Shop Bouquets",
      "Subscriptions",
      "Custom Services",
      "Delivery Info",
      "Return Policy",
      "Contact Us",
    ]) {
      await expect(quick.getByRole("link", { name })).toBeVisible();
    }
    await expect(quick.getByRole("link", { name: "Shop Bouquets" })).toHaveAttribute(
      "href",
      "/collection",
    );
    for (const name of ["Instagram", "WhatsApp"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    // The demo shop has no Facebook page: no link to one.
    await expect(footer.getByRole("link", { name: "Facebook", exact: true })).toHaveCount(0);
    await expect(footer.getByText(`© ${new Date().getFullYear()} Maison Florale`)).toBeVisible();
  });

  test.describe("newsletter sign-up", { tag: "@desktop" }, () => {
    test.use({ baseURL: adminShopUrl });

    test("the newsletter signs up in the background, thanks in its status line and clears", async ({
      page,
    }) => {
      await page.goto("/about");
      await hydrated(page);
      // The page stays: the only request is the sign-up's own post.
      const requests: string[] = [];
      page.on("request", (request) => {
        if (["document", "fetch", "xhr", "ping"].includes(request.resourceType())) {
          requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
        }
      });
      const alerts = alertsOf(page);
      const footer = page.getByRole("contentinfo");
      await footer.getByLabel("Email address").fill(`layla.${Date.now()}@example.com`);
      await footer.getByRole("button", { name: "Sign Up" }).click();
      await expect(footer.getByRole("status")).toHaveText("Thank you for signing up!");
      expect(alerts).toEqual([]);
      const posts = requests.filter((request) => !request.startsWith("GET"));
      expect(posts).toHaveLength(1);
      expect(posts[0]).toMatch(/^POST \/newsletter(\.data)?$/);
      await expect(page).toHaveURL("/about");
      await expect(footer.getByLabel("Email address")).toHaveValue("");
    });
  });

  test("Instagram and WhatsApp float on public pages and are tracked", async ({ page }) => {
    for (const path of ["/", "/search?q=rose", "/no/such/page"]) {
      await page.goto(path);
      // On phones they keep clear of the hero's buttons until the visitor scrolls.
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect(page.getByRole("link", { name: "Follow us on Instagram" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toBeVisible();
    }
    await hydrated(page);
    const whatsApp = page.getByRole("link", { name: "Chat with us on WhatsApp" });
    await expect(whatsApp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=Hello/);
    await expect(whatsApp).toHaveAttribute("target", "_blank");
    // Keep the test on this page: the click is tracked, the new tab is not opened.
    await page.evaluate(() =>
      document.addEventListener("click", (event) => event.preventDefault(), { capture: true }),
    );
    await whatsApp.click();
    await page.getByRole("link", { name: "Follow us on Instagram" }).click();
    expect(await events(page, "whatsapp_click")).toHaveLength(1);
    expect(await events(page, "instagram_click")).toHaveLength(1);
  });
});

test.describe("admin pages", { tag: "@desktop" }, () => {
  test("have no storefront header, footer or floating buttons", async ({ page }) => {
    for (const path of ["/admin", "/admin/dashboard"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Maison Florale, home" })).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveCount(0);
    }
  });
});

test.describe("navigation and analytics", { tag: "@desktop" }, () => {
  test("a page_view with path and title for the first page and each client navigation", async ({
    page,
  }) => {
    await page.goto("/search?q=rose");
    await hydrated(page);
    expect(await events(page, "page_view")).toEqual([
      expect.objectContaining({
        page_path: "/search?q=rose",
        page_title: expect.stringContaining("rose"),
      }),
    ]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/contact");
    await expect
      .poll(() => events(page, "page_view"))
      .toEqual([
        expect.objectContaining({ page_path: "/search?q=rose" }),
        expect.objectContaining({
          page_path: "/contact",
          page_title: expect.stringContaining("Contact"),
        }),
      ]);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/search?q=rose");
    await hydrated(page);
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Shop Bouquets" });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await link.click();
    await expect(page).toHaveURL("/collection");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a skip link leads to the main content", async ({ page }) => {
    await page.goto("/search?q=rose");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("scripts mark <html class=js> and hand over the backend address", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bjs\b/);
    const backend = await page.evaluate(() => window.ENV?.backendUrl);
    expect(backend).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

test.describe("colour variant flag", { tag: "@desktop" }, () => {
  test("is assigned on the first visit, kept in a cookie and mirrored to localStorage", async ({
    page,
    context,
  }) => {
    const response = await page.goto("/about");
    expect((await response?.allHeaders())?.["set-cookie"]).toMatch(/mf_variant=(black|accent)/);
    await hydrated(page);
    const cookie = (await context.cookies()).find((c) => c.name === "mf_variant");
    expect(["black", "accent"]).toContain(cookie?.value);
    await expect(page.locator("html")).toHaveAttribute("data-primary-variant", cookie!.value);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("featureFlags") ?? "null")))
      .toEqual({ primaryColorVariant: cookie!.value });

    // A returning visitor keeps the variant and gets no new cookie.
    const again = await page.goto("/contact");
    expect((await again?.allHeaders())?.["set-cookie"]).toBeUndefined();
    await expect(page.locator("html")).toHaveAttribute("data-primary-variant", cookie!.value);
  });

  test("the server renders the stored variant", async ({ page, context, baseURL }) => {
    for (const variant of ["accent", "black"]) {
      await context.addCookies([{ name: "mf_variant", value: variant, url: baseURL }]);
      await page.goto("/search");
      await expect(page.locator("html")).toHaveAttribute("data-primary-variant", variant);
      const fill = await page
        .getByRole("button", { name: "Search", exact: true })
        .last()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(fill).toBe(variant === "accent" ? "rgb(138, 108, 68)" : "rgb(28, 26, 23)");
    }
  });
});

test.describe("error pages", { tag: "@desktop" }, () => {
  test("an unknown address answers 404 with a helpful page inside the site", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse the Collection" })).toHaveAttribute(
      "href",
      "/collection",
    );
    await hydrated(page);
    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Return Home" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("error boundary", { tag: "@desktop" }, () => {
  test("a failure shows 'Something went wrong', reports js_error and can reload", async ({
    page,
  }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.route("**/contact.data*", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect.poll(() => events(page, "js_error")).toHaveLength(1);
    await expect(page).toHaveTitle(/Something went wrong/);

    await page.unroute("**/contact.data*");
    await page.getByRole("button", { name: "Reload Page" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(
      page.getByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeHidden();
    await expect(page.getByRole("button", { name: "Return Home" })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("header links work", async ({ page, isMobile }) => {
    await page.goto("/search");
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page).toHaveURL("/search?menu=open");
      await page
        .getByRole("navigation", { name: "Menu" })
        .getByRole("link", { name: "About Us" })
        .click();
    } else {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "About Us" })
        .click();
    }
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test(
    "the menu opens and closes, keeping the page's query",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/search?q=rose");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page).toHaveURL("/search?q=rose&menu=open");
      await expect(page.getByRole("heading", { name: "Main Navigation" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Roses" }),
      ).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(page).toHaveURL("/search?q=rose");
      await expect(page.getByRole("heading", { name: "Main Navigation" })).toBeHidden();
    },
  );

  test("the 404 page's buttons work", { tag: "@desktop" }, async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await page.getByRole("button", { name: "Return Home" }).click();
    await expect(page).toHaveURL(/\/\??$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page not found");
  });

  test.describe("newsletter sign-up", { tag: "@desktop" }, () => {
    test.use({ baseURL: adminShopUrl });

    test("the newsletter signs up and thanks the visitor back on the page", async ({ page }) => {
      await page.goto("/about");
      const footer = page.getByRole("contentinfo");
      await footer.getByLabel("Email address").fill("layla@example.com");
      await footer.getByRole("button", { name: "Sign Up" }).click();
      await expect(page).toHaveURL("/about?newsletter=thanks#newsletter");
      await expect(footer.getByRole("status")).toHaveText("Thank you for signing up!");
    });
  });
});
