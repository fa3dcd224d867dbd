// Whether an order has a completed payment the shop keeps: one that succeeded (or was refunded in
// part) and is not money the order could not take, on its way back. What an admin may move an
// order to without it is the orders' rule (markingPaidByHand); this is the payments' answer.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { payments } from "~/db/schema";
import type { CompletedPayment } from "~/orders/status-changes.server";

export const hasCompletedPayment: CompletedPayment = (orderId, reader) =>
  reader
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.state, ["succeeded", "partially_refunded"]),
        isNull(payments.refundDueAt),
      ),
    )
    .get() !== undefined;
