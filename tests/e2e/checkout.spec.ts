// Checkout from the item page's purchase options and 'Complete Your Order': choose, fill in,
// pay on the demo provider's page, land on the order's own thank-you page. Each test places its
// own order under its own email address, so tests stay independent.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createHash } from "node:crypto";
import { DateTime } from "luxon";
import { seriousViolations } from "./support/axe";
import {
  bouquetWithSizes,
  checkoutForm,
  chooseAndContinue,
  fillDetails,
  readyToPay,
  uniqueEmail,
  atTheDetails,
} from "./support/checkout";
import { ordersFor } from "./support/orders";
import { ordersShopUrl } from "./support/servers";

// Orders are placed on the orders shop, never on the storefront the read-only specs see
// (decision 006).
test.use({ baseURL: ordersShopUrl });

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The form as it stands when the shop can no longer take it: its delivery date (a hidden field,
 * as chosen above the form) is now out of the 60-day window.
 */
async function outOfWindow(page: Page) {
  const tooLate = DateTime.now().setZone("Asia/Dubai").plus({ days: 90 }).toISODate()!;
  await checkoutForm(page)
    .locator('input[type="hidden"][name="date"]')
    .evaluate((input, value) => {
      (input as HTMLInputElement).value = value;
    }, tooLate);
}

const ORDER_ERROR =
  "Error processing order: We take orders up to 60 days ahead. Please choose an earlier date.";

/**
 * Ready to pay, then the date moved out of the window and 'Proceed to Payment' pressed: the refusal
 * is said in the form's alert (returned), the typed email stays and no order is created.
 */
async function refusedOutOfWindow(page: Page, request: APIRequestContext) {
  const { email } = await readyToPay(page, request);
  await outOfWindow(page);
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  const alert = checkoutForm(page).getByRole("alert");
  await expect(alert).toHaveText(ORDER_ERROR);
  await expect(checkoutForm(page).getByLabel("Email Address")).toHaveValue(email);
  expect(await ordersFor(request, email)).toHaveLength(0);
  return alert;
}

test.describe("checkout without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("choose, fill in, pay: the thank-you page shows the paid order", async ({
    page,
    request,
  }) => {
    const { item, email } = await atTheDetails(page, request);
    const summary = page.getByRole("complementary", { name: "Order summary" });
    await expect(summary.getByText(item.title)).toBeVisible();
    await expect(summary.getByText(`Size: ${item.size.sizeName}`)).toBeVisible();
    await expect(summary.getByText("Evening (5pm-8pm)")).toBeVisible();
    // The bouquet's own line and the total: the same amount, with nothing added.
    await expect(summary.getByText(item.priceText)).toHaveCount(2);
    await expect(summary.getByText(/Prices include 5% VAT/)).toBeVisible();
    await fillDetails(page, email);
    await page.getByLabel("Recipient name").fill("Mariam Saleh");
    await page.getByLabel("Recipient mobile").fill("055 765 4321");
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page).toHaveURL(/\/pay\/demo\//);
    await page.getByRole("button", { name: "Pay now" }).click();

    await expect(page).toHaveURL(/\/thank-you\?order=[0-9a-f]{24}&key=/);
    const [order] = await ordersFor(request, email);
    await expect(page.getByRole("heading", { name: `Order ${order!.orderNumber}` })).toBeVisible();
    await expect(page.getByText("Paid — being prepared")).toBeVisible();
    await expect(page.getByText(item.priceText, { exact: true })).toBeVisible();
    await expect(page.getByText("Mariam Saleh")).toBeVisible();
    await expect(page.getByRole("link", { name: "View your tax invoice" })).toHaveAttribute(
      "href",
      /^\/invoice\/[0-9a-f]{24}\?key=/,
    );
    expect(order!.status).toBe("New paid order");
  });

  test("a blank name is answered beside the field and creates no order", async ({
    page,
    request,
  }) => {
    const { email } = await atTheDetails(page, request);
    // Spaces pass the browser's own 'required' check; the server's schema refuses them.
    await fillDetails(page, email, "   ");
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    const name = checkoutForm(page).getByLabel("Full Name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please enter your full name.")).toBeVisible();
    // The page comes back at the button, where a line points up to the field.
    const alert = checkoutForm(page).getByRole("alert");
    await expect(alert).toHaveText("Please check the details marked above.");
    await expect(alert).toBeInViewport();
    await expect(checkoutForm(page).getByLabel("Email Address")).toHaveValue(email);
    expect(await ordersFor(request, email)).toHaveLength(0);
  });

  test("an order the shop can't take is explained on the page and creates no order", async ({
    page,
    request,
  }) => {
    await refusedOutOfWindow(page, request);
  });

  test("a cancelled payment returns to the bouquet; the order awaits payment", async ({
    page,
    request,
  }) => {
    const { item, email } = await readyToPay(page, request);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await page.getByRole("button", { name: "Cancel payment" }).click();
    await expect(page).toHaveURL(new RegExp(`/collection/${item._id}\\?payment=cancelled`));
    await expect(
      page.getByRole("status").filter({ hasText: "Your payment was cancelled" }),
    ).toBeVisible();
    const orders = await ordersFor(request, email);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.status).toBe("Awaiting payment");
  });

  test("asking for the form without a date says so", async ({ page, request }) => {
    const item = await bouquetWithSizes(request);
    await page.goto(
      `/collection/${item._id}?size=${encodeURIComponent(item.size.sizeName)}&time=evening&step=details`,
    );
    await expect(page.getByText("Please select a delivery date")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Complete Your Order" })).toHaveCount(0);
  });
});

