// The demo provider's hosted page, as the shop's routes see it.
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { demoCheckouts } from "~/db/schema";
import { findOrder, type Order } from "~/orders/order-reads.server";
import { env } from "~/platform/env.server";
import { ShopError } from "~/platform/errors";
import { applyProviderEvent, findPayment } from "./payments.server";
import { decideDemoCheckout, EXPIRED } from "./providers/demo.server";

export interface DemoCheckout {
  paymentId: string;
  state: string;
  amount: number;
  order: Order;
  /** The order's time to pay ran out: the checkout was closed and can no longer be paid. */
  timeRanOut: boolean;
}

/**
 * The demo page exists only while the shop runs in demo mode: after the switch to a real provider,
 * a test payment begun before can no longer be "paid" here (it is not found, 404).
 */
export function demoCheckout(paymentId: string): DemoCheckout {
  if (env().PAYMENT_PROVIDER !== "demo") {
    throw new ShopError("not-found", "This test payment does not exist.");
  }
  const payment = findPayment(paymentId);
  const order = payment && payment.provider === "demo" ? findOrder(payment.orderId) : null;
  if (!payment || !order) throw new ShopError("not-found", "This test payment does not exist.");
  const checkout = db()
    .select({ state: demoCheckouts.state })
    .from(demoCheckouts)
    .where(eq(demoCheckouts.paymentId, payment.id))
    .get();
  return {
    paymentId: payment.id,
    state: payment.state,
    amount: payment.amount,
    order,
    timeRanOut: checkout?.state === EXPIRED,
  };
}

/**
 * 'Pay now' or 'Cancel payment' on the demo page: the provider records the customer's choice and
 * tells the shop through the same path a real provider's webhook takes.
 */
export function decideOnDemoPage(paymentId: string, choice: "pay" | "cancel"): DemoCheckout {
  const checkout = demoCheckout(paymentId);
  const event = decideDemoCheckout(paymentId, choice === "pay" ? "succeeded" : "cancelled");
  if (event) applyProviderEvent(event);
  return demoCheckout(checkout.paymentId);
}
