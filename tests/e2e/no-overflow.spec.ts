// Every public page, in English and in Arabic, and every admin page fits a phone's width (390 px):
// the page itself never scrolls sideways. Read-only: it opens pages on the orders shop, whose
// orders give the admin's lists their rows and the checkout, tracking and invoice pages an order.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DateTime } from "luxon";
import { signIn } from "./support/admin";
import { payOnDemoPage, type PlacedOrder } from "./support/orders";
import { ordersShopUrl } from "./support/servers";

test.use({ baseURL: ordersShopUrl });

const STOREFRONT_PAGES = [
  "/",
  "/collection",
  "/collection?sort=price-low",
  "/craft",
  "/portfolio",
  "/contact",
  "/about",
  "/search?q=rose",
  "/thank-you",
  "/terms",
  "/privacy",
  "/returns",
  "/delivery",
  "/no/such/page",
];

const ADMIN_PAGES = [
  "/admin",
  "/admin/dashboard",
  "/admin/orders",
  "/admin/collection",
  "/admin/create",
  "/admin/categories",
  "/admin/delivery",
  "/admin/deliveries",
  "/admin/messages",
  "/admin/newsletter",
  "/admin/team",
  "/admin/activity",
  "/admin/account",
  "/admin/content",
];

/** A category and a bouquet with sizes, as the shop lists them. */
async function catalogue(request: APIRequestContext) {
  const categories = (await (await request.get("/api/categories")).json()) as { slug: string }[];
  const items = (await (await request.get("/api/collection")).json()) as {
    _id: string;
    sizes: { sizeName: string }[];
  }[];
  const item = items.find((candidate) => candidate.sizes.length >= 2) ?? items[0]!;
  return { slug: categories[0]!.slug, item };
}

async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("h1").first()).toBeAttached();
  // Measured in the page's own faces: a wider font could push it past the edge once loaded.
  const { scrollWidth, clientWidth } = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    };
  });
  expect(clientWidth).toBe(390);
  expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

test(
  "every storefront page fits 390 px without scrolling sideways, in both languages",
  { tag: "@phone" },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const { slug, item } = await catalogue(request);
    const size = encodeURIComponent(item.sizes[0]?.sizeName ?? "");
    const pages = [
      ...STOREFRONT_PAGES,
      `/${slug}`,
      `/collection/${item._id}`,
      // The checkout's form, opened without scripts' help from the URL.
      `/collection/${item._id}?size=${size}&custom=1&time=evening&step=details`,
    ];
    for (const path of pages) {
      await expectFits(page, path);
      await expectFits(page, path === "/" ? "/ar" : `/ar${path}`);
    }
    // A search typed in Arabic, echoed in the heading and the title.
    await expectFits(page, `/ar/search?q=${encodeURIComponent("ورد")}`);
  },
);

test(
  "every admin page fits 390 px without scrolling sideways",
  { tag: "@phone" },
  async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    for (const path of ADMIN_PAGES) await expectFits(page, path);
  },
);

test(
  "a paid gift's thank-you page and its card's preview fit 390 px, in both languages",
  { tag: "@phone" },
  async ({ page, request }) => {
    const bouquets = (await (await request.get("/api/collection")).json()) as {
      _id: string;
      title: string;
      sizes: { sizeName: string; price: number }[];
    }[];
    const item = bouquets.find((candidate) => candidate.sizes.length > 0)!;
    const size = item.sizes[0]!;
    const placed = await request.post("/api/orders", {
      data: {
        customerName: "Layla Haddad",
        email: "card-width@example.com",
        phone: "050 123 4567",
        address: "Villa 12, Jumeirah 1, Dubai",
        recipientName: "نور صالح",
        recipientPhone: "055 765 4321",
        // A narrow column of words: the card's ratio once stretched the page past the screen.
        cardMessage: "كل عام وأنتِ بخير يا أمي الغالية، أنتِ نور البيت وفرحة القلب. مع كل الحب",
        items: [{ itemId: item._id, title: item.title, price: size.price, size: size.sizeName }],
        totalAmount: size.price,
        deliveryDate: DateTime.now().setZone("Asia/Dubai").plus({ days: 1 }).toISODate()!,
        deliveryTime: "evening",
        language: "ar",
      },
    });
    expect(placed.status()).toBe(201);
    await payOnDemoPage(page, request, ((await placed.json()) as { order: PlacedOrder }).order);
    const thankYou = new URL(page.url());
    expect(thankYou.pathname).toBe("/ar/thank-you");
    await expect(page.locator(".gift-card")).toBeVisible();
    const path = `${thankYou.pathname}${thankYou.search}`;
    await expectFits(page, path);
    await expectFits(page, path.replace(/^\/ar/, ""));
  },
);
