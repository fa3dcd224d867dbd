// An order's payments as the admin's order views show them: the latest attempt in words, and
// whether it was paid in test mode. Read for a whole list at once.
import type { PaymentRow } from "~/db/schema";
import { shopTime, type OrderPaymentView } from "~/orders/admin-order-view.server";
import type { Order } from "~/orders/order-reads.server";
import { paymentsOfOrder, paymentsOfOrders } from "./payments.server";
import { paidInTestMode } from "./test-mode.server";

const PAYMENT_STATES: Record<string, string> = {
  pending: "Payment started, not completed",
  succeeded: "Paid",
  failed: "Payment failed",
  cancelled: "Payment cancelled",
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

function paymentSummary(orderPayments: PaymentRow[], total: number): OrderPaymentView {
  return { text: paymentText(orderPayments, total), testPayment: paidInTestMode(orderPayments) };
}

/** One order's payment summary (the packing slip). */
export function paymentSummaryOf(order: Order): OrderPaymentView {
  return paymentSummary(paymentsOfOrder(order.id), order.totalAmount);
}

/** Each order with its payment summary, the payments read in one query (the orders page). */
export function withPaymentSummaries(
  orders: Order[],
): { order: Order; payment: OrderPaymentView }[] {
  const byOrder = paymentsOfOrders(orders.map((order) => order.id));
  return orders.map((order) => ({
    order,
    payment: paymentSummary(byOrder.get(order.id) ?? [], order.totalAmount),
  }));
}
