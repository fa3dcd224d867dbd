// Places and payments meeting: in the transaction that records a payment, an order whose slot
// paid orders have filled is let go (its money refunded as money an order cannot take), and a
// paid order's place becomes its own, letting go the unpaid orders it crowds out. The hold job
// (hold-job.server.ts) then closes their checkouts at the provider.
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { roomForPayment, unpaidOrdersCrowdedOut } from "~/delivery/bookings.server";
import {
  endHold,
  HOLDS_JOB,
  PAYMENT_NOT_COMPLETED,
  releaseHold,
} from "~/orders/payment-holds.server";
import { AWAITING_PAYMENT } from "~/db/order-statuses";
import { nudge } from "~/platform/scheduler.server";

/** The history note of an unpaid order let go because paid orders filled its slot. */
export const CROWDED_OUT = `${PAYMENT_NOT_COMPLETED}: paid orders have filled its delivery slot`;

/**
 * In the transaction that records a successful payment: whether its order has lost its place
 * because paid orders filled its slot first. Such an order is let go (cancelled) here, so the
 * payment is refunded as money an order cannot take, and the slot is never overbooked.
 */
export function crowdedOutOnPayment(orderId: string, by: string): boolean {
  const order = db()
    .select({ status: orders.status, date: orders.deliveryDate, time: orders.deliveryTime })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get();
  if (!order || order.status !== AWAITING_PAYMENT) return false;
  if (roomForPayment(order.date, order.time)) return false;
  endHold(orderId, CROWDED_OUT, by);
  return true;
}

/**
 * In the same transaction, once the order is paid: its place is its own for good, and when its
 * slot is now full of paid orders the unpaid orders still waiting for it are let go, their
 * checkouts closed by the hold job straight after.
 */
export function placeTaken(orderId: string): void {
  releaseHold(orderId);
  const order = db()
    .select({ date: orders.deliveryDate })
    .from(orders)
    .where(eq(orders.id, orderId))
    .get();
  if (!order) return;
  const letGo = unpaidOrdersCrowdedOut(order.date).filter((id) => endHold(id, CROWDED_OUT));
  // After the caller's transaction: the pass must not run inside it.
  if (letGo.length > 0) setImmediate(() => void nudge(HOLDS_JOB));
}
