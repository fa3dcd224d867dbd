// The admin's orders page, with
// JavaScript off and on, at both sizes. The database is shared with other tests running at the
// same time: each test places its own orders under unique names and only looks at those.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { alertsOf } from "./support/alerts";
import { ADMIN, adminHydrated, signIn } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { addBouquet } from "./support/catalogue";
import { dubaiDate, placeOrder as placeOrderThroughApi, type PlacedOrder } from "./support/orders";
import { fixedClockUrl, ordersShopUrl } from "./support/servers";

// Orders are placed on the orders shop, never on the storefront the read-only specs see
// (decision 006).
test.use({ baseURL: ordersShopUrl });

const tag = () => Math.random().toString(36).slice(2, 8);

/** An order under the customer's name, still awaiting payment, with a note for the florists. */
const placeOrder = async (
  request: APIRequestContext,
  customerName: string,
  overrides: Record<string, unknown> = {},
) =>
  (
    await placeOrderThroughApi(request, {
      customerName,
      notes: "Ring twice.",
      status: "Awaiting payment",
      ...overrides,
    })
  ).order;

const orderRow = (page: Page, order: PlacedOrder) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: order.orderNumber }) });

/** Where each of these orders stands in the table, top to bottom. */
async function positions(page: Page, orders: PlacedOrder[]): Promise<number[]> {
  const headers = await page.getByRole("rowheader").allTextContents();
  return orders.map((order) => headers.findIndex((text) => text.includes(order.orderNumber)));
}

test.describe("orders without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("change an order's status from the table and find it in the opened order's history", async ({
    page,
    request,
  }) => {
    const order = await placeOrder(request, `Noor Khalil ${tag()}`);
    await signIn(page);
    await page.goto(`/admin/orders?open=${order._id}`);
    const row = orderRow(page, order);
    await expect(row.getByRole("link", { name: order.orderNumber })).toBeFocused();
    await expect(page.getByRole("heading", { name: "Status history" })).toBeVisible();

    await row.getByLabel(`Status of ${order.orderNumber}`).selectOption("In preparation");
    await row.getByRole("button", { name: "Update status" }).click();

    await expect(page).toHaveURL(new RegExp(`open=${order._id}#order-${order._id}$`));
    await expect(page.getByText(`${order.orderNumber} is now In preparation.`)).toBeVisible();
    await expect(orderRow(page, order).getByLabel(`Status of ${order.orderNumber}`)).toHaveValue(
      "in_preparation",
    );
    const change = page.getByRole("listitem").filter({ hasText: "by florist" });
    await expect(change).toContainText("Awaiting payment");
    await expect(change).toContainText("In preparation");
    // The current status can't be chosen again.
    await expect(
      orderRow(page, order).getByRole("option", { name: "In preparation" }),
    ).toBeDisabled();

    // A second look: the row closes and opens through links.
    await orderRow(page, order).getByRole("link", { name: order.orderNumber }).click();
    await expect(page.getByRole("heading", { name: "Status history" })).toHaveCount(0);
  });

  test("the packing slip prints the card for a gift, without prices", async ({ page, request }) => {
    const order = await placeOrder(request, `Huda Said ${tag()}`, {
      recipientName: "Salma Idris",
      recipientPhone: "+971 55 700 1122",
      cardMessage: "With all my love",
    });
    await signIn(page);
    await page.goto(`/admin/orders?open=${order._id}`);
    await page.getByRole("link", { name: "Packing slip" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Packing slip" })).toBeVisible();
    await expect(page.getByText(order.orderNumber)).toBeVisible();
    await expect(page.getByText("Salma Idris")).toBeVisible();
    await expect(page.getByText("With all my love")).toBeVisible();
    await expect(page.getByText(/AED/)).toHaveCount(0);
    await expect(page.getByText("Print this page from your browser’s menu.")).toBeVisible();
  });
});

