// Refunding from the admin's opened order: without JavaScript the Refund form asks for
// confirmation on a page of its own (Back, then Confirm); with JavaScript the browser's dialog
// asks. Each test pays its own order through the demo provider on the orders shop.
import type { Page } from "@playwright/test";
import { adminHydrated, apiToken, signIn } from "./support/admin";
import { expect, test } from "./support/fixtures";
import type { PlacedOrder } from "./support/orders";
import { ordersShopUrl } from "./support/servers";

test.use({ baseURL: ordersShopUrl });

const openOrder = (page: Page, order: PlacedOrder) =>
  page.goto(`/admin/orders?open=${order._id}#order-${order._id}`);

async function orderJson(page: Page, order: PlacedOrder) {
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
    paidOrder: order,
  }) => {
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
    paidOrder: order,
  }) => {
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
    paidOrder: order,
  }) => {
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