// The phone journey runs at 390×844 only.
test.describe("checkout with JavaScript on a phone", { tag: "@phone" }, () => {
  test("the main button waits for all three choices, then the order is paid", async ({
    page,
    request,
  }) => {
    // The whole journey, two accessibility checks included: generous on a busy machine.
    test.slow();
    const item = await bouquetWithSizes(request);
    const email = uniqueEmail("checkout");
    const events: string[] = [];
    await page.goto(`/collection/${item._id}`);
    const main = page.getByRole("button", { name: "Add to Cart" });
    await expect(main).toBeDisabled();
    await page.getByRole("link", { name: new RegExp(`^${item.size.sizeName}\\b`) }).click();
    await expect(page).toHaveURL(/size=/);
    await expect(main).toBeDisabled();
    await page.getByRole("link", { name: "Tomorrow", exact: true }).click();
    await expect(page).toHaveURL(/date=/);
    await expect(main).toBeDisabled();
    await page.getByLabel("Delivery time").selectOption({ label: "Evening (5pm-8pm)" });
    await expect(main).toBeEnabled();
    await main.click();
    await expect(page.getByRole("heading", { name: "Complete Your Order" })).toBeVisible();
    const pushed = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) => (entry as { event: string }).event),
    );
    events.push(...pushed);
    expect(events).toEqual(expect.arrayContaining(["add_to_cart", "begin_checkout"]));
    expect(await seriousViolations(page)).toEqual([]);

    // The browser checks the form first, with the same messages as the server.
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page.getByText("Please enter your full name.")).toBeVisible();

    await page.getByRole("checkbox", { name: "This is a gift" }).check();
    await page.getByLabel("Recipient name").fill("Mariam Saleh");
    await page.getByLabel("Recipient mobile").fill("055 765 4321");
    await page.getByLabel("Card message (optional, up to 250 characters)").fill("With love");
    await fillDetails(page, email);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page.getByText("Paid — being prepared")).toBeVisible();
    // Quoted by the page (<q>): “With love” in English, «…» in Arabic.
    const card = page.locator(".order-confirmation q");
    await expect(card).toHaveText("With love");
    await expect(page.getByText(item.priceText, { exact: true })).toBeVisible();
    const purchase = await page.evaluate(() =>
      (window.dataLayer ?? []).find((entry) => (entry as { event: string }).event === "purchase"),
    );
    // Advertising platforms get hashes of the normalised email and E.164 phone, never the values
    // themselves; nor the thank-you link's key, which opens the order.
    expect(purchase).toMatchObject({
      user_data: {
        sha256_email_address: sha256(email),
        sha256_phone_number: sha256("+971501234567"),
      },
    });
    const sent = await page.evaluate(() => JSON.stringify(window.dataLayer));
    expect(sent).not.toContain(email);
    expect(sent).not.toContain("501234567");
    expect(sent).not.toMatch(/[?&]key=/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the floating buttons step aside while the form is on screen", async ({ page, request }) => {
    const item = await bouquetWithSizes(request);
    await chooseAndContinue(page, item);
    const whatsApp = page.getByRole("link", { name: "Chat with us on WhatsApp" });
    await checkoutForm(page).getByLabel("Building or villa").scrollIntoViewIfNeeded();
    await expect(whatsApp).toBeHidden();
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(whatsApp).toBeVisible();
  });

  test("the custom date runs from tomorrow to 60 days ahead", async ({ page, request }) => {
    const item = await bouquetWithSizes(request);
    await page.goto(`/collection/${item._id}`);
    await page.getByRole("link", { name: "Custom", exact: true }).click();
    const input = page.getByLabel("Custom delivery date");
    const today = DateTime.now().setZone("Asia/Dubai");
    await expect(input).toHaveAttribute("min", today.plus({ days: 1 }).toISODate()!);
    await expect(input).toHaveAttribute("max", today.plus({ days: 60 }).toISODate()!);
  });

  test("a double click on 'Proceed to Payment' places one order", async ({ page, request }) => {
    const { email } = await readyToPay(page, request);
    await page.getByRole("button", { name: "Proceed to Payment" }).dblclick();
    await expect(page).toHaveURL(/\/pay\/demo\//);
    await expect(page.getByRole("button", { name: "Pay now" })).toBeVisible();
    expect(await ordersFor(request, email)).toHaveLength(1);
  });

  test("an order the shop can't take is said beside the button and creates no order", async ({
    page,
    request,
  }) => {
    const alert = await refusedOutOfWindow(page, request);
    await expect(alert).toBeInViewport();
    await expect(
      checkoutForm(page).getByRole("button", { name: "Proceed to Payment" }),
    ).toBeEnabled();
  });

  test("a price that no longer matches is explained and creates no order", async ({
    page,
    request,
  }) => {
    const { item, email } = await readyToPay(page, request);
    // What a customer sees when the catalogue changed while the form was open.
    await page.locator('input[type="hidden"][name="price"]').evaluate((input) => {
      (input as HTMLInputElement).value = "100";
    });
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page.getByRole("alert")).toContainText(
      `The price has changed: "${item.title}" (${item.size.sizeName}) is now ${item.priceText}. Please review and try again.`,
    );
    expect(await ordersFor(request, email)).toHaveLength(0);
  });
});
