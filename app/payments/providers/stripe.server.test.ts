// The Stripe adapter and reconciliation, on the shop's own source and a local fake of Stripe's API:
// what the shop asks Stripe when no webhook came, and where a refund goes.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createItem } from "~/catalogue/item-writes.server";
import { getOrder } from "~/orders/order-reads.server";
import { aPicture, anOrderAwaitingPayment } from "../../../tests/support/domain-rows";
import { startFakeStripe, type FakeStripe } from "../../../tests/support/fake-stripe";
import { paymentProvider } from "../payments.server";
import { reconcilePendingPayments } from "../reconcile.server";
import { sessionExpiry } from "./stripe.server";

let fake: FakeStripe;
let itemId = "";

beforeAll(async () => {
  fake = await startFakeStripe();
  // Read once, at the first use of the shop's settings below.
  Object.assign(process.env, fake.shopSettings);
  const image = await aPicture();
  itemId = (await createItem({ title: "Velvet Noir", price: 145_050, ingredients: [] }, { image }))
    .id;
});

afterAll(() => fake.close());

const orderWithCheckout = () => anOrderAwaitingPayment(itemId, 1450.5);

describe("Stripe Checkout without a webhook", () => {
  test("reconciliation asks Stripe about a payment nobody reported and settles it", async () => {
    const { order, payment } = await orderWithCheckout();
    expect(await paymentProvider("stripe").fetchStatus(payment)).toBe("pending");
    fake.pay(payment.providerReference!);
    await reconcilePendingPayments(new Date(Date.now() + 2 * 60 * 1000));
    expect(getOrder(order.id).status).toBe("new_paid");
  });

  test("refunds go to the session's payment intent", async () => {
    const { payment } = await orderWithCheckout();
    const session = fake.pay(payment.providerReference!);
    const id = await paymentProvider("stripe").refund(payment, 60_000, "refund-key-1");
    expect(fake.refunds.at(-1)).toEqual({
      id,
      payment_intent: session.payment_intent,
      amount: 60_000,
      idempotencyKey: "refund-key-1",
    });
  });

  test("a refund asked twice with the same idempotency key is given once", async () => {
    const { payment } = await orderWithCheckout();
    fake.pay(payment.providerReference!);
    const stripe = paymentProvider("stripe");
    const first = await stripe.refund(payment, 20_000, "refund-key-2");
    const again = await stripe.refund(payment, 20_000, "refund-key-2");
    expect(again).toBe(first);
    expect(fake.refunds.filter((refund) => refund.idempotencyKey === "refund-key-2")).toHaveLength(
      1,
    );
  });
});

describe("the session's expiry follows the order's payment hold", () => {
  test("expires_at is the hold's end, moved into the 30 minutes to 24 hours Stripe takes", () => {
    const now = new Date("2027-02-10T08:00:00.000Z");
    const nowS = now.getTime() / 1000;
    const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    expect(sessionExpiry(later(45), now)).toBe(nowS + 45 * 60);
    // Shorter holds get Stripe's shortest with a minute of margin; the shop expires them sooner.
    expect(sessionExpiry(later(0.05), now)).toBe(nowS + 31 * 60);
    expect(sessionExpiry(later(30), now)).toBe(nowS + 31 * 60);
    expect(sessionExpiry(later(3 * 24 * 60), now)).toBe(nowS + 24 * 60 * 60 - 60);
  });

  test("the session is created with it, and closed at Stripe when asked", async () => {
    const { order, payment } = await orderWithCheckout();
    const session = fake.sessions.get(payment.providerReference!)!;
    const expected = sessionExpiry(new Date(order.holdUntil!), new Date());
    expect(Math.abs(session.expires_at - expected)).toBeLessThanOrEqual(2);
    await paymentProvider("stripe").expireSession(payment);
    expect(session.status).toBe("expired");
    expect(await paymentProvider("stripe").fetchStatus(payment)).toBe("cancelled");
    // Once closed it cannot be closed again: Stripe refuses, and says what became of it.
    await expect(paymentProvider("stripe").expireSession(payment)).rejects.toThrow();
  });
});
