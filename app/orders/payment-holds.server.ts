// An order awaiting payment holds its delivery place for PAYMENT_HOLD_MINUTES; then it is
// cancelled by itself ('Payment not completed') and the place is free again. The scheduled job
// (payments/hold-expiry) ends holds from the database's state; a one-shot timer at the earliest
// hold's end makes a short hold end on time between its periodic passes.
import { and, asc, eq, gt, lte } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { currentTime } from "~/platform/clock.server";
import { env } from "~/platform/env.server";
import { nudge } from "~/platform/scheduler.server";
import { recordStatusChange } from "./status-changes.server";
import { AWAITING_PAYMENT } from "~/db/order-statuses";

/** The scheduled job that ends payment holds (started in boot.server.ts). */
export const HOLDS_JOB = "payment-holds";

/** The history note of an order whose time to pay ran out. */
export const PAYMENT_NOT_COMPLETED = "Payment not completed";

/** When a hold that starts now ends. */
export function holdEndFrom(now: Date): Date {
  return new Date(now.getTime() + env().PAYMENT_HOLD_MINUTES * 60_000);
}

/** Orders still awaiting payment whose hold has ended, oldest hold first. */
export function endedHolds(now = currentTime()): string[] {
  return db()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, AWAITING_PAYMENT), lte(orders.holdUntil, now.toISOString())))
    .orderBy(asc(orders.holdUntil))
    .all()
    .map((row) => row.id);
}

/**
 * Cancels an order still awaiting payment, its place let go, with `note` in its history; true
 * when this call cancelled it (a paid or already cancelled order is left as it is). No email:
 * the customer never paid, and the status emails tell only of a delivery on its way or done.
 */
export function endHold(orderId: string, note: string, by = "system", now = currentTime()) {
  return db().transaction(
    (tx) => {
      const at = now.toISOString();
      const ended = tx
        .update(orders)
        .set({ status: "cancelled", holdUntil: null, updatedAt: at })
        .where(and(eq(orders.id, orderId), eq(orders.status, AWAITING_PAYMENT)))
        .run().changes;
      if (ended === 0) return false;
      recordStatusChange(tx, {
        orderId,
        from: AWAITING_PAYMENT,
        to: "cancelled",
        by,
        at,
        note,
      });
      return true;
    },
    { behavior: "immediate" },
  );
}

/** A paid order holds its place for good: nothing is held for payment any more. */
export function releaseHold(orderId: string): void {
  db().update(orders).set({ holdUntil: null }).where(eq(orders.id, orderId)).run();
}

// Never armed further ahead than this: a timer's delay is a 32-bit number of milliseconds, and
// the periodic pass ends any hold the timer missed.
const LONGEST_WAIT_MS = 60 * 60_000;
// A hold has ended once the clock has passed it: the pass runs just after.
const AFTER_END_MS = 25;

let timer: { at: number; handle: NodeJS.Timeout } | null = null;

/**
 * Arms a one-shot timer for the end of the earliest live hold (a new order, a pass that ended
 * some): the hold job runs then, so a hold ends on time rather than at the next periodic pass.
 */
export function armHoldTimer(now = currentTime()): void {
  const next = db()
    .select({ holdUntil: orders.holdUntil })
    .from(orders)
    .where(and(eq(orders.status, AWAITING_PAYMENT), gt(orders.holdUntil, now.toISOString())))
    .orderBy(asc(orders.holdUntil))
    .limit(1)
    .get()?.holdUntil;
  if (!next) return;
  const at = new Date(next).getTime();
  if (timer && timer.at <= at && timer.at > now.getTime()) return;
  if (timer) clearTimeout(timer.handle);
  const wait = Math.min(LONGEST_WAIT_MS, at - now.getTime() + AFTER_END_MS);
  const handle = setTimeout(() => {
    timer = null;
    void nudge(HOLDS_JOB);
  }, wait);
  handle.unref();
  timer = { at, handle };
}
