// The content pages: The Craft, Portfolio, Contact, About, Thank-you and the diagnostic pages. That
// each is rendered on the server with its heading is tests/integration/content-pages.test.ts's.
// A message sent is stored, so the tests that send one do it on the admin shop (decision 006).
import { alertsOf } from "./support/alerts";
import { seriousViolations } from "./support/axe";
import { adminShopUrl } from "./support/servers";
import { expect, test, type Locator, type Page } from "@playwright/test";

const THANK_YOU = "Thank you for reaching out! We'll be in touch soon.";

/** React has taken over this element: its props, and so its event handlers, are attached. */
async function hydrated(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))),
    )
    .toBe(true);
}

/** The craft film's files: named by the hash of their painting (decision 015). */
const FILM_FILE = (ext: string) => new RegExp(`^/media/film/craft-[0-9a-f]{16}\\.${ext}$`);
const MOTION_OK = "(prefers-reduced-motion: no-preference)";

/** Every request for the film itself (not its poster) this page makes from now on. */
function filmRequests(page: Page): string[] {
  const films: string[] = [];
  page.on("request", (request) => {
    if (/\/media\/film\/.*\.(webm|mp4)$/.test(request.url())) films.push(request.url());
  });
  return films;
}

const gallery = (page: Page) => page.getByRole("list", { name: "Portfolio" });
const contactForm = (page: Page) => page.getByRole("form", { name: "Write to Us" });
const field = (page: Page, label: string) => contactForm(page).getByLabel(label, { exact: true });

