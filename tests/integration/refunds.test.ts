// Refunds through the JSON API against a local fake of Stripe's API: a part, then the rest, with
// the amounts and idempotency keys Stripe receives, revenue, the order's status and payment, and
// the tax credit note behind the customer's key. (The rule itself, the demo provider and a burst
// at once: app/payments/refunds.server.test.ts.)
import { describe, expect, test } from "vitest";
import { call, callJson } from "../support/shop";
import { shopOnFakeStripe } from "../support/stripe-shop";
import { orderFor } from "../support/catalogue";
import { readRows } from "../support/database";
import { signedEvent } from "../support/fake-stripe";
import { storedPayments } from "../support/payments";

const shop = shopOnFakeStripe({
  title: "Velvet Noir",
  sizes: [{ sizeName: "Grand", price: 1050 }],
});

/** An order paid through Stripe Checkout, confirmed by a signed webhook. */
async function aPaidOrder() {
  const placed = await callJson("/api/orders", { method: "POST", body: orderFor(shop.item) });
  const order = placed.body.order as { _id: string; orderNumber: string; totalAmount: number };
  expect(placed.body.order.payment).toBeNull();
  await callJson("/api/payment/initiate", {
    method: "POST",
    body: { orderId: order._id, amount: order.totalAmount, currency: "AED" },
  });
  const payment = storedPayments(order._id)[0]!;
  const session = shop.fake.pay(payment.providerReference!);
  const paid = await call(
    "/api/payment/webhook",
    signedEvent(`evt_${payment.id}`, "checkout.session.completed", session),
  );
  expect(paid.status).toBe(200);
  // The key the customer's links carry, as the shop gave it to Stripe for the way back.
  const key = new URL(session.success_url).searchParams.get("key")!;
  return { order, intent: session.payment_intent!, key };
}

const refund = (orderId: string, body: unknown) =>
  callJson(`/api/orders/${orderId}/refund`, { method: "POST", token: shop.token, body });

const revenue = async () =>
  (await callJson("/api/admin/stats", { token: shop.token })).body.revenue as number;

interface StoredRefund {
  id: string;
  creditNoteNumber: string;
}

const storedRefunds = (orderId: string) =>
  readRows<StoredRefund>(
    "select id, credit_note_number as creditNoteNumber from refunds where order_id = ? order by sequence",
    orderId,
  );

