// The places orders hold on each delivery date, one per delivery (an order of three gifts holds
// three). A paid order's deliveries hold their places; an order awaiting payment holds them only
// while its payment hold runs (orders.holdUntil), and unpaid orders together hold at most half of
// a slot (availability.ts); a cancelled order, or a cancelled delivery, holds nothing.
import { saidText } from "~/i18n/said";
import { sql, type SQL } from "drizzle-orm";
import { DateTime } from "luxon";
import { db } from "~/db/client.server";
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

type Reader = Pick<ReturnType<typeof db>, "select" | "all">;

/** A delivery's date and slot. */
export interface Slot {
  date: string;
  time: DeliveryTime;
}

/**
 * Every place taken or asked for: each delivery with its order's status and hold, and each order
 * without delivery rows (written straight into the table, as older scripts did) as its own one.
 */
const PLACES = sql`(
  select d.delivery_date as date, d.delivery_time as time, d.order_id as order_id,
    o.status as order_status, d.status as place_status, o.hold_until as hold_until
  from deliveries d join orders o on o.id = d.order_id
  union all
  select o.delivery_date, o.delivery_time, o.id, o.status, o.status, o.hold_until
  from orders o where not exists (select 1 from deliveries d where d.order_id = o.id)
) places`;

/** The places held at `now`: not cancelled, and an unpaid order's only while its hold runs. */
const heldAt = (now: Date): SQL =>
  sql`place_status <> ${CANCELLED} and order_status <> ${CANCELLED}
    and (order_status <> ${AWAITING_PAYMENT} or hold_until > ${now.toISOString()})`;

/** Places held per date from `from` to `to` (inclusive); dates without orders are left out. */
export function holdsBetween(
  from: string,
  to: string,
  now = currentTime(),
  reader: Reader = db(),
): Map<string, Holds> {
  const rows = reader.all<{ date: string; time: string; unpaid: number; held: number }>(
    sql`select date, time, order_status = ${AWAITING_PAYMENT} as unpaid, count(*) as held
      from ${PLACES} where date between ${from} and ${to} and ${heldAt(now)}
      group by date, time, unpaid`,
  );
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
  alsoHeld: Slot[] = [],
): PlaceProblem | null {
  const settings = currentDeliverySettings(reader);
  const holds = withUnpaid(
    holdsBetween(date, date, now, reader).get(date) ?? NO_HOLDS,
    date,
    alsoHeld,
  );
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

/** The holds with the places of an order's other gifts still being placed (unpaid, on `date`). */
function withUnpaid(holds: Holds, date: string, alsoHeld: Slot[]): Holds {
  const unpaid = { ...holds.unpaid };
  for (const slot of alsoHeld) if (slot.date === date) unpaid[slot.time] += 1;
  return { paid: holds.paid, unpaid };
}

/** When the first live hold of an unpaid order for these times on this date ends. */
function earliestHoldEnd(
  date: string,
  times: DeliveryTime[],
  now: Date,
  reader: Reader,
): Date | null {
  const [row] = reader.all<{ end: string | null }>(
    sql`select min(hold_until) as end from ${PLACES}
      where date = ${date} and time in ${times} and order_status = ${AWAITING_PAYMENT}
        and place_status <> ${CANCELLED} and hold_until > ${now.toISOString()}`,
  );
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
export function roomForPayment(
  date: string,
  time: string,
  reader: Reader = db(),
  alsoPaid: Slot[] = [],
): boolean {
  if (!(DELIVERY_TIMES as readonly string[]).includes(time)) return true;
  const capacity = capacityOn(date, currentDeliverySettings(reader));
  const paid = { ...paidOn(date, reader) };
  // The same order's other gifts, paid by the same payment, take their places first.
  for (const slot of alsoPaid) if (slot.date === date) paid[slot.time] += 1;
  return roomForPaid(time as DeliveryTime, capacity, paid);
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
    .all<{ id: string }>(
      sql`select distinct order_id as id from ${PLACES}
        where date = ${date} and order_status = ${AWAITING_PAYMENT}
          and place_status <> ${CANCELLED} and time in ${full}`,
    )
    .map((row) => row.id);
}
