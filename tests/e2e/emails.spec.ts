// The emails a customer receives about one order, rendered as HTML at both sizes as an
// inbox would show them: the confirmation, out for delivery, delivered and a refund. Each carries
// 'Track your order', reads without sideways scrolling on a phone, and is kept as a screenshot to
// look at (test-results/). The orders shop writes them to its outbox (no SMTP in tests).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, test } from "@playwright/test";
import { outboxMails } from "../support/outbox";
import { apiToken } from "./support/admin";
import { databasePointer } from "./support/database-pointer.js";
import { payOnDemoPage, placeGiftOrder } from "./support/orders";
import { ORDERS_SHOP_PORT, ordersShopUrl } from "./support/servers";

test.use({ baseURL: ordersShopUrl });

const outbox = () =>
  join(dirname(readFileSync(databasePointer(ORDERS_SHOP_PORT), "utf8")), "outbox");

test("the confirmation, the two status emails and a refund read well in an inbox", async ({
  page,
  request,
}, testInfo) => {
  const email = `letters-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  const { order } = await placeGiftOrder(request, { customerName: "Mariam Letters", email });
  await payOnDemoPage(page, request, order);
  const headers = { Authorization: `Bearer ${await apiToken(page)}` };
  for (const status of ["In delivery", "Delivered"]) {
    const moved = await request.patch(`/api/orders/${order._id}/status`, {
      headers,
      data: { status },
    });
    expect(moved.ok()).toBe(true);
  }
  const refunded = await request.post(`/api/orders/${order._id}/refund`, {
    headers,
    data: { amount: 25, reason: "A stem arrived bent" },
  });
  expect(refunded.ok()).toBe(true);

  const customerMails = () => outboxMails(outbox()).filter((mail) => mail.to.includes(email));
  await expect.poll(() => customerMails().length).toBe(4);
  const mails = customerMails();
  const expected = [
    {
      kind: "confirmation",
      subject: `order ${order.orderNumber} confirmed`,
      says: `Your order ${order.orderNumber} is confirmed and paid.`,
    },
    { kind: "out-for-delivery", subject: "your flowers are on their way", says: "Noor Saleh" },
    { kind: "delivered", subject: "your flowers have been delivered", says: "Noor Saleh" },
    {
      kind: "refund",
      subject: `refund of AED 25 on order ${order.orderNumber}`,
      says: "A stem arrived bent",
    },
  ];
  for (const { kind, subject, says } of expected) {
    const mail = mails.find((candidate) => candidate.subject.includes(subject));
    expect(mail, `the ${kind} email`).toBeDefined();
    await page.setContent(mail!.html);
    await expect(page.getByText(says, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Track your order" })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `the ${kind} email scrolls sideways`).toBeLessThanOrEqual(0);
    const shot = testInfo.outputPath(`${kind}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach(kind, { path: shot, contentType: "image/png" });
  }
});
