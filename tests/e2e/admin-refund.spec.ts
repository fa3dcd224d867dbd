// Refunding from the admin's opened order: without JavaScript the Refund form asks for
// confirmation on a page of its own (Back, then Confirm); with JavaScript the browser's dialog
// asks. Each test pays its own order through the demo provider on the orders shop.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DateTime } from "luxon";
import { adminHydrated, apiToken, signIn } from "./support/admin";
import { ordersShopUrl } from "./support/servers";

test.use({ baseURL: ordersShopUrl });

interface PaidOrder {
  _id: string;
  orderNumber: string;
  totalAmount: number;
}

const tag = () => Math.random().toString(36).slice(2, 8);

/** An order placed through the API and paid on the demo provider's page. */
async function aPaidOrder(page: Page, request: APIRequestContext): Promise<PaidOrder> {
  const items = (await (await request.get("/api/collection")).json()) as {
    _id: string;
    sizes: { sizeName: string; price: number }[];
  }[];
  const item = items.find((candidate) => candidate.sizes.length > 0)!;
  const size = item.sizes[0]!;
  const placed = await request.post("/api/orders", {
    data: {
      customerName: `Refund ${tag()}`,
      email: `refund-${tag()}@example.com`,
      phone: "050 123 4567",
      address: "Villa 7, Al Wasl, Dubai",
      items: [{ itemId: item._id, price: size.price, size: size.sizeName, quantity: 1 }],
      totalAmount: size.price,
      deliveryDate: DateTime.now().setZone("Asia/Dubai").plus({ days: 3 }).toISODate(),
      deliveryTime: "afternoon",
    },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { order: PaidOrder }).order;
  const initiated = await request.post("/api/payment/initiate", {
    data: { orderId: order._id, amount: order.totalAmount, currency: "AED" },
  });
  const { paymentUrl } = (await initiated.json()) as { paymentUrl: string };
  await page.goto(paymentUrl);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/thank-you/);
  return order;
}

const openOrder = (page: Page, order: PaidOrder) =>
  page.goto(`/admin/orders?open=${order._id}#order-${order._id}`);

async function orderJson(page: Page, order: PaidOrder) {
  const response = await page.request.get(`/api/orders/${order._id}`, {
    headers: { Authorization: `Bearer ${await apiToken(page)}` },
  });
  return (await response.json()) as {
    status: string;
    payment: { state: string; refunded: number };
  };
}

const refundForm = (page: Page) => page.locator("form.refund-form");

test.describe("refunds without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a part with a reason, confirmed on its own page after going Back once; then its credit note", async ({
    page,
    request,
  }) => {
    const order = await aPaidOrder(page, request);
    await signIn(page);
    await openOrder(page, order);
    const form = refundForm(page);
    await expect(form.getByLabel("Amount to refund (AED)")).toHaveValue(
      order.totalAmount.toFixed(2),
    );
    await form.getByLabel("Amount to refund (AED)").fill("100");
    await form.getByLabel("Reason (on the credit note)").fill("damaged stems");
    await form.getByRole("button", { name: "Refund" }).click();

    const question = "Refund AED 100 to the customer's card? This cannot be undone.";
    await expect(page.getByText(question)).toBeVisible();
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?open=${order._id}`));
    expect((await orderJson(page, order)).payment.refunded).toBe(0);

    await refundForm(page).getByLabel("Amount to refund (AED)").fill("100");
    await refundForm(page).getByLabel("Reason (on the credit note)").fill("damaged stems");
    await refundForm(page).getByRole("button", { name: "Refund" }).click();
    await page.getByRole("button", { name: "Confirm refund" }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?open=${order._id}`));
    await expect(
      page
        .getByRole("status")
        .getByText(new RegExp(`Refunded AED 100 on ${order.orderNumber}: credit note CN-\\d+\\.`)),
    ).toBeVisible();
    await expect(page.getByText(/Refunded AED 100 \(CN-\d+\): damaged stems/)).toBeVisible();
    await expect(refundForm(page).getByLabel("Amount to refund (AED)")).toHaveValue(
      (order.totalAmount - 100).toFixed(2),
    );

    await page.getByRole("link", { name: /^Credit note CN-\d+$/ }).click();
    await expect(page.getByRole("heading", { name: "Tax Credit Note" })).toBeVisible();
    await expect(page.getByText("Reason: damaged stems")).toBeVisible();
  });

  test("an amount over what is left is refused on the form, and nothing is refunded", async ({
    page,
    request,
  }) => {
    const order = await aPaidOrder(page, request);
    await signIn(page);
    await openOrder(page, order);
    await refundForm(page)
      .getByLabel("Amount to refund (AED)")
      .fill(String(order.totalAmount + 1));
    await refundForm(page).getByRole("button", { name: "Refund" }).click();
    await expect(
      page.getByText(/At most AED [\d,.]+ is left to refund on this order\./),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm refund" })).toHaveCount(0);
  });
});

test.describe("refunds with JavaScript", () => {
  test("the dialog asks; a yes refunds all that is left and the order is Cancelled", async ({
    page,
    request,
  }) => {
    const order = await aPaidOrder(page, request);
    await signIn(page);
    await openOrder(page, order);
    await adminHydrated(page);
    const questions: string[] = [];
    page.on("dialog", (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await refundForm(page).getByRole("button", { name: "Refund" }).click();
    await expect(
      page
        .getByRole("status")
        .getByText(new RegExp(`on ${order.orderNumber}: credit note CN-\\d+\\.`)),
    ).toBeVisible();
    expect(questions).toEqual([
      expect.stringMatching(
        /^Refund AED [\d,.]+ to the customer's card\? This cannot be undone\.$/,
      ),
    ]);
    await expect(refundForm(page)).toHaveCount(0);
    expect(await orderJson(page, order)).toMatchObject({
      status: "Cancelled",
      payment: { state: "refunded", refunded: order.totalAmount },
    });
  });
});
