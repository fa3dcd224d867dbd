// Payment holds that end by themselves. An order awaiting payment is cancelled when its hold ends
// ('Payment not completed'), or as soon as paid orders fill its slot; its checkout is then closed
// at the provider (Stripe's session expired, the demo checkout closed), so the customer can no
// longer pay for a place the shop has let go. Money that arrives all the same is refunded by
// the path for money an order cannot take (payments.server.ts).
import { and, eq, exists, like } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders, orderStatusHistory, payments } from "~/db/schema";
import { roomForPayment, unpaidOrdersCrowdedOut } from "~/delivery/bookings.server";
import {
  armHoldTimer,
  endedHolds,
  endHold,
  HOLDS_JOB,
  PAYMENT_NOT_COMPLETED,
  releaseHold,
} from "~/orders/payment-holds.server";
import { AWAITING_PAYMENT } from "~/orders/statuses";
import { currentTime } from "~/platform/clock.server";
import { log } from "~/platform/log.server";
import { nudge } from "~/platform/scheduler.server";
import { paymentProvider, refreshPayment } from "./payments.server";

/** The history note of an unpaid order let go because paid orders filled its slot. */
export const CROWDED_OUT = `${PAYMENT_NOT_COMPLETED}: paid orders have filled its delivery slot`;

/** Seconds between the job's passes: the safety net after a restart; a timer ends holds on time. */
export const HOLDS_EVERY_SECONDS = 15;

/**
 * Closes, at their provider, the checkouts still open for orders let go unpaid (their history
 * says 'Payment not completed'), and records what the provider then says: closed (the payment is
 * cancelled) or paid meanwhile (refunded). Read from the database, so a restart loses none.
 */
async function closeCheckoutsOfOrdersLetGo(): Promise<void> {
  const letGo = db()
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .where(
      and(
        eq(orderStatusHistory.orderId, orders.id),
        eq(orderStatusHistory.toStatus, "Cancelled"),
        like(orderStatusHistory.note, `${PAYMENT_NOT_COMPLETED}%`),
      ),
    );
  const open = db()
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.state, "pending"), eq(orders.status, "Cancelled"), exists(letGo)))
    .all()
    .map((row) => row.payment)
    // A checkout still being opened has no reference yet: the next pass closes it.
    .filter((payment) => payment.providerReference !== null);
  for (const payment of open) {
    try {
      await paymentProvider(payment.provider).expireSession(payment);
    } catch (error) {
      log.info(
        { err: error, paymentId: payment.id },
        "the provider did not close a checkout; asking it what became of it",
      );
    }
    try {
      await refreshPayment(payment);
    } catch (error) {
      log.warn({ err: error, paymentId: payment.id }, "could not settle a closed checkout");
    }
  }
}

/**
 * One pass of the hold job: cancels every order awaiting payment whose hold has ended, closes
 * the checkouts of the orders let go, and arms the timer for the next hold's end.
 */
export async function endPaymentHolds(now = currentTime()): Promise<number> {
  let ended = 0;
  for (const orderId of endedHolds(now)) {
    if (endHold(orderId, PAYMENT_NOT_COMPLETED)) ended += 1;
  }
  if (ended > 0) log.info({ ended }, "payment holds ended");
  await closeCheckoutsOfOrdersLetGo();
  armHoldTimer();
  return ended;
}

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
