// The Stripe Checkout adapter against a local fake of Stripe's API: no network. (What the shop
// asks Stripe at reconciliation, and where refunds go: app/payments/providers/stripe.server.test.ts.)
import Stripe from "stripe";
import { describe, expect, test } from "vitest";
import { call, callJson } from "../support/shop";
import { page as read } from "../support/html";
import { shopOnFakeStripe } from "../support/stripe-shop";
import { signInAsAdmin } from "../support/admin-session";
import { createItem, deliverableDate, orderFor } from "../support/catalogue";
import { FAKE_WEBHOOK_SECRET } from "../support/fake-stripe";
import { storedPayment, storedPayments } from "../support/payments";

const shop = shopOnFakeStripe({
  title: "Velvet Noir",
  sizes: [{ sizeName: "Grand", price: 1450.5 }],
});

async function orderWithCheckout(overrides: Record<string, unknown> = {}) {
  const placed = await callJson("/api/orders", {
    method: "POST",
    body: orderFor(shop.item, overrides),
  });
  const order = placed.body.order as { _id: string; totalAmount: number };
  const initiated = await callJson("/api/payment/initiate", {
    method: "POST",
    body: { orderId: order._id, amount: order.totalAmount, currency: "AED" },
  });
  expect(initiated.status).toBe(200);
  const payment = storedPayments(order._id)[0]!;
  return { order, payment, paymentUrl: initiated.body.paymentUrl as string };
}

function signedWebhook(event: object, secret = FAKE_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return call("/api/payment/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": header },
    body: payload,
  });
}

const completed = (id: string, session: object) => ({
  id,
  object: "event",
  type: "checkout.session.completed",
  data: { object: session },
});

const statusOf = async (orderId: string) =>
  (await callJson(`/api/orders/${orderId}`, { token: shop.token })).body;

/** Runs `check` with the Al Wasl (Jumeirah) zone charging AED 25 a delivery, whatever the total. */
async function withDeliveryFee(check: () => Promise<void>) {
  const settings = (await callJson("/api/admin/delivery-settings", { token: shop.token })).body;
  // The orders' one-line address names Al Wasl (Jumeirah): its zone's fee is the delivery's.
  const named = (zone: { areas: { en: string }[] }) =>
    zone.areas.some((area) => /^(Al Wasl|Jumeirah)$/.test(area.en));
  const withFee = {
    ...settings,
    zones: (settings.zones as { areas: { en: string }[] }[]).map((zone) =>
      named(zone) ? { ...zone, fee: 25, freeDeliveryFrom: null } : zone,
    ),
  };
  const put = (body: unknown) =>
    callJson("/api/admin/delivery-settings", { method: "PUT", token: shop.token, body });
  expect((await put(withFee)).status).toBe(200);
  try {
    await check();
  } finally {
    await put(settings);
  }
}

