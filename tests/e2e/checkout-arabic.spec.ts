// Buying in Arabic, end to end, with JavaScript on and off: /ar's bouquet page, the checkout in
// Arabic (the phone typed in Arabic-Indic digits), the provider's page, back to the Arabic
// thank-you page; the order remembers 'ar' and its confirmation email is Arabic, right to left.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import arPay from "../../app/i18n/messages/ar/pay";
import { outboxMails } from "../support/outbox";
import { apiToken } from "./support/admin";
import { fillArabicCheckout, proceedToPayment } from "./support/arabic-checkout";
import { uniqueEmail } from "./support/checkout";
import { databasePointer } from "./support/database-pointer.js";
import { ORDERS_SHOP_PORT, ordersShopUrl } from "./support/servers";
import { unisolatedRuns } from "./support/unisolated-runs";

test.use({ baseURL: ordersShopUrl });

const outbox = () =>
  join(dirname(readFileSync(databasePointer(ORDERS_SHOP_PORT), "utf8")), "outbox");

async function buyInArabic(page: Page, request: APIRequestContext, email: string) {
  await fillArabicCheckout(page, request, email);
  await proceedToPayment(page);
  // The demo provider's page, in the order's language.
  await expect(page).toHaveURL(/\/ar\/pay\/demo\//);
  await page.getByRole("button", { name: arPay["pay.payNow"] }).click();
  await expect(page).toHaveURL(/\/ar\/thank-you\?order=[0-9a-f]{24}&key=/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
}

async function theOrder(request: APIRequestContext, email: string) {
  const response = await request.get("/api/orders", {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
  });
  const orders = (await response.json()) as {
    email: string;
    orderNumber: string;
    language: string;
    phone: string;
    customerName: string;
    deliveryAddress: Record<string, string> | null;
  }[];
  return orders.find((order) => order.email === email)!;
}

async function expectArabicConfirmation(page: Page, email: string, orderNumber: string) {
  const mails = () => outboxMails(outbox()).filter((mail) => mail.to.includes(email));
  await expect.poll(() => mails().length).toBeGreaterThanOrEqual(1);
  const mail = mails()[0]!;
  expect(mail.subject).toContain(orderNumber);
  expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
  expect(mail.html).toMatch(/^<[a-z]+ lang="ar" dir="rtl"/);
  expect(mail.html).toContain("/ar/");
  await page.setContent(mail.html);
  await expect(page.getByText("ليلى حداد").first()).toBeVisible();
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`checkout in Arabic, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("to a paid order that remembers Arabic, and an Arabic confirmation", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`arabic-${javaScriptEnabled ? "js" : "nojs"}`);
      await buyInArabic(page, request, email);
      const order = await theOrder(request, email);
      expect(order.language).toBe("ar");
      expect(order.customerName).toBe("ليلى حداد");
      expect(order.phone).toBe("+971501234567");
      expect(order.deliveryAddress).toMatchObject({
        emirate: "Dubai",
        area: "Jumeirah",
        building: "فيلا 12",
        makani: "3456789012",
      });
      const heading = page.getByRole("heading", { name: new RegExp(order.orderNumber) });
      await expect(heading).toBeVisible();
      // The order number stands apart, left to right, its figures in line (MF-10001, not
      // MF-IOOOI); the delivery's date and hours are each kept on one line.
      const number = heading.locator("bdi[dir=ltr]");
      await expect(number).toHaveText(order.orderNumber);
      await expect(number).toHaveCSS("font-variant-numeric", "lining-nums tabular-nums");
      await expect(page.locator(".order-confirmation .unbroken")).toHaveCount(2);
      await expect(page.locator(".order-confirmation .unbroken").first()).toHaveCSS(
        "white-space",
        "nowrap",
      );
      // Nothing of another direction runs into the Arabic: on the page and on its tax invoice,
      // whose English half reads left to right inside the Arabic frame.
      expect(await unisolatedRuns(page)).toEqual([]);
      await page.goto(
        (await page.locator('a[href*="/ar/invoice/"]').first().getAttribute("href"))!,
      );
      await expect(page.getByRole("heading", { name: /Tax Invoice/ })).toBeVisible();
      expect(await unisolatedRuns(page)).toEqual([]);
      await expectArabicConfirmation(page, email, order.orderNumber);
    });
  });
}
