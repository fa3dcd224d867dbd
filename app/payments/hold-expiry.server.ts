// Places and payments meeting: in the transaction that records a payment, an order whose slot
// paid orders have filled (any of its deliveries') is let go (its money refunded as money an order cannot take), and a
// paid order's place becomes its own, letting go the unpaid orders it crowds out. The hold job
// (hold-job.server.ts) then closes their checkouts at the provider.
import { db } from "~/db/client.server";
import { roomForPayment, unpaidOrdersCrowdedOut, type Slot } from "~/delivery/bookings.server";
import type { DeliveryTime } from "~/delivery/delivery-window";
import { findOrder } from "~/orders/order-reads.server";
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
  const order = findOrder(orderId);
  if (!order || order.status !== AWAITING_PAYMENT) return false;
  // Every gift needs its place among the paid ones, the order's earlier gifts counted first.
  const paid: Slot[] = [];
  const room = order.deliveries.every((delivery) => {
    const slot = { date: delivery.deliveryDate, time: delivery.deliveryTime as DeliveryTime };
    const fits = roomForPayment(slot.date, slot.time, db(), paid);
    paid.push(slot);
    return fits;
  });
  if (room) return false;
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
  const order = findOrder(orderId);
  if (!order) return;
  const dates = new Set(order.deliveries.map((delivery) => delivery.deliveryDate));
  const crowded = new Set([...dates].flatMap((date) => unpaidOrdersCrowdedOut(date)));
  const letGo = [...crowded].filter((id) => endHold(id, CROWDED_OUT));
  // After the caller's transaction: the pass must not run inside it.
  if (letGo.length > 0) setImmediate(() => void nudge(HOLDS_JOB));
}
