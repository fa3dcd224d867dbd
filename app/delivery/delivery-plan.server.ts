// The dashboard's next seven days: the places held in each slot against what it takes, so the
// florists see a full slot or a closed date before a customer meets it.
import { DateTime } from "luxon";
import { currentTime } from "~/platform/clock.server";
import { NO_HOLDS, placesCounted } from "./availability";
import { holdsBetween } from "./bookings.server";
import { capacityOn, closedDateOn, dayCapacity } from "./delivery-settings";
import { currentDeliverySettings, deliveryClock } from "./delivery-settings.server";
import { deliveryWindow, perSlot, type SlotValue } from "./delivery-window";

export const PLAN_DAYS = 7;

/** Places held against a limit; capacity null is no limit. */
export interface PlanCell {
  held: number;
  capacity: number | null;
  full: boolean;
}

export interface PlanDay {
  date: string;
  /** What customers read on a closed date; null when open. */
  closedReason: string | null;
  slots: Record<SlotValue, PlanCell>;
  /** Orders for any time of the day count against the day, not a slot. */
  anyTime: number;
  day: PlanCell;
}

const cell = (held: number, capacity: number | null): PlanCell => ({
  held,
  capacity,
  full: capacity !== null && held >= capacity,
});

/** Today (shop clock) and the six days after it. */
export function nextDaysPlan(now = currentTime()): PlanDay[] {
  const settings = currentDeliverySettings();
  const today = deliveryWindow(now, deliveryClock(settings)).today;
  const dates = Array.from({ length: PLAN_DAYS }, (_, offset) =>
    DateTime.fromISO(today, { zone: "UTC" }).plus({ days: offset }).toISODate()!,
  );
  const bookings = holdsBetween(dates[0]!, dates[PLAN_DAYS - 1]!, now);
  return dates.map((date) => {
    const holds = bookings.get(date) ?? NO_HOLDS;
    const capacity = capacityOn(date, settings);
    // Counted as customers see them: every paid order and every live unpaid one.
    const held = placesCounted(holds);
    return {
      date,
      closedReason: closedDateOn(date, settings)?.reason ?? null,
      slots: perSlot((slot) => cell(held.slots[slot], capacity[slot])),
      anyTime: holds.paid.any + holds.unpaid.any,
      day: cell(held.day, dayCapacity(capacity)),
    };
  });
}