test.describe("content pages", () => {
  test("The Craft shows its hero, the craft and the way to the collection", async ({ page }) => {
    await page.goto("/craft");
    await expect(page).toHaveTitle(/The Craft/);
    await expect(page.getByRole("heading", { level: 1, name: "The Craft" })).toBeVisible();
    for (const chapter of ["Sourcing", "Conditioning", "Hand-tying"]) {
      await expect(page.getByRole("heading", { name: chapter })).toBeVisible();
    }
    // The film the build painted: a WebM then an MP4 of one loop, muted, inline, on its poster.
    const film = page.locator("video");
    await expect(film).toHaveCount(1);
    await expect(film).toHaveAttribute("poster", FILM_FILE("webp"));
    for (const attribute of ["autoplay", "loop", "playsinline"]) {
      await expect(film).toHaveAttribute(attribute, "");
    }
    await expect(film).toHaveAttribute("preload", "none");
    expect(await film.evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
    const sources = film.locator("source");
    await expect(sources).toHaveCount(2);
    await expect(sources.nth(0)).toHaveAttribute("src", FILM_FILE("webm"));
    await expect(sources.nth(0)).toHaveAttribute("type", "video/webm");
    await expect(sources.nth(1)).toHaveAttribute("src", FILM_FILE("mp4"));
    await expect(sources.nth(1)).toHaveAttribute("type", "video/mp4");
    for (const source of await sources.all()) {
      await expect(source).toHaveAttribute("media", MOTION_OK);
    }
    await expect(page.getByRole("button", { name: /(Play|Pause) film/ })).toBeVisible();
    // Named by their content, so they are kept for a year.
    const answer = await page.request.get((await sources.nth(1).getAttribute("src")) ?? "");
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const button = page.getByRole("link", { name: "See Our Collection" });
    await expect(button).toHaveAttribute("href", "/collection");
  });

  test.describe("a visitor who prefers reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("sees the film's poster and downloads no film", async ({ page }) => {
      const films = filmRequests(page);
      await page.goto("/craft");
      await expect(page.locator("video")).toHaveAttribute("poster", FILM_FILE("webp"));
      // The sources are there, but their media query matches nothing.
      await expect(page.locator("video source")).toHaveCount(2);
      await page.waitForLoadState("networkidle");
      expect(films).toEqual([]);
      await expect(page.getByRole("button", { name: /(Play|Pause) film/ })).toHaveCount(0);
    });
  });

  test.describe("a visitor saving data", () => {
    test.use({ extraHTTPHeaders: { "Save-Data": "on" } });
    test("sees the film's poster as a still and downloads no film", async ({ page }) => {
      const films = filmRequests(page);
      const answer = await page.goto("/craft");
      expect(answer?.headers()["vary"]).toMatch(/Save-Data/);
      await expect(page.locator("video")).toHaveCount(0);
      await expect(page.locator("source")).toHaveCount(0);
      await expect(page.getByRole("img", { name: /roses/ }).first()).toHaveAttribute(
        "src",
        FILM_FILE("webp"),
      );
      await page.waitForLoadState("networkidle");
      expect(films).toEqual([]);
    });
  });

  test("Portfolio shows eight pictures at their own proportions and a consultation", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    await expect(page).toHaveTitle(/Portfolio/);
    await expect(page.getByRole("heading", { level: 1, name: "Portfolio" })).toBeVisible();
    await expect(page.getByRole("blockquote")).toContainText("Flowers are the first thing");
    const items = gallery(page).getByRole("listitem");
    await expect(items).toHaveCount(8);
    for (const item of await items.all()) {
      const caption = (await item.locator("figcaption").textContent()) ?? "";
      expect(caption.length).toBeGreaterThan(3);
      const link = item.getByRole("link", { name: caption });
      await expect(link).toHaveAttribute("href", /^\/api\/images\/[0-9a-f]{24}\?w=2000$/);
    }
    // Landscape scenes are wider than tall, the arch is a portrait.
    const box = async (name: string) =>
      (await gallery(page).getByRole("img", { name }).boundingBox())!;
    const table = await box("Long-table dinner, Jumeirah");
    const arch = await box("Floral arch, beach wedding");
    expect(table.width / table.height).toBeCloseTo(1.5, 1);
    expect(arch.width / arch.height).toBeCloseTo(0.8, 1);

    const consultation = page.getByRole("link", { name: "Book a Consultation" });
    await expect(consultation).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=.*consultation/,
    );
    await expect(consultation).toHaveAttribute("target", "_blank");
  });

  test("Contact shows the form, the benefits and direct support, with no serious axe violations", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle(/Contact/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "A reply within 24 hours" })).toBeVisible();
    await expect(page.getByText(/within 24 hours/).first()).toBeVisible();

    await expect(field(page, "Name")).toHaveAttribute("required", "");
    await expect(field(page, "Email")).toHaveAttribute("type", "email");
    await expect(field(page, "Phone (optional)")).toHaveAttribute("type", "tel");
    await expect(field(page, "Phone (optional)")).not.toHaveAttribute("required");
    await expect(field(page, "Message")).toHaveAttribute("required", "");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();

    const support = page.getByRole("complementary", { name: "Direct Support" });
    await expect(support.getByRole("link", { name: "+971 4 000 0000" })).toHaveAttribute(
      "href",
      /^tel:\+971/,
    );
    await expect(support.getByRole("link", { name: /^\+971 50/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\//,
    );
    await expect(support.getByRole("link", { name: /@maisonflorale/ })).toHaveAttribute(
      "href",
      /instagram\.com/,
    );
    await expect(support).toContainText("Jumeirah Bay Walk");
    await expect(support).toContainText("9am");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("About tells the story and the four core values, with no serious axe violations", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle(/Our Story/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
    for (const value of [
      "Quality & Freshness",
      "Craftsmanship",
      "Sustainability",
      "Personalization",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: value, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Explore the Collection" })).toHaveAttribute(
      "href",
      "/collection",
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("Thank-you without an order's key says there is no order to show, inventing none", async ({
    page,
  }) => {
    await page.goto("/thank-you?order=0123456789abcdef01234567");
    await expect(page.getByRole("heading", { level: 1, name: "No Order to Show" })).toBeVisible();
    const region = page.getByRole("region", { name: "No Order to Show" });
    await expect(region).toContainText("there is none in this one");
    await expect(page.getByText("Thank You for Your Order")).toHaveCount(0);
    await expect(region.getByRole("link", { name: "Browse the Collection" })).toHaveAttribute(
      "href",
      "/collection",
    );
    await expect(region.getByText(/AED|Order number/)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("the API test page shows health, 3 categories, 2 items and image variants", async ({
    page,
  }) => {
    await page.goto("/api-test");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "API Test" })).toBeVisible();
    const health = page.getByRole("region", { name: "Health" });
    await expect(health.getByRole("definition").first()).toHaveText("ok");
    await expect(
      page.getByRole("table", { name: "First 3 categories" }).getByRole("row"),
    ).toHaveCount(4);
    await expect(page.getByRole("table", { name: "First 2 items" }).getByRole("row")).toHaveCount(
      3,
    );

    const variants = page.getByRole("region", { name: "Image URL variants" });
    const urls = await variants.getByRole("link").allTextContents();
    expect(urls).toEqual([
      expect.stringMatching(/^\/api\/images\/[0-9a-f]{24}$/),
      expect.stringMatching(/^\/api\/images\/[0-9a-f]{24}\?w=320$/),
      expect.stringMatching(/^\/api\/images\/[0-9a-f]{24}\?w=800$/),
      expect.stringMatching(/^\/uploads\/[0-9a-f]{24}\.webp$/),
    ]);
    for (const url of urls) {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/webp");
    }
    for (const thumbnail of await variants.getByRole("img").all()) {
      await thumbnail.scrollIntoViewIfNeeded();
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test("the image test page shows variants of several pictures and the placeholder", async ({
    page,
  }) => {
    await page.goto("/image-test");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "Image Test" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Bouquet: / })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Portfolio: / })).toBeVisible();
    expect(await page.getByRole("table").count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole("link", { name: /^\/uploads\// }).first()).toBeVisible();
    const placeholder = page.getByRole("img", { name: /placeholder/ });
    await expect(placeholder).toHaveAttribute("src", "/images/placeholder.svg");
    await expect
      .poll(() => placeholder.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test.describe("portfolio lightbox", () => {
  test("opens on click, moves between pictures, and Escape closes it", async ({ page }) => {
    await page.goto("/portfolio");
    const first = gallery(page).getByRole("link", { name: "Long-table dinner, Jumeirah" });
    await expect(first).toHaveAttribute("aria-haspopup", "dialog");
    await first.click();

    const dialog = page.getByRole("dialog", { name: "Long-table dinner, Jumeirah" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("1 / 8")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await expect(page).toHaveURL(/\/portfolio$/);

    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(page.getByRole("dialog", { name: "Floral arch, beach wedding" })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("dialog", { name: "Engagement installation" })).toBeVisible();

    // Focus stays inside while it is open.
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(
        true,
      );
    }

    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(first).toBeFocused();
  });
});

test.describe("contact form with JavaScript", () => {
  test.describe("sending a message", () => {
    test.use({ baseURL: adminShopUrl });

    test("thanks the visitor in the form, records the event and clears the fields", async ({
      page,
    }) => {
      await page.goto("/contact");
      await hydrated(contactForm(page));
      const alerts = alertsOf(page);

      await field(page, "Name").fill("Layla Haddad");
      await field(page, "Email").fill("layla@example.ae");
      await field(page, "Phone (optional)").fill("050 123 4567");
      await field(page, "Message").fill("White peonies for Friday evening, please.");
      await page.getByRole("button", { name: "Send Message" }).click();

      await expect(contactForm(page).getByRole("status")).toHaveText(THANK_YOU);
      expect(alerts).toEqual([]);
      for (const label of ["Name", "Email", "Phone (optional)", "Message"]) {
        await expect(field(page, label)).toHaveValue("");
      }
      await expect(page).toHaveURL(/\/contact$/);
      const events = await page.evaluate(() => window.dataLayer ?? []);
      expect(events).toContainEqual(
        expect.objectContaining({ event: "form_submit", form: "contact" }),
      );
    });
  });

  test("requires name, email and message before anything happens", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(contactForm(page));
    const alerts = alertsOf(page);

    await field(page, "Email").fill("layla@");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Please tell us your name.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Please write your message.")).toBeVisible();
    await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Phone (optional)")).not.toHaveAttribute("aria-invalid");
    await expect(field(page, "Email")).toHaveValue("layla@");
    expect(alerts).toEqual([]);
  });
});

test.describe("content pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test.describe("sending a message", () => {
    test.use({ baseURL: adminShopUrl });

    test("a complete message is answered with the thank-you text", async ({ page }) => {
      await page.goto("/contact");
      await field(page, "Name").fill("Layla Haddad");
      await field(page, "Email").fill("layla@example.ae");
      await field(page, "Message").fill("White peonies for Friday evening, please.");
      await page.getByRole("button", { name: "Send Message" }).click();

      await expect(page).toHaveURL(/\/contact\?sent=1#message$/);
      await expect(contactForm(page).getByRole("status")).toHaveText(THANK_YOU);
      await expect(field(page, "Name")).toHaveValue("");
    });
  });

  test("missing fields come back with errors, and what was typed is kept", async ({ page }) => {
    await page.goto("/contact");
    await field(page, "Name").fill("Layla Haddad");
    await field(page, "Phone (optional)").fill("12");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Please enter your email address.")).toBeVisible();
    await expect(page.getByText("Please write your message.")).toBeVisible();
    await expect(page.getByText(/valid phone number/)).toBeVisible();
    await expect(field(page, "Message")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Name")).toHaveValue("Layla Haddad");
    await expect(field(page, "Phone (optional)")).toHaveValue("12");
    await expect(contactForm(page).getByRole("status")).toHaveCount(0);
  });

  test("portfolio pictures link to their large versions", async ({ page }) => {
    await page.goto("/portfolio");
    const first = gallery(page).getByRole("link").first();
    await expect(first).not.toHaveAttribute("aria-haspopup");
    const href = await first.getAttribute("href");
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace("?", "\\?")}$`));
  });
});
