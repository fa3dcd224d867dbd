// Every Arabic storefront page, walked: Arabic and right to left, naming its two versions, with
// the header's link to its English twin (and back), accessible, and saying
// nothing in English that it should say in Arabic (the missing-key detector,
// support/stray-english.ts). The pages are read with JavaScript, and a few again without it, as
// the server sends them. That each fits a phone is no-overflow.spec.ts's.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { strayEnglish } from "./support/stray-english";
import { unisolatedRuns } from "./support/unisolated-runs";

interface ArabicPage {
  name: string;
  /** The page's Arabic path, with its query; some depend on the catalogue. */
  path: (request: APIRequestContext) => Promise<string>;
  status?: number;
}

const fixed = (path: string) => () => Promise.resolve(path);

/** A category the demo shop has: its slug. */
async function categorySlug(request: APIRequestContext): Promise<string> {
  const categories = (await (await request.get("/api/categories")).json()) as { slug: string }[];
  expect(categories.length).toBeGreaterThan(0);
  return categories[0]!.slug;
}

/** A bouquet the demo shop has: its id. */
async function bouquetId(request: APIRequestContext): Promise<string> {
  const items = (await (await request.get("/api/collection")).json()) as { _id: string }[];
  expect(items.length).toBeGreaterThan(0);
  return items[0]!._id;
}

const PAGES: ArabicPage[] = [
  { name: "the home page", path: fixed("/ar") },
  { name: "the collection", path: fixed("/ar/collection") },
  { name: "the collection, sorted", path: fixed("/ar/collection?sort=price-low") },
  { name: "a category", path: async (request) => `/ar/${await categorySlug(request)}` },
  { name: "a bouquet", path: async (request) => `/ar/collection/${await bouquetId(request)}` },
  { name: "The Craft", path: fixed("/ar/craft") },
  { name: "the portfolio", path: fixed("/ar/portfolio") },
  { name: "contact", path: fixed("/ar/contact") },
  { name: "about", path: fixed("/ar/about") },
  // A customer searching in Arabic: the query is echoed in the heading and title.
  { name: "search", path: fixed(`/ar/search?q=${encodeURIComponent("ورد")}`) },
  { name: "thank-you without an order", path: fixed("/ar/thank-you") },
  { name: "the empty cart", path: fixed("/ar/cart") },
  { name: "an unknown page", path: fixed("/ar/xyz"), status: 404 },
];

/** The English twin of an Arabic path: '/ar' → '/', '/ar/craft?x' → '/craft?x'. */
const englishTwin = (arabic: string) =>
  arabic === "/ar" || arabic.startsWith("/ar?") ? `/${arabic.slice(3)}` : arabic.slice(3);

async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBe(status);
}

