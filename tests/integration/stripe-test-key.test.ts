// Stripe with a test key (`sk_test_…`) takes no real card: the shop is in test mode as with the
// demo provider. The item page says no card is charged, the dashboard says so and how to take real
// payments, 'Before you open' lists the test key with where it is fixed, and an order paid through
// Stripe's test mode is a test payment. (A live key: stripe.test.ts; the production start's
// warning: tests/server/before-you-open.test.ts.)
import { describe, expect, test } from "vitest";
import { signInAsAdmin } from "../support/admin-session";
import { orderFor } from "../support/catalogue";
import { signedEvent } from "../support/fake-stripe";
import { page as read } from "../support/html";
import { call, callJson } from "../support/shop";
import { shopOnFakeStripe } from "../support/stripe-shop";
import { storedPayments } from "../support/payments";

const shop = shopOnFakeStripe(
  { title: "Velvet Noir", sizes: [{ sizeName: "Grand", price: 1450 }] },
  { secretKey: "sk_test_fake" },
);

const TEST_MODE = "Test mode — no card is charged.";
/** What a page shows: its words as read, without its scripts (the catalogue of words). */
const shown = (html: string) => read(html).text;

describe("Stripe with a test key", () => {
  test("the item page says no card is charged, under the main button", async () => {
    const html = await (await call(`/collection/${shop.item._id}`)).text();
    const page = shown(html);
    expect(page).toContain(TEST_MODE);
    expect(page.indexOf(TEST_MODE)).toBeGreaterThan(page.indexOf("Add to Cart"));
  });

  test("the dashboard says it is test mode and lists the test key before opening, with its fix", async () => {
    const admin = await signInAsAdmin();
    const dashboard = shown(await (await admin.get("/admin/dashboard")).text());
    expect(dashboard).toContain("Test mode");
    expect(dashboard).toContain(
      "Stripe has a test key: payments go through Stripe's test mode and no card is charged.",
    );
    expect(dashboard).toContain("Before you open");
    expect(dashboard).toContain(
      "A Stripe test key — still test mode: no card is charged. Set STRIPE_SECRET_KEY to the live secret key (sk_live_…)",
    );
    expect(await (await admin.get("/admin/dashboard")).text()).toContain(
      'href="/admin/setup#STRIPE_SECRET_KEY"',
    );
    expect(dashboard).not.toContain("Payments are in demo mode");
  });

  test("an order paid through Stripe's test mode is a test payment", async () => {
    const placed = await callJson("/api/orders", { method: "POST", body: orderFor(shop.item) });
    const order = placed.body.order as { _id: string; totalAmount: number };
    const initiated = await callJson("/api/payment/initiate", {
      method: "POST",
      body: { orderId: order._id, amount: order.totalAmount, currency: "AED" },
    });
    expect(initiated.status).toBe(200);
    const session = shop.fake.pay(storedPayments(order._id)[0]!.providerReference!);
    const webhook = await call(
      "/api/payment/webhook",
      signedEvent("evt_test_key", "checkout.session.completed", session),
    );
    expect(webhook.status).toBe(200);

    const { body } = await callJson(`/api/orders/${order._id}`, { token: shop.token });
    expect(body.status).toBe("New paid order");
    expect(body.payment).toMatchObject({ provider: "stripe", state: "succeeded", test: true });
    const admin = await signInAsAdmin();
    const orders = await (await admin.get(`/admin/orders?open=${order._id}`)).text();
    expect(orders).toContain("Paid · stripe");
    expect(orders).toContain("Test payment");
  });
});
