// The places orders hold on each delivery date. A paid order holds its place; an order awaiting
// payment holds one only while its payment hold runs (orders.holdUntil), and unpaid orders
// together hold at most half of a slot (availability.ts); a cancelled order holds nothing.
import { saidText } from "~/i18n/said";
import { and, between, count, eq, gt, inArray, min, ne, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { currentTime } from "~/platform/clock.server";
import { AWAITING_PAYMENT, CANCELLED } from "~/db/order-statuses";
import type { DeliverySettings } from "./delivery-settings";
import { capacityOn } from "./delivery-settings";
import { deliveryClock, currentDeliverySettings } from "./delivery-settings.server";
import {
  bookingProblem,
  type BookingProblem,
  dayAvailability,
  filledByPaid,
  NO_BOOKINGS,
  NO_HOLDS,
  roomForPaid,
  unpaidShareTaken,
  type Bookings,
  type DayAvailability,
  type Holds,
} from "./availability";
import { DELIVERY_TIMES, type DeliveryTime } from "./delivery-window";
import type { ZoneTiming } from "./zones";

type Reader = Pick<ReturnType<typeof db>, "select">;

/** Places held per date from `from` to `to` (inclusive); dates without orders are left out. */
export function holdsBetween(
  from: string,
  to: string,
  now = currentTime(),
  reader: Reader = db(),
): Map<string, Holds> {
  const unpaid = sql<number>`${orders.status} = ${AWAITING_PAYMENT}`;
  const rows = reader
    .select({
      date: orders.deliveryDate,
      time: orders.deliveryTime,
      unpaid,
      held: count(),
    })
    .from(orders)
    .where(
      and(
        between(orders.deliveryDate, from, to),
        ne(orders.status, CANCELLED),
        sql`(${orders.status} <> ${AWAITING_PAYMENT} or ${orders.holdUntil} > ${now.toISOString()})`,
      ),
    )
    .groupBy(orders.deliveryDate, orders.deliveryTime, unpaid)
    .all();
  const byDate = new Map<string, Holds>();
  for (const row of rows) {
    if (!(DELIVERY_TIMES as readonly string[]).includes(row.time)) continue;
    const day = byDate.get(row.date) ?? { paid: { ...NO_BOOKINGS }, unpaid: { ...NO_BOOKINGS } };
    day[row.unpaid ? "unpaid" : "paid"][row.time as DeliveryTime] += row.held;
    byDate.set(row.date, day);
  }
  return byDate;
}

/**
 * What each date from `from` to `to` can still take, on the settings in force (or those the
 * caller has already read), for the zone of the customer's area when one is given.
 */
export function availabilityBetween(
  from: string,
  to: string,
  now = currentTime(),
  {
    reader = db(),
    settings = currentDeliverySettings(reader),
    zone = null,
  }: { reader?: Reader; settings?: DeliverySettings; zone?: ZoneTiming | null } = {},
): DayAvailability[] {
  const clock = deliveryClock(settings);
  const holds = holdsBetween(from, to, now, reader);
  const days: DayAvailability[] = [];
  for (
    let day = DateTime.fromISO(from, { zone: "UTC" });
    day.toISODate()! <= to;
    day = day.plus({ days: 1 })
  ) {
    const date = day.toISODate()!;
    days.push(dayAvailability(date, holds.get(date) ?? NO_HOLDS, settings, now, clock, zone));
  }
  return days;
}

/** Why an order cannot have its date and time; `retryAfter` (seconds) when a hold's end frees it. */
export interface PlaceProblem extends BookingProblem {
  retryAfter?: number;
}

/**
 * Why the order cannot have this date and time now that places are counted (closed, full, or
 * the unpaid orders' share taken: until the earliest of their holds ends); null when it can.
 * Called inside the transaction that creates the order, so two customers never take the same
 * last place.
 */
export function placeProblem(
  date: string,
  time: DeliveryTime,
  now: Date,
  reader: Reader,
): PlaceProblem | null {
  const settings = currentDeliverySettings(reader);
  const holds = holdsBetween(date, date, now, reader).get(date) ?? NO_HOLDS;
  const day = dayAvailability(date, holds, settings, now, deliveryClock(settings));
  const problem = bookingProblem(date, time, day);
  if (problem) return problem;
  const waiting = unpaidShareTaken(time, capacityOn(date, settings), holds.unpaid);
  if (waiting.length === 0) return null;
  const end = earliestHoldEnd(date, waiting, now, reader);
  const retryAfter = end ? Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000)) : 1;
  return {
    field: "deliveryTime",
    message: saidText("checkout.error.placesBeingPaidFor"),
    retryAfter,
  };
}

/** When the first live hold of an unpaid order for these times on this date ends. */
function earliestHoldEnd(
  date: string,
  times: DeliveryTime[],
  now: Date,
  reader: Reader,
): Date | null {
  const [row] = reader
    .select({ end: min(orders.holdUntil) })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryDate, date),
        inArray(orders.deliveryTime, times),
        eq(orders.status, AWAITING_PAYMENT),
        gt(orders.holdUntil, now.toISOString()),
      ),
    )
    .all();
  return row?.end ? new Date(row.end) : null;
}

/** Places paid orders hold on one date. */
function paidOn(date: string, reader: Reader): Bookings {
  return holdsBetween(date, date, new Date(0), reader).get(date)?.paid ?? NO_BOOKINGS;
}

/**
 * Whether a payment for an order delivered at this date and time still finds its place: paid
 * orders alone count, so a paid order may take a place an unpaid one was holding. Called in the
 * transaction that records the payment.
 */
export function roomForPayment(date: string, time: string, reader: Reader = db()): boolean {
  if (!(DELIVERY_TIMES as readonly string[]).includes(time)) return true;
  const capacity = capacityOn(date, currentDeliverySettings(reader));
  return roomForPaid(time as DeliveryTime, capacity, paidOn(date, reader));
}

/**
 * The orders awaiting payment on this date whose slot (or whole day) paid orders have filled:
 * they can no longer be paid, so they are let go as if their hold had ended.
 */
export function unpaidOrdersCrowdedOut(date: string, reader: Reader = db()): string[] {
  const capacity = capacityOn(date, currentDeliverySettings(reader));
  const full = filledByPaid(capacity, paidOn(date, reader));
  if (full.length === 0) return [];
  return reader
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryDate, date),
        eq(orders.status, AWAITING_PAYMENT),
        inArray(orders.deliveryTime, full),
      ),
    )
    .all()
    .map((row) => row.id);
}
