// While no card can be charged the shop is in test mode: the demo provider takes the payments, or
// Stripe does with a test key (its test mode). Customers are told, and the admin must never
// mistake an order paid that way for real money.
import { env } from "~/platform/env.server";
import type { PaymentRow } from "~/db/schema";
import { isStripeTestKey } from "~/platform/server-settings.server";
import { demoProvider } from "./providers/demo.server";

export { isStripeTestKey };

/** Stripe's Checkout Sessions of its test mode are named so (`cs_live_…` otherwise). */
const STRIPE_TEST_SESSION = "cs_test_";

export type TestModeCause = "demo" | "stripe-test-key";

/** Why no card can be charged (PAYMENT_PROVIDER is `demo`, or Stripe has a test key); null when one can. */
export function testModeCause(): TestModeCause | null {
  const { PAYMENT_PROVIDER, STRIPE_SECRET_KEY } = env();
  if (PAYMENT_PROVIDER === demoProvider.name) return "demo";
  if (PAYMENT_PROVIDER === "stripe" && isStripeTestKey(STRIPE_SECRET_KEY)) return "stripe-test-key";
  return null;
}

/** No card can be charged: the shop is in test mode. */
export const inTestMode = (): boolean => testModeCause() !== null;

/**
 * The payment charged no card: made through the demo provider, or in Stripe's test mode. Told by
 * the payment itself, so it stays marked after the shop switches to a live key.
 */
export const isTestPayment = (payment: Pick<PaymentRow, "provider" | "providerReference">) =>
  payment.provider === demoProvider.name ||
  (payment.provider === "stripe" &&
    (payment.providerReference?.startsWith(STRIPE_TEST_SESSION) ?? false));

const PAID = new Set(["succeeded", "refunded", "partially_refunded"]);

/** The order was paid in test mode: nothing was charged. */
export const paidInTestMode = (
  orderPayments: Pick<PaymentRow, "provider" | "providerReference" | "state">[],
): boolean => orderPayments.some((payment) => isTestPayment(payment) && PAID.has(payment.state));