describe("POST /api/orders/{id}/refund with Stripe", () => {
  test("a part, then the rest: Stripe is asked once each, revenue drops, the order is Cancelled", async () => {
    const { order, intent, key } = await aPaidOrder();
    expect(
      (await callJson(`/api/orders/${order._id}`, { token: shop.token })).body.payment,
    ).toEqual({
      provider: "stripe",
      state: "succeeded",
      amount: 1050,
      refunded: 0,
      test: false,
    });
    const before = await revenue();

    const part = await refund(order._id, { amount: 150, reason: "damaged stems" });
    expect(part.status).toBe(200);
    expect(part.body.order.payment).toMatchObject({
      state: "partially_refunded",
      amount: 1050,
      refunded: 150,
    });
    expect(part.body.order.status).toBe("New paid order");
    const [first] = storedRefunds(order._id);
    expect(part.body.order.statusHistory.at(-1)).toMatchObject({
      by: process.env.ADMIN_USERNAME,
      note: `Refunded AED 150 (${first!.creditNoteNumber}): damaged stems`,
    });
    expect(shop.fake.refunds.filter((r) => r.payment_intent === intent)).toEqual([
      { id: expect.any(String), payment_intent: intent, amount: 15_000, idempotencyKey: first!.id },
    ]);
    expect(await revenue()).toBe(before - 150);

    const rest = await refund(order._id, {});
    expect(rest.status).toBe(200);
    expect(rest.body.order).toMatchObject({
      status: "Cancelled",
      payment: { state: "refunded", refunded: 1050 },
    });
    const [, second] = storedRefunds(order._id);
    expect(
      shop.fake.refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount),
    ).toEqual([15_000, 90_000]);
    expect(shop.fake.refunds.at(-1)?.idempotencyKey).toBe(second!.id);
    // Cancelled, it no longer counts at all: its whole total has left revenue.
    expect(await revenue()).toBe(before - 1050);

    const again = await refund(order._id, { amount: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(
      `Order ${order.orderNumber} has been refunded in full: nothing is left to refund.`,
    );
    expect(shop.fake.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(2);

    const listed = (await callJson("/api/orders?limit=1000", { token: shop.token })).body as {
      _id: string;
      payment: unknown;
    }[];
    expect(listed.find((o) => o._id === order._id)?.payment).toMatchObject({ refunded: 1050 });
    // The invoice the credit notes refer to still stands, though the order is Cancelled.
    expect((await call(`/invoice/${order._id}?key=${key}`)).status).toBe(200);

    const note = await call(`/credit-note/${first!.id}?key=${key}`);
    expect(note.status).toBe(200);
    const page = await note.text();
    expect(page).toContain("Tax Credit Note");
    expect(page).toContain(`No. ${first!.creditNoteNumber}`);
    expect(page).toContain(`Against tax invoice INV-${order.orderNumber.slice(3)}`);
    // AED 150 with VAT inside: 142.86 without it and 7.14 of VAT at 5 %.
    expect(page).toContain("AED 142.86");
    expect(page).toContain("AED 7.14");
    expect(page).toContain("Reason: damaged stems");
    // In the Arabic line the English reason stands apart, its own full stop at its own end.
    expect(page).toContain("السبب: \u2068damaged stems\u2069");
    expect((await call(`/credit-note/${first!.id}`)).status).toBe(404);
    expect((await call(`/credit-note/${first!.id}?key=${"x".repeat(32)}`)).status).toBe(404);
  });

  test("an amount over what is left is a 400 on amount; a bad amount too; nothing is sent", async () => {
    const { order } = await aPaidOrder();
    const sent = shop.fake.refunds.length;
    const over = await refund(order._id, { amount: 1050.01 });
    expect(over.status).toBe(400);
    expect(over.body.issues.amount).toEqual(["At most AED 1,050 is left to refund on this order."]);
    for (const amount of [0, -5, "ten", 1.001]) {
      expect((await refund(order._id, { amount })).status).toBe(400);
    }
    expect(shop.fake.refunds.length).toBe(sent);
  });

  test("Stripe refusing the refund is a 502 that counts nothing; the next try gives it back", async () => {
    const { order, intent } = await aPaidOrder();
    shop.fake.refundFailure = true;
    try {
      const refused = await refund(order._id, { amount: 50 });
      expect(refused.status).toBe(502);
      expect(refused.body.error).toBe(
        "The refund could not be made through stripe: nothing was refunded. Please try again.",
      );
    } finally {
      shop.fake.refundFailure = false;
    }
    const after = (await callJson(`/api/orders/${order._id}`, { token: shop.token })).body;
    expect(after.payment).toMatchObject({ state: "succeeded", refunded: 0 });
    expect(after.statusHistory.some((h: { note?: string }) => h.note?.startsWith("Refunded"))).toBe(
      false,
    );
    const retry = await refund(order._id, {});
    expect(retry.status).toBe(200);
    expect(retry.body.order.payment).toMatchObject({ state: "refunded", refunded: 1050 });
    expect(
      shop.fake.refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount),
    ).toEqual([105_000]);
  });

  test("never paid: 409; unknown order: 404; without a token: 401", async () => {
    const placed = await callJson("/api/orders", { method: "POST", body: orderFor(shop.item) });
    const unpaid = await refund(placed.body.order._id, {});
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error).toBe(
      `Order ${placed.body.order.orderNumber} was never paid: there is nothing to refund.`,
    );
    expect((await refund("0123456789abcdef01234567", {})).status).toBe(404);
    const anonymous = await callJson(`/api/orders/${placed.body.order._id}/refund`, {
      method: "POST",
      body: {},
    });
    expect(anonymous.status).toBe(401);
  });
});