test.describe("orders with JavaScript", () => {
  test("sort by a column and turn it round; open and close a row; change status in place", async ({
    page,
    request,
  }) => {
    const suffix = tag();
    const first = await placeOrder(request, `Aaliyah Amiri ${suffix}`);
    const last = await placeOrder(request, `Zainab Zaher ${suffix}`);
    await signIn(page);
    await page.goto("/admin/orders");
    await adminHydrated(page);

    const created = page.getByRole("columnheader", { name: "Created" });
    await expect(created).toHaveAttribute("aria-sort", "descending");
    let [l, f] = await positions(page, [last, first]);
    expect(l).toBeGreaterThanOrEqual(0);
    expect(l).toBeLessThan(f!);

    const customer = page.getByRole("columnheader", { name: "Customer" });
    await customer.getByRole("link").click();
    await expect(page).toHaveURL(/sort=customer&dir=asc/);
    await expect(customer).toHaveAttribute("aria-sort", "ascending");
    await expect(created).not.toHaveAttribute("aria-sort", /./);
    [f, l] = await positions(page, [first, last]);
    expect(f).toBeLessThan(l!);

    await customer.getByRole("link").click();
    await expect(page).toHaveURL(/sort=customer&dir=desc/);
    await expect(customer).toHaveAttribute("aria-sort", "descending");
    [f, l] = await positions(page, [first, last]);
    expect(l).toBeLessThan(f!);

    // A click on the row opens it; the order number's button closes it again.
    const toggle = orderRow(page, first).getByRole("button", { name: first.orderNumber });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await orderRow(page, first)
      .getByRole("cell", { name: /Aaliyah Amiri/ })
      .click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: "Customer and delivery" })).toContainText(
      "Villa 7, Al Wasl, Dubai",
    );
    expect(await seriousViolations(page)).toEqual([]);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("region", { name: "Customer and delivery" })).toHaveCount(0);

    // Changing the status submits in place: no navigation, a status message, the row updated.
    const url = page.url();
    await orderRow(page, last)
      .getByLabel(`Status of ${last.orderNumber}`)
      .selectOption("New paid order");
    await expect(
      page.getByRole("status").getByText(`${last.orderNumber} is now New paid order.`),
    ).toBeAttached();
    await expect(orderRow(page, last).getByLabel(`Status of ${last.orderNumber}`)).toHaveValue(
      "new_paid",
    );
    await expect(
      orderRow(page, last).getByRole("option", { name: "New paid order" }),
    ).toBeDisabled();
    expect(page.url()).toBe(url);
    await expect(orderRow(page, last).getByRole("button", { name: "Update status" })).toHaveCount(
      0,
    );
  });

  test("a status change that fails says so in an alert and leaves the status as it was", async ({
    page,
    request,
  }) => {
    const order = await placeOrder(request, `Dana Yousef ${tag()}`);
    await signIn(page);
    await page.goto(`/admin/orders?open=${order._id}`);
    await adminHydrated(page);
    // The server can't be reached for this one post.
    await page.route("**/admin/orders.data**", (route) =>
      route.request().method() === "POST" ? route.abort("failed") : route.fallback(),
    );
    const alerts = alertsOf(page);
    const select = orderRow(page, order).getByLabel(`Status of ${order.orderNumber}`);
    await select.selectOption("Delivered");
    await expect.poll(() => alerts).toEqual(["Failed to update order status. Please try again."]);
    await expect(select).toHaveValue("awaiting_payment");
  });

  test("'?open=' from the dashboard opens that order and brings it into view", async ({
    page,
    request,
  }) => {
    const order = await placeOrder(request, `Reem Farouk ${tag()}`);
    await signIn(page);
    await page.goto(`/admin/orders?open=${order._id}`);
    await adminHydrated(page);
    const toggle = orderRow(page, order).getByRole("button", { name: order.orderNumber });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toBeInViewport();
    await expect(page.getByRole("region", { name: "Payment and history" })).toContainText(
      "by customer",
    );

    await page.getByRole("link", { name: "Packing slip" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Packing slip" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Print slip" })).toBeVisible();
    // Not a gift: the customer receives it, with the prices.
    await expect(page.getByText(/Reem Farouk/)).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Price" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("'Today's deliveries' shows the orders due today on the Dubai clock", async ({
    page,
    playwright,
  }) => {
    // A shop whose clock stands at 11:30 today in Dubai, so an order for today can be placed.
    const base = fixedClockUrl("beforeCutoff");
    const api = await playwright.request.newContext({ baseURL: base });
    const bouquet = await addBouquet(api, {
      title: `Dawn Peonies ${tag()}`,
      shortDescription: "Coral peonies.",
      price: 900,
      ingredient: "Peonies",
      background: "#efe6dc",
    });
    expect(bouquet.status()).toBe(201);
    const today = await placeOrder(api, `Today Customer ${tag()}`, {
      deliveryDate: dubaiDate(0),
      deliveryTime: "evening",
    });
    const later = await placeOrder(api, `Later Customer ${tag()}`, { deliveryDate: dubaiDate(2) });

    await page.goto(`${base}/admin`);
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto(`${base}/admin/orders`);
    await adminHydrated(page);

    const shortcut = page.getByRole("link", { name: "Today's deliveries" });
    await shortcut.click();
    await expect(page).toHaveURL(new RegExp(`date=${dubaiDate(0)}`));
    await expect(shortcut).toHaveAttribute("aria-current", "page");
    await expect(page.getByLabel("Delivery date")).toHaveValue(dubaiDate(0));
    await expect(orderRow(page, today)).toBeVisible();
    await expect(orderRow(page, later)).toHaveCount(0);
    await expect(page.getByText(/for delivery today/)).toBeVisible();

    // A status with nothing in it today says so.
    await page.getByLabel("Status", { exact: true }).selectOption("Delivered");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("No orders found.")).toBeVisible();
    await api.dispose();
  });
});
