// While the demo provider takes the payments the shop is in test mode — no card
// is charged — and the admin must never mistake an order paid that way for real money.
import { env } from "~/platform/env.server";
import type { PaymentRow } from "~/db/schema";
import { demoProvider } from "./providers/demo.server";

/** Payments are simulated: PAYMENT_PROVIDER is `demo` (the default). */
export const inTestMode = (): boolean => env().PAYMENT_PROVIDER === demoProvider.name;

const PAID = new Set(["succeeded", "refunded", "partially_refunded"]);

/**
 * The order was paid through the demo provider: nothing was charged. Told by the payment's own
 * provider, so such an order stays marked after the shop switches to a real provider.
 */
export const paidInTestMode = (orderPayments: Pick<PaymentRow, "provider" | "state">[]): boolean =>
  orderPayments.some(
    (payment) => payment.provider === demoProvider.name && PAID.has(payment.state),
  );
