// The places orders hold on each delivery date. Every order holds one, except a cancelled one and
// one left 'Awaiting payment' for more than 30 minutes (abandoned at the payment page).
import { and, between, count, gte, ne, or } from "drizzle-orm";
import { DateTime } from "luxon";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { currentTime } from "~/platform/clock.server";
import { AWAITING_PAYMENT } from "~/orders/statuses";
import type { DeliverySettings } from "./delivery-settings";
import { deliveryClock, currentDeliverySettings } from "./delivery-settings.server";
import {
  bookingProblem,
  dayAvailability,
  NO_BOOKINGS,
  type Bookings,
  type DayAvailability,
} from "./availability";
import { DELIVERY_TIMES, type DeliveryTime } from "./delivery-window";

export const ABANDONED_AFTER_MINUTES = 30;

type Reader = Pick<ReturnType<typeof db>, "select">;

/** Places held per date from `from` to `to` (inclusive); dates without orders are left out. */
export function bookingsBetween(
  from: string,
  to: string,
  now = currentTime(),
  reader: Reader = db(),
): Map<string, Bookings> {
  const abandonedBefore = new Date(now.getTime() - ABANDONED_AFTER_MINUTES * 60_000).toISOString();
  const rows = reader
    .select({ date: orders.deliveryDate, time: orders.deliveryTime, held: count() })
    .from(orders)
    .where(
      and(
        between(orders.deliveryDate, from, to),
        ne(orders.status, "Cancelled"),
        or(ne(orders.status, AWAITING_PAYMENT), gte(orders.createdAt, abandonedBefore)),
      ),
    )
    .groupBy(orders.deliveryDate, orders.deliveryTime)
    .all();
  const byDate = new Map<string, Bookings>();
  for (const row of rows) {
    if (!(DELIVERY_TIMES as readonly string[]).includes(row.time)) continue;
    const day = byDate.get(row.date) ?? { ...NO_BOOKINGS };
    day[row.time as DeliveryTime] += row.held;
    byDate.set(row.date, day);
  }
  return byDate;
}

/**
 * What each date from `from` to `to` can still take, on the settings in force (or those the
 * caller has already read).
 */
export function availabilityBetween(
  from: string,
  to: string,
  now = currentTime(),
  {
    reader = db(),
    settings = currentDeliverySettings(reader),
  }: { reader?: Reader; settings?: DeliverySettings } = {},
): DayAvailability[] {
  const clock = deliveryClock(settings);
  const bookings = bookingsBetween(from, to, now, reader);
  const days: DayAvailability[] = [];
  for (
    let day = DateTime.fromISO(from, { zone: "UTC" });
    day.toISODate()! <= to;
    day = day.plus({ days: 1 })
  ) {
    const date = day.toISODate()!;
    days.push(dayAvailability(date, bookings.get(date) ?? NO_BOOKINGS, settings, now, clock));
  }
  return days;
}

/**
 * Why the order cannot have this date and time now that places are counted (closed, full); null
 * when it can. Called inside the transaction that creates the order, so two customers never
 * take the same last place.
 */
export function placeProblem(
  date: string,
  time: DeliveryTime,
  now: Date,
  reader: Reader,
): ReturnType<typeof bookingProblem> {
  const [day] = availabilityBetween(date, date, now, { reader });
  return day ? bookingProblem(date, time, day) : null;
}
