// The Stripe adapter and reconciliation, on the shop's own source and a local fake of Stripe's API:
// what the shop asks Stripe when no webhook came, and where a refund goes.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createItem } from "~/catalogue/items.server";
import { createOrder } from "~/orders/create-order.server";
import { getOrder } from "~/orders/order-reads.server";
import { OrderInput } from "~/orders/order-input";
import { deliverableDate } from "../../../tests/support/catalogue";
import { startFakeStripe, type FakeStripe } from "../../../tests/support/fake-stripe";
import { initiatePayment, paymentProvider, reconcilePendingPayments } from "../payments.server";

let fake: FakeStripe;
let itemId = "";

beforeAll(async () => {
  fake = await startFakeStripe();
  // Read once, at the first use of the shop's settings below.
  process.env.PAYMENT_PROVIDER = "stripe";
  process.env.STRIPE_SECRET_KEY = "sk_test_fake";
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_test_secret";
  process.env.STRIPE_API_URL = fake.url;
  const image = new Uint8Array(
    await sharp({ create: { width: 8, height: 10, channels: 3, background: "#e9d3cc" } })
      .png()
      .toBuffer(),
  );
  itemId = (await createItem({ title: "Velvet Noir", price: 145_050, ingredients: [] }, { image }))
    .id;
});

afterAll(() => fake.close());

async function orderWithCheckout() {
  const { order } = createOrder(
    OrderInput.parse({
      customerName: "Layla Haddad",
      email: "layla@example.com",
      phone: "050 123 4567",
      address: "Villa 12, Al Wasl Road, Jumeirah 2, Dubai",
      items: [{ itemId, price: 1450.5 }],
      totalAmount: 1450.5,
      deliveryDate: deliverableDate(),
      deliveryTime: "evening",
    }),
  );
  const { payment } = await initiatePayment(
    { orderId: order.id, amount: 145_050, currency: "AED" },
    "http://shop.test",
  );
  return { order, payment };
}

describe("Stripe Checkout without a webhook", () => {
  test("reconciliation asks Stripe about a payment nobody reported and settles it", async () => {
    const { order, payment } = await orderWithCheckout();
    expect(await paymentProvider("stripe").fetchStatus(payment)).toBe("pending");
    fake.pay(payment.providerReference!);
    await reconcilePendingPayments(new Date(Date.now() + 2 * 60 * 1000));
    expect(getOrder(order.id).status).toBe("New paid order");
  });

  test("refunds go to the session's payment intent", async () => {
    const { payment } = await orderWithCheckout();
    const session = fake.pay(payment.providerReference!);
    await paymentProvider("stripe").refund(payment);
    expect(fake.refunds.at(-1)).toEqual({ payment_intent: session.payment_intent });
  });
});
