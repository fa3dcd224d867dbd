// The admin dashboard: real figures, the newest
// orders, the 30-day chart with its table, and the 5-minute poll that brings in a new paid order
// without a reload. The e2e database is shared: every order here is this test's own, found by its
// unique customer name, and counts are compared with what the server says, never assumed.
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { DateTime } from "luxon";
import { adminHydrated, apiToken, signIn } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { effectsRun } from "./support/clock";
import { ordersShopUrl } from "./support/servers";

// Orders are placed on the orders shop, never on the storefront the read-only specs see
// (decision 006).
test.use({ baseURL: ordersShopUrl });

interface ApiItem {
  _id: string;
  title: string;
  sizes: { sizeName: string; price: number }[];
}

interface PlacedOrder {
  _id: string;
  orderNumber: string;
  totalAmount: number;
  customerName: string;
}

const uniqueName = (who: string) =>
  `${who} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A real order through the shop's own API: a real bouquet, size and price, delivered tomorrow. */
async function placeOrder(request: APIRequestContext, customerName: string): Promise<PlacedOrder> {
  const items = (await (await request.get("/api/collection")).json()) as ApiItem[];
  const item = items.find((candidate) => candidate.sizes.length > 0)!;
  const size = item.sizes[0]!;
  const tomorrow = DateTime.now().setZone("Asia/Dubai").plus({ days: 1 }).toISODate()!;
  const response = await request.post("/api/orders", {
    data: {
      customerName,
      email: "dashboard@example.com",
      phone: "050 123 4567",
      address: "Villa 12, Jumeirah 1, Dubai",
      items: [{ itemId: item._id, title: item.title, price: size.price, size: size.sizeName }],
      totalAmount: size.price,
      deliveryDate: tomorrow,
      deliveryTime: "evening",
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { order: PlacedOrder }).order;
}

/** Pays an order as its customer would: initiate, then 'Pay now' on the demo provider's page. */
async function payFor(browser: Browser, request: APIRequestContext, order: PlacedOrder) {
  const response = await request.post("/api/payment/initiate", {
    data: { orderId: order._id, amount: order.totalAmount },
  });
  expect(response.ok()).toBe(true);
  const { paymentUrl } = (await response.json()) as { paymentUrl: string };
  // The customer's own browser, apart from the admin's page and its stopped clock.
  const customer = await browser.newContext();
  const page = await customer.newPage();
  await page.goto(paymentUrl);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/thank-you\?/);
  await customer.close();
}

/** How many paid orders are waiting, as the server counts them right now. */
async function newPaidOrders(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get("/api/orders?status=NEW", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as unknown[]).length;
}

/** The sidebar's Orders link (on a phone, inside the opened menu). */
async function ordersLink(page: Page) {
  const nav = page.getByRole("navigation", { name: "Admin" });
  if (test.info().project.name === "mobile" && !(await nav.isVisible())) {
    await page.getByRole("button", { name: "Open menu" }).click();
  }
  return nav.getByRole("link", { name: /^Orders/ });
}

/** The number on the Orders badge (0 when there is no badge). */
async function badgeCount(page: Page): Promise<number> {
  const text = (await (await ordersLink(page)).textContent()) ?? "";
  return Number(text.match(/(\d+)/)?.[1] ?? 0);
}

test.describe("the dashboard", () => {
  test("shows real figures, the newest orders and the chart's daily figures", async ({
    page,
    request,
  }) => {
    const customer = uniqueName("Amira Dashboard");
    const order = await placeOrder(request, customer);
    const token = await apiToken(page);
    const stats = (await (
      await request.get("/api/admin/stats", { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { totalOrders: number; totalItems: number };

    await signIn(page);
    await adminHydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    const figure = async (label: string) =>
      Number(
        (
          (await page
            .getByRole("group", { name: label })
            .getByRole("paragraph")
            .first()
            .textContent()) ?? ""
        ).replace(/[^\d.]/g, ""),
      );
    // Other tests add orders and items meanwhile: never fewer than a moment ago.
    expect(await figure("Total Orders")).toBeGreaterThanOrEqual(stats.totalOrders);
    expect(await figure("Total Items")).toBeGreaterThanOrEqual(stats.totalItems);
    expect(await figure("Pending Orders")).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole("group", { name: "Revenue" })).toContainText("AED");

    const recent = page.getByRole("region", { name: "Recent orders" });
    const row = recent.getByRole("row").filter({ hasText: customer });
    await expect(row.getByRole("link", { name: order.orderNumber })).toHaveAttribute(
      "href",
      `/admin/orders?open=${order._id}`,
    );
    await expect(row).toContainText("Awaiting payment");

    const actions = page.getByRole("region", { name: "Quick actions" });
    await expect(actions.getByRole("link", { name: /View pending orders/ })).toHaveAttribute(
      "href",
      "/admin/orders?status=pending",
    );
    await expect(actions.getByRole("link", { name: /Add item/ })).toHaveAttribute(
      "href",
      "/admin/create",
    );
    await expect(actions.getByRole("link", { name: /Manage categories/ })).toHaveAttribute(
      "href",
      "/admin/categories",
    );

    const chart = page.getByRole("region", { name: "Last 30 days" });
    const table = chart.getByRole("table", { name: /Orders and paid revenue per day/ });
    await expect(table).toBeHidden();
    await chart.getByText("Daily figures").click();
    await expect(table).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(31);
    // Today's row (newest first) counts this test's order at least.
    const today = table.getByRole("row").nth(1);
    expect(Number(await today.getByRole("cell").first().textContent())).toBeGreaterThanOrEqual(1);

    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a new paid order arrives with the 5-minute poll, without a reload", async ({
    page,
    request,
    browser,
  }) => {
    await page.clock.install();
    await signIn(page);
    await adminHydrated(page);
    await effectsRun(page);
    const before = await badgeCount(page);
    if (test.info().project.name === "mobile") await page.keyboard.press("Escape");

    const customer = uniqueName("Salma Poll");
    const order = await placeOrder(request, customer);
    await payFor(browser, request, order);
    const waiting = await newPaidOrders(request, await apiToken(page));
    expect(waiting).toBeGreaterThan(before);

    // Nothing changes until the poll is due.
    await expect(page.getByText(/new paid orders? ha(s|ve) arrived/)).toHaveCount(0);
    await page.clock.fastForward(300_000);

    await expect(page.getByText(/new paid orders? ha(s|ve) arrived/)).toBeVisible();
    expect(await badgeCount(page)).toBeGreaterThanOrEqual(before + 1);
    if (test.info().project.name === "mobile") await page.keyboard.press("Escape");
    // The page's own data was reloaded too: the order is among the recent ones.
    await expect(
      page
        .getByRole("region", { name: "Recent orders" })
        .getByRole("link", { name: order.orderNumber }),
    ).toBeVisible();

    // The bell is a disclosure in the top bar; its panel lists the newest three at most.
    const bar = page.getByRole("banner");
    await bar.getByRole("group").click();
    await expect(bar.getByText(/new paid orders? waiting/)).toBeVisible();
    const list = bar.getByRole("list");
    const shown = await list.getByRole("listitem").count();
    expect(shown).toBeGreaterThanOrEqual(1);
    expect(shown).toBeLessThanOrEqual(3);
    await expect(list.getByRole("link", { name: new RegExp(order.orderNumber) })).toBeVisible();
  });
});

test.describe("the dashboard without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the same figures, orders and daily table", async ({ page, request }) => {
    const customer = uniqueName("Reem NoScript");
    const order = await placeOrder(request, customer);
    await signIn(page);
    await expect(page.getByRole("group", { name: "Total Orders" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Revenue" })).toContainText("AED");
    await expect(
      page
        .getByRole("region", { name: "Recent orders" })
        .getByRole("link", { name: order.orderNumber }),
    ).toBeVisible();
    const chart = page.getByRole("region", { name: "Last 30 days" });
    await chart.getByText("Daily figures").click();
    await expect(
      chart.getByRole("table", { name: /Orders and paid revenue per day/ }),
    ).toBeVisible();
    await page
      .getByRole("region", { name: "Quick actions" })
      .getByRole("link", { name: /Manage categories/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  });
});
