// Test mode in the admin: while PAYMENT_PROVIDER is `demo` (this file's default) the
// dashboard says payments are simulated, and orders paid through the demo provider are marked
// 'Test payment' in the orders table and in the opened order. (With Stripe: stripe.test.ts.)
import { beforeAll, describe, expect, test } from "vitest";
import { signInAsAdmin, type AdminBrowser } from "../support/admin-session";
import { createItem, orderFor } from "../support/catalogue";
import { adminToken, call, callJson } from "../support/shop";

const NOTICE =
  "Payments are simulated by the demo provider and no card is charged. To take real payments, set";

let admin: AdminBrowser;
let item: Awaited<ReturnType<typeof createItem>>;

beforeAll(async () => {
  item = await createItem(await adminToken(), {
    title: "Ivory Hour",
    sizes: [{ sizeName: "Signature", price: 950 }],
  });
  admin = await signInAsAdmin();
});

/** An order with a demo payment started; `pay` completes it on the demo provider's page. */
async function orderThroughDemo({ pay }: { pay: boolean }) {
  const placed = await callJson("/api/orders", { method: "POST", body: orderFor(item) });
  const order = placed.body.order as { _id: string; orderNumber: string; totalAmount: number };
  const initiated = await callJson("/api/payment/initiate", {
    method: "POST",
    body: { orderId: order._id, amount: order.totalAmount, currency: "AED" },
  });
  const paymentId = new URL(initiated.body.paymentUrl).pathname.split("/").pop()!;
  if (pay) {
    const paid = await call(`/pay/demo/${paymentId}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "pay" }),
      redirect: "manual",
    });
    expect(paid.headers.get("location")).toMatch(/^\/thank-you/);
  }
  return order;
}

/** The table row of one order (up to its end), as the page renders it. */
function rowOf(html: string, orderId: string): string {
  const start = html.indexOf(`id="order-${orderId}"`);
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</tr>", start));
}

describe("test mode in the admin (PAYMENT_PROVIDER=demo)", () => {
  test("the dashboard carries the test-mode notice, naming what to set", async () => {
    const html = await (await admin.get("/admin/dashboard")).text();
    expect(html).toContain(">Test mode</h2>");
    // As read: without tags and React's text separators.
    expect(html.replace(/<!-- -->|<[^>]+>/g, "")).toContain(
      `${NOTICE} PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET`,
    );
  });

  test("an order paid through the demo provider is marked 'Test payment'; an unpaid one is not", async () => {
    const paid = await orderThroughDemo({ pay: true });
    const unpaid = await orderThroughDemo({ pay: false });
    const html = await (await admin.get("/admin/orders")).text();
    expect(rowOf(html, paid._id)).toContain(">Test payment</span>");
    expect(rowOf(html, unpaid._id)).not.toContain("Test payment");

    const opened = await (await admin.get(`/admin/orders?open=${paid._id}`)).text();
    expect(opened).toContain("Simulated by the demo provider: no card was charged.");
    const openedUnpaid = await (await admin.get(`/admin/orders?open=${unpaid._id}`)).text();
    expect(openedUnpaid).not.toContain("Simulated by the demo provider");
  });
});
