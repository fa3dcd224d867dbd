// An order's payments as the admin's order views show them: the latest attempt in words, whether
// it was paid in test mode, the refunds given and what is left to refund. Read for a whole list at once.
import type { PaymentRow, RefundRow } from "~/db/schema";
import { aedDecimal, formatAed } from "~/money/money";
import { shopTime, type OrderPaymentView } from "~/orders/admin-order-view.server";
import type { Order } from "~/orders/order-reads.server";
import { paymentsOfOrders } from "./payments.server";
import { creditNotePath, leftOf, refundsOfOrders } from "./refunds.server";
import { paidInTestMode } from "./test-mode.server";

const PAYMENT_STATES: Record<string, string> = {
  pending: "Payment started, not completed",
  succeeded: "Paid",
  failed: "Payment failed",
  cancelled: "Payment cancelled",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
};

/** The latest payment attempt in words, e.g. 'Paid · demo · 12 Nov 2025, 14:03'. */
function paymentText(orderPayments: PaymentRow[], total: number): string {
  const latest = orderPayments.at(-1);
  if (!latest) return total === 0 ? "Nothing to pay" : "No payment started";
  const parts = [PAYMENT_STATES[latest.state] ?? latest.state, latest.provider];
  if (latest.confirmedAt) parts.push(shopTime(latest.confirmedAt));
  return parts.join(" · ");
}

function paymentSummary(
  orderPayments: PaymentRow[],
  given: RefundRow[],
  total: number,
): OrderPaymentView {
  const left = leftOf(orderPayments, given);
  return {
    text: paymentText(orderPayments, total),
    testPayment: paidInTestMode(orderPayments),
    refunds: given.map((refund) => ({
      creditNoteNumber: refund.creditNoteNumber,
      creditNoteHref: creditNotePath(refund),
      amount: formatAed(refund.amount),
      reason: refund.reason,
      by: refund.refundedBy,
      at: shopTime(refund.updatedAt),
    })),
    refundable: left > 0 ? { left: formatAed(left), leftAed: aedDecimal(left) } : null,
  };
}

/** One order's payment summary (the packing slip, the refund page). */
export function paymentSummaryOf(order: Order): OrderPaymentView {
  return withPaymentSummaries([order])[0]!.payment;
}

/** Each order with its payment summary, the payments read in one query (the orders page). */
export function withPaymentSummaries(
  orders: Order[],
): { order: Order; payment: OrderPaymentView }[] {
  const ids = orders.map((order) => order.id);
  const byOrder = paymentsOfOrders(ids);
  const refunds = refundsOfOrders(ids);
  return orders.map((order) => ({
    order,
    payment: paymentSummary(
      byOrder.get(order.id) ?? [],
      refunds.get(order.id) ?? [],
      order.totalAmount,
    ),
  }));
}
