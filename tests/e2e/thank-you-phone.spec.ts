// The thank-you page on a phone, without JavaScript, in Arabic: the floating contact buttons
// never sit on the order's details (nothing moves them aside without scripts, so they leave the
// page; its own help line carries the same links).
import { expect, test } from "@playwright/test";
import { payOnDemoPage, placeGiftOrder } from "./support/orders";
import { ordersShopUrl } from "./support/servers";

test.use({ baseURL: ordersShopUrl, javaScriptEnabled: false });

test(
  "the floating buttons never cover the Arabic order's details",
  { tag: "@phone" },
  async ({ page, request }) => {
    const { order } = await placeGiftOrder(request, {
      customerName: "نورة الحمادي",
      email: "noura.thanks@example.com",
      language: "ar",
    });
    await payOnDemoPage(page, request, order);
    await expect(page).toHaveURL(/\/ar\/thank-you\?/);
    await expect(page.getByText(order.orderNumber).first()).toBeVisible();
    await expect(page.locator(".floating-contact")).toBeHidden();
  },
);