/** Arabic, right to left, both versions named, the link to the English twin. */
async function expectArabicPage(page: Page, arabic: string, origin: string) {
  const english = englishTwin(arabic);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  const alternate = (hreflang: string) =>
    page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`);
  await expect(alternate("en")).toHaveAttribute("href", `${origin}${english}`);
  await expect(alternate("ar")).toHaveAttribute("href", `${origin}${arabic}`);
  await expect(alternate("x-default")).toHaveAttribute("href", `${origin}${english}`);
  await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(3);

  const link = page.locator("header a[hreflang='en']");
  await expect(link).toHaveCount(1);
  await expect(link).toBeVisible();
  await expect(link).toHaveText("English");
  await expect(link).toHaveAttribute("lang", "en");
  await expect(link).toHaveAttribute("href", english);
}

/** The English twin's header links back to the Arabic page, query string kept. */
async function expectLinkBack(page: Page, arabic: string, status: number) {
  await open(page, englishTwin(arabic), status);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  const link = page.locator("header a[hreflang='ar']");
  await expect(link).toHaveCount(1);
  await expect(link).toBeVisible();
  await expect(link).toHaveText("العربية");
  await expect(link).toHaveAttribute("lang", "ar");
  await expect(link).toHaveAttribute("href", arabic);
}

/** Opens the page, read as an Arabic page should be (`expectArabicPage`); its path. */
async function openArabic(
  page: Page,
  request: APIRequestContext,
  origin: string,
  { path, status }: Pick<ArabicPage, "path" | "status">,
) {
  const arabic = await path(request);
  await open(page, arabic, status);
  await expectArabicPage(page, arabic, origin);
  return arabic;
}

test.describe("Arabic pages", () => {
  // A page's whole reading, accessibility included, in one test: generous on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  for (const { name, path, status = 200 } of PAGES) {
    test.describe(name, () => {
      // One visit reads everything about the page (a test each cost three visits), softly, so a
      // failure still names every fact that failed.
      test("is Arabic and right to left, says nothing in English, is accessible, links its English twin", async ({
        page,
        request,
        baseURL,
      }) => {
        const arabic = await openArabic(page, request, baseURL!, { path, status });
        await page.waitForLoadState("networkidle");
        expect.soft(await strayEnglish(page), `English on ${arabic}`).toEqual([]);
        expect.soft(await unisolatedRuns(page), `runs not set apart on ${arabic}`).toEqual([]);
        expect.soft(await seriousViolations(page), `accessibility of ${arabic}`).toEqual([]);
        await expectLinkBack(page, arabic, status);
      });
    });
  }
});

test.describe("Arabic pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { name, path, status = 200 } of PAGES.filter((candidate) =>
    ["the home page", "the collection, sorted", "a bouquet", "contact", "an unknown page"].includes(
      candidate.name,
    ),
  )) {
    test(`${name}: as the server sends it, Arabic, linked and without English`, async ({
      page,
      request,
      baseURL,
    }) => {
      const arabic = await openArabic(page, request, baseURL!, { path, status });
      expect(await strayEnglish(page), `English on ${arabic}`).toEqual([]);
      expect(await unisolatedRuns(page), `runs not set apart on ${arabic}`).toEqual([]);
      await expectLinkBack(page, arabic, status);
    });
  }
});

test.describe("the missing-key detector", () => {
  test("finds the English of an English page @desktop", async ({ page }) => {
    await open(page, "/");
    await page.waitForLoadState("networkidle");
    const found = await strayEnglish(page);
    expect(found.length).toBeGreaterThan(5);
    expect(found.join("\n")).toContain("Skip to content");
    expect(found.join("\n")).not.toContain("العربية");
  });

  test("flags Latin words and passes what is rightly not Arabic @desktop", async ({ page }) => {
    await page.setContent(`<!doctype html>
      <html lang="ar" dir="rtl">
        <head>
          <title>المجموعة | Maison Florale</title>
          <meta name="description" content="Luxury flowers in Dubai">
          <style>.face { font-family: "Noto Naskh Arabic" }</style>
        </head>
        <body>
          <a href="#main">Skip to content</a>
          <a href="/" lang="en" hreflang="en">English</a>
          <p>1,250 د.إ</p>
          <p>AED 1,250</p>
          <p>اتصلوا بنا: +971 4 123 4567، hello@maisonflorale.ae، https://maisonflorale.ae/contact</p>
          <p>Maison Florale</p>
          <p>تابعونا على إنستغرام: @maisonflorale.dubai</p>
          <h2><span lang="en">Blush Reverie</span></h2>
          <p dir="auto">Happy birthday, Layla</p>
          <p translate="no">Phalaenopsis</p>
          <p style="display: none">Hidden words</p>
          <p style="visibility: hidden">Invisible words</p>
          <p style="position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%)">Loading bouquets…</p>
          <p>مقاس L</p>
          <img alt="A bouquet of roses" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
          <input placeholder="Search...">
          <button aria-label="Close">×</button>
          <span title="Free delivery">✿</span>
          <span lang="en"><button aria-label="Close menu">×</button></span>
          <script>const words = "not read by anyone";</script>
        </body>
      </html>`);
    const found = await strayEnglish(page);
    expect(found.map((entry) => /^.*?: "(.*)"$/.exec(entry)?.[1])).toEqual([
      "Luxury flowers in Dubai",
      "Skip to content",
      "AED 1,250",
      "Loading bouquets…",
      "Close",
      "A bouquet of roses",
      "Search...",
      "Free delivery",
    ]);
    expect(found[0]).toMatch(/^<meta name="description">: /);
    expect(found[2]).toMatch(/^body > p: /);
  });
});

test.describe("the mixed-direction detector", () => {
  test("flags left-to-right runs not set apart and passes those that are @desktop", async ({
    page,
  }) => {
    await page.setContent(`<!doctype html>
      <html lang="ar" dir="rtl">
        <body>
          <p>هاتف المستلم: +971 50 123 4567</p>
          <p>هاتف المستلم: <span>+971 50 123 4567</span></p>
          <p>هاتف المستلم: <bdi>+971 50 123 4567</bdi></p>
          <p>هاتف المستلم: <bdi dir="ltr">+971 50 123 4567</bdi></p>
          <p>هاتف المستلم: <span dir="rtl">+971 4 555 0101</span></p>
          <p>طلبك MF-10001 مؤكد</p>
          <p>طلبك <bdi>MF-10001</bdi> مؤكد</p>
          <p>مرحبًا بكم في \u2068Maison Florale\u2069، دبي</p>
          <p>مرحبًا بكم في <span lang="en" dir="ltr">Maison Florale</span></p>
          <p>1,250 د.إ · الساعة 9:00 · 14 فبراير</p>
          <p dir="ltr">+971 4 123 4567</p>
          <p style="display: none">مخفي MF-10002</p>
        </body>
      </html>`);
    expect(await unisolatedRuns(page)).toEqual([
      'p: "+971 50 123 4567"',
      'span: "+971 50 123 4567"',
      'span: "+971 4 555 0101"',
      'p: "MF-10001"',
    ]);
  });
});