describe("Stripe Checkout", () => {
  test("the delivery fee is a line of its own on Stripe's page", async () => {
    await withDeliveryFee(async () => {
      const { payment } = await orderWithCheckout({ totalAmount: 1475.5 });
      expect(shop.fake.sessions.get(payment.providerReference!)).toMatchObject({
        amount_total: 147550,
        line_items: [
          { name: "Velvet Noir (Grand)", unit_amount: 145050, quantity: 1 },
          { name: "Delivery", unit_amount: 2500, quantity: 1 },
        ],
      });
    });
  });

  test("an order of two gifts is one session: a line per bouquet, add-on and delivery fee", async () => {
    const vase = await createItem(shop.token, {
      title: "Crystal Vase",
      sizes: [{ sizeName: "Standard", price: 120 }],
      isAddOn: true,
    });
    const gift = (recipientName: string, lines: object[]) => ({
      items: lines,
      deliveryDate: deliverableDate(4),
      deliveryTime: "evening",
      address: "Villa 12, Al Wasl Road, Jumeirah 2, Dubai",
      recipientName,
      recipientPhone: "055 765 4321",
    });
    const bouquet = { itemId: shop.item._id, price: 1450.5, size: "Grand" };
    await withDeliveryFee(async () => {
      const addOn = { itemId: vase._id, price: 120, size: "Standard" };
      const placed = await callJson("/api/orders", {
        method: "POST",
        body: {
          customerName: "Layla Haddad",
          email: "layla@example.com",
          phone: "050 123 4567",
          deliveries: [gift("Noor Saleh", [bouquet, addOn]), gift("Omar Khalid", [bouquet])],
        },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const order = placed.body.order as {
        _id: string;
        totalAmount: number;
        deliveries: { deliveryFee: number }[];
      };
      const initiated = await callJson("/api/payment/initiate", {
        method: "POST",
        body: { orderId: order._id, amount: order.totalAmount, currency: "AED" },
      });
      expect(initiated.status).toBe(200);
      const [payment, ...others] = storedPayments(order._id);
      expect(others).toHaveLength(0);
      const session = shop.fake.sessions.get(payment!.providerReference!)!;
      expect(order.deliveries.map((delivery) => delivery.deliveryFee)).toEqual([25, 25]);
      expect(session).toMatchObject({
        amount_total: 145050 * 2 + 12000 + 2500 * 2,
        line_items: [
          { name: "Velvet Noir (Grand)", unit_amount: 145050, quantity: 1 },
          { name: "Crystal Vase (Standard)", unit_amount: 12000, quantity: 1 },
          { name: "Velvet Noir (Grand)", unit_amount: 145050, quantity: 1 },
          { name: "Delivery", unit_amount: 2500, quantity: 1 },
          { name: "Delivery", unit_amount: 2500, quantity: 1 },
        ],
      });
    });
  });

  test("opens a checkout session in AED with the order lines and return URLs; once per payment", async () => {
    const { order, payment, paymentUrl } = await orderWithCheckout();
    expect(paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_live_/);
    const session = shop.fake.sessions.get(payment.providerReference!)!;
    expect(session).toMatchObject({
      currency: "aed",
      amount_total: 145050,
      client_reference_id: order._id,
      line_items: [{ name: "Velvet Noir (Grand)", unit_amount: 145050, quantity: 1 }],
    });
    expect(session.success_url).toMatch(
      new RegExp(`/thank-you\\?order=${order._id}&key=[\\w-]{32}$`),
    );
    const again = await callJson("/api/payment/initiate", {
      method: "POST",
      body: { orderId: order._id, amount: order.totalAmount, currency: "AED" },
    });
    expect(again.body.paymentUrl).toBe(paymentUrl);
    expect(shop.fake.sessions.size).toBeGreaterThanOrEqual(1);
    expect(storedPayments(order._id)).toHaveLength(1);
  });

  test("an English order's checkout is in English; an Arabic one's follows the browser and returns to /ar", async () => {
    const english = await orderWithCheckout();
    expect(shop.fake.sessions.get(english.payment.providerReference!)!.locale).toBe("en");
    const { order, payment } = await orderWithCheckout({ language: "ar" });
    const session = shop.fake.sessions.get(payment.providerReference!)!;
    // Stripe has no Arabic page: 'auto' shows the customer's browser language among Stripe's.
    expect(session.locale).toBe("auto");
    expect(session.success_url).toMatch(
      new RegExp(`/ar/thank-you\\?order=${order._id}&key=[\\w-]{32}$`),
    );
    expect(session.cancel_url).toMatch(
      new RegExp(`/ar/pay/cancelled\\?order=${order._id}&key=[\\w-]{32}$`),
    );
  });

  test("a signed 'completed' webhook marks the order paid once, however often it arrives", async () => {
    const { order, payment } = await orderWithCheckout();
    const session = shop.fake.pay(payment.providerReference!);
    const event = completed("evt_paid_1", session);
    const first = await signedWebhook(event);
    expect(first.status).toBe(200);
    expect((await first.json()).applied).toBe(true);
    const replay = await signedWebhook(event);
    expect((await replay.json()).applied).toBe(false);
    const other = await signedWebhook(completed("evt_paid_2", session));
    expect((await other.json()).applied).toBe(false);
    const after = await statusOf(order._id);
    expect(after.status).toBe("New paid order");
    expect(
      after.statusHistory.filter((h: { to: string }) => h.to === "New paid order"),
    ).toHaveLength(1);
  });

  test("a webhook with a bad signature is a 400 and changes nothing", async () => {
    const { order, payment } = await orderWithCheckout();
    const session = shop.fake.pay(payment.providerReference!);
    const forged = await signedWebhook(completed("evt_forged", session), "whsec_wrong");
    expect(forged.status).toBe(400);
    expect((await forged.json()).error).toBe("The webhook signature is not valid.");
    const unsigned = await call("/api/payment/webhook", {
      method: "POST",
      body: JSON.stringify(completed("evt_x", session)),
    });
    expect(unsigned.status).toBe(400);
    expect((await statusOf(order._id)).status).toBe("Awaiting payment");
    expect(storedPayment(payment.id)?.state).toBe("pending");
  });

  test("without a webhook, the return page asks Stripe and settles the payment", async () => {
    const { order, payment } = await orderWithCheckout();
    const returnPage = new URL(shop.fake.sessions.get(payment.providerReference!)!.success_url);
    const early = await call(returnPage.pathname + returnPage.search);
    expect(early.status).toBe(200);
    expect((await statusOf(order._id)).status).toBe("Awaiting payment");
    expect(storedPayment(payment.id)?.state).toBe("pending");
    shop.fake.pay(payment.providerReference!);
    expect((await call(returnPage.pathname + returnPage.search)).status).toBe(200);
    expect((await statusOf(order._id)).status).toBe("New paid order");
    expect(storedPayment(payment.id)?.state).toBe("succeeded");
  });

  test("an expired session cancels the payment and leaves the order awaiting payment", async () => {
    const { order, payment } = await orderWithCheckout();
    const session = shop.fake.sessions.get(payment.providerReference!)!;
    session.status = "expired";
    const response = await signedWebhook({
      id: "evt_expired",
      object: "event",
      type: "checkout.session.expired",
      data: { object: session },
    });
    expect((await response.json()).applied).toBe(true);
    expect(storedPayment(payment.id)?.state).toBe("cancelled");
    expect((await statusOf(order._id)).status).toBe("Awaiting payment");
  });
});

describe("the admin with Stripe (no test mode)", () => {
  test("the dashboard has no test-mode notice and a Stripe-paid order is not marked 'Test payment'", async () => {
    const { order, payment } = await orderWithCheckout();
    const session = shop.fake.pay(payment.providerReference!);
    expect((await signedWebhook(completed("evt_admin_view", session))).status).toBe(200);
    const admin = await signInAsAdmin();
    const dashboard = read(await (await admin.get("/admin/dashboard")).text());
    expect(dashboard.byRole("heading", "Dashboard").tag).toBe("h1");
    // What the page shows, without its scripts (which carry the storefront's catalogue of words).
    expect(dashboard.text).not.toContain("Test mode");
    const orders = await (await admin.get(`/admin/orders?open=${order._id}`)).text();
    expect(orders).toContain(`id="order-${order._id}"`);
    expect(orders).toContain("Paid · stripe");
    expect(orders).not.toContain("Test payment");
  });
});

describe("the tax invoice", () => {
  test("is not issued before the order is paid", async () => {
    const { order, payment } = await orderWithCheckout();
    // The key the customer's links carry, as the shop gave it to Stripe for the way back.
    const cancelLink = new URL(shop.fake.sessions.get(payment.providerReference!)!.cancel_url);
    const key = cancelLink.searchParams.get("key");
    expect((await call(cancelLink.pathname + cancelLink.search)).status).toBe(302);
    expect((await call(`/invoice/${order._id}?key=${key}`)).status).toBe(409);
  });
});
