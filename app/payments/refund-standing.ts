// What an order's payments say about money given back, for the customer's tracking page (orders/
// cannot read payments, so the route hands this in).
import type { PaymentRow } from "~/db/schema";
import { NO_REFUND, type RefundStanding } from "~/orders/order-tracking";

const TOOK_MONEY = ["succeeded", "partially_refunded", "refunded"];

export function refundStanding(
  payments: Pick<PaymentRow, "state" | "updatedAt" | "refundDueAt">[],
): RefundStanding {
  // Money the order could not take (a late or second payment) went back on its own: it is not a
  // refund of the order.
  const taken = payments.filter(
    (payment) => TOOK_MONEY.includes(payment.state) && !payment.refundDueAt,
  );
  const refunded = taken.filter((payment) => payment.state !== "succeeded");
  const last = refunded.at(-1);
  if (!last) return NO_REFUND;
  const whole = taken.every((payment) => payment.state === "refunded");
  return { refunded: whole ? "all" : "part", at: last.updatedAt };
}
