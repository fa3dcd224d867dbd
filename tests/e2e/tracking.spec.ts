// The customer's tracking page: refused without the order's key, shown with it from
// the thank-you page's link without JavaScript, and with JavaScript keeping itself up to date.
// Orders are placed on the orders shop (decision 006), each test its own.
import { expect, test, type Page } from "@playwright/test";
import { apiToken } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { effectsRun } from "./support/clock";
import { payOnDemoPage, placeGiftOrder } from "./support/orders";
import { ordersShopUrl } from "./support/servers";

test.use({ baseURL: ordersShopUrl });

const step = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ hasText: new RegExp(`^${name}`) });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the thank-you page's link opens the timeline; without the key, a 404 telling nothing", async ({
    page,
    request,
  }) => {
    const { order, names } = await placeGiftOrder(request);
    await payOnDemoPage(page, request, order);
    // The add-on goes by its own name on the thank-you page, as the bouquet does.
    for (const name of names) await expect(page.getByText(name, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Track your order" }).click();

    await expect(page).toHaveURL(new RegExp(`/track/${order._id}\\?key=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${order.orderNumber}`);
    await expect(page.getByRole("status")).toHaveText("Now Confirmed");
    await expect(step(page, "Confirmed")).toHaveAttribute("aria-current", "step");
    await expect(step(page, "Confirmed")).toContainText(/\d{1,2} \w{3}, \d{2}:\d{2}/);
    await expect(step(page, "Delivered")).toContainText("to come");
    await expect(page.getByText(/Evening \(5pm-8pm\)/)).toBeVisible();
    await expect(page.getByText("Noor Saleh")).toBeVisible();
    await expect(page.getByText("Villa 12, Jumeirah 1, Dubai")).toBeVisible();
    await expect(page.getByText("This page updates itself")).toHaveCount(0);

    const trackingUrl = page.url();
    for (const refused of [
      `/track/${order._id}`,
      `/track/${order._id}?key=${"x".repeat(32)}`,
      trackingUrl.replace(order._id, "0123456789abcdef01234567"),
    ]) {
      const response = await page.goto(refused);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order not found");
      await expect(page.getByText(order.orderNumber)).toHaveCount(0);
      await expect(page.getByText("Noor Saleh")).toHaveCount(0);
    }
  });
});

test.describe("with JavaScript", () => {
  test("the timeline updates itself while the order is on its way; no serious axe violations", async ({
    page,
    request,
  }) => {
    const { order } = await placeGiftOrder(request);
    await payOnDemoPage(page, request, order);
    const trackingHref = await page
      .getByRole("link", { name: "Track your order" })
      .getAttribute("href");

    await page.clock.install();
    await page.goto(trackingHref!);
    await expect(page.getByText("This page updates itself")).toBeVisible();
    await effectsRun(page);
    await expect(page.getByRole("status")).toHaveText("Now Confirmed");

    const token = await apiToken(page);
    const moved = await request.patch(`/api/orders/${order._id}/status`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: "In delivery" },
    });
    expect(moved.ok()).toBe(true);
    await page.clock.runFor(60_000);
    await expect(page.getByRole("status")).toHaveText("Now Out for delivery");
    await expect(step(page, "Out for delivery")).toHaveAttribute("aria-current", "step");
    await expect(step(page, "Being prepared")).toContainText("done");
    expect(await seriousViolations(page)).toEqual([]);
  });
});
