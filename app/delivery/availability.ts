// Which dates and slots can still take an order. Pure: the caller passes the
// places already held, the settings and the moment, so the API, the item page and the order's
// own check inside its transaction all answer alike.
//
// Every order holds its place, paid or still awaiting payment (while its hold runs), so a slot
// never takes more orders than it has places and no one pays for a place that is gone. Unpaid
// orders together hold at most half of a slot's (and a day's) places, at least one, so orders
// never paid can never book out a date: the other half waits for customers who pay.
import { said, saidText } from "~/i18n/said";
import { DateTime } from "luxon";
import {
  capacityOn,
  closedDateOn,
  dayCapacity,
  type DeliverySettings,
  type SlotCapacity,
} from "./delivery-settings";
import {
  DELIVERY_SLOTS,
  DELIVERY_TIMES,
  deliveryTimeLabel,
  deliveryWindow,
  isRealDate,
  perDeliveryTime,
  perSlot,
  slotsOffered,
  type DeliveryTime,
  type ShopClock,
  type SlotValue,
} from "./delivery-window";
import { earliestDate, TOO_SOON_FOR_AREA, type ZoneTiming } from "./zones";

/** Places held on one date, per slot and for orders delivered at any time of the day. */
export type Bookings = Record<DeliveryTime, number>;

export const NO_BOOKINGS: Bookings = perDeliveryTime(() => 0);

/** A date's places held by paid orders and by orders whose payment hold is still running. */
export interface Holds {
  paid: Bookings;
  unpaid: Bookings;
}

export const NO_HOLDS: Holds = { paid: NO_BOOKINGS, unpaid: NO_BOOKINGS };

/** Paid holds only: what a date holds for a rule that counts paid orders alone. */
export const paidOnly = (paid: Bookings): Holds => ({ paid, unpaid: NO_BOOKINGS });

/** The most places unpaid orders may hold together out of a capacity: half, at least one. */
export const unpaidShare = (capacity: number): number => Math.max(1, Math.floor(capacity / 2));

/** Places held on a date, paid and unpaid together: per slot, and for the whole day. */
export function placesCounted(holds: Holds) {
  return {
    slots: perSlot((slot) => holds.paid[slot] + holds.unpaid[slot]),
    day: placesHeld(holds.paid) + placesHeld(holds.unpaid),
  };
}

/**
 * The times whose live holds keep an unpaid order for `time` out, their share of the places
 * taken: the slot's own, or every time when the day's share is. Empty when one more may hold.
 */
export function unpaidShareTaken(
  time: DeliveryTime,
  capacity: SlotCapacity,
  unpaid: Bookings,
): DeliveryTime[] {
  const day = dayCapacity(capacity);
  if (day !== null && placesHeld(unpaid) >= unpaidShare(day)) return [...DELIVERY_TIMES];
  if (time === "any") return [];
  const slot = capacity[time];
  return slot !== null && unpaid[time] >= unpaidShare(slot) ? [time] : [];
}

/**
 * Whether a paid order for this time still fits: only paid orders count against it. Unpaid
 * orders never hold more than the places left, so this guards what settings changed meanwhile.
 */
export function roomForPaid(time: DeliveryTime, capacity: SlotCapacity, paid: Bookings): boolean {
  const day = dayCapacity(capacity);
  if (day !== null && placesHeld(paid) >= day) return false;
  if (time === "any") return true;
  const slot = capacity[time];
  return slot === null || paid[time] < slot;
}

/**
 * The times whose places paid orders have filled (every time when the whole day is full): the
 * unpaid orders for them can no longer be paid, so they are let go.
 */
export function filledByPaid(capacity: SlotCapacity, paid: Bookings): DeliveryTime[] {
  return DELIVERY_TIMES.filter((time) => !roomForPaid(time, capacity, paid));
}

// Why a slot cannot be chosen, by message id: the JSON API says it in English, a page in its
// language. A closed date's reason is the owner's, as written.
export const FULLY_BOOKED = saidText("checkout.error.fullyBooked");
const SLOT_STARTED = saidText("checkout.error.alreadyStarted");
const SAME_DAY_CLOSED = saidText("checkout.error.sameDayClosedShort");
const DATE_PASSED = saidText("checkout.error.dateHasPassed");
const TOO_FAR_AHEAD = saidText("checkout.error.notYetOpen");

export interface SlotAvailability {
  value: SlotValue;
  label: string;
  available: boolean;
  /** Orders the slot can still take; null when there is no limit. */
  remaining: number | null;
  reason?: string;
}

export interface DayAvailability {
  date: string;
  open: boolean;
  reason?: string;
  slots: SlotAvailability[];
}

/** Every place held on the day, in a slot or at any time. */
export function placesHeld(bookings: Bookings): number {
  return DELIVERY_TIMES.reduce((held, time) => held + bookings[time], 0);
}

/** Places left in a slot: its own capacity, and the day's (the sum of its slots). */
function placesLeft(slot: SlotValue, capacity: SlotCapacity, holds: Holds): number | null {
  const held = placesCounted(holds);
  const slotLeft = capacity[slot] === null ? null : capacity[slot] - held.slots[slot];
  const day = dayCapacity(capacity);
  const dayLeft = day === null ? null : day - held.day;
  const limits = [slotLeft, dayLeft].filter((left) => left !== null);
  return limits.length === 0 ? null : Math.max(0, Math.min(...limits));
}

export function dayAvailability(
  date: string,
  holds: Holds,
  settings: DeliverySettings,
  now: Date,
  clock: ShopClock,
  /** The delivery area's zone, when the customer has chosen one: its same-day and lead days. */
  timing: ZoneTiming | null = null,
): DayAvailability {
  const window = deliveryWindow(now, clock);
  const closed = closedDateOn(date, settings);
  // The settings' own hours decide which of today's slots have started.
  const offered = slotsOffered(date, now, { ...clock, slotHours: settings.slotHours });
  const capacity = capacityOn(date, settings);
  const dayReason =
    closed?.reason ??
    (date < window.today
      ? DATE_PASSED
      : date > window.lastDate
        ? TOO_FAR_AHEAD
        : date === window.today && !window.sameDayOpen
          ? SAME_DAY_CLOSED
          : timing && date < earliestDate(window, timing)
            ? TOO_SOON_FOR_AREA
            : null);
  const slots = DELIVERY_SLOTS.map((slot): SlotAvailability => {
    const remaining = placesLeft(slot.value, capacity, holds);
    const reason =
      dayReason ??
      (!offered.includes(slot.value)
        ? SLOT_STARTED
        : remaining !== null && remaining <= 0
          ? FULLY_BOOKED
          : null);
    return {
      value: slot.value,
      label: deliveryTimeLabel(slot.value, settings.slotHours),
      available: reason === null,
      remaining,
      ...(reason ? { reason } : {}),
    };
  });
  return {
    date,
    open: closed === null,
    ...(closed ? { reason: closed.reason } : {}),
    slots,
  };
}

/** A refusal of a date or time: the field and its message, by id and values (`saidText`). */
export interface BookingProblem {
  field: "deliveryDate" | "deliveryTime";
  message: string;
}

/**
 * Why an order for this date and time cannot be taken, in the customer's words; null when it
 * can. Only the places and the closed dates: the calendar itself is `deliveryProblem`'s.
 */
export function bookingProblem(
  date: string,
  time: DeliveryTime,
  day: DayAvailability,
): BookingProblem | null {
  if (!day.open) {
    const reason = day.reason?.replace(/[.!]+$/, "");
    return {
      field: "deliveryDate",
      // The owner's reason as written; without one, 'We are closed' in the page's language.
      message: saidText("checkout.error.closedChooseAnother", {
        reason: reason ? { words: reason } : { said: said("checkout.error.weAreClosed") },
      }),
    };
  }
  if (time === "any") {
    if (day.slots.some((slot) => slot.available)) return null;
    return {
      field: "deliveryTime",
      message: saidText("checkout.error.everySlotFull", { day: { date } }),
    };
  }
  const slot = day.slots.find((s) => s.value === time);
  if (slot?.reason !== FULLY_BOOKED) return null;
  return {
    field: "deliveryTime",
    message: saidText("checkout.error.slotFull", {
      time: { said: said(`checkout.slotName.${time}`) },
      day: { date },
    }),
  };
}

/** The first date from `from` on with a slot to offer, for a customer whose choice is full. */
export function nextAvailableDate(days: DayAvailability[], from: string): string | null {
  return (
    days.find((day) => day.date >= from && day.slots.some((slot) => slot.available))?.date ?? null
  );
}

export const MAX_AVAILABILITY_DAYS = 62;

/**
 * The dates `GET /api/delivery/availability` answers for: `from` (default today) to `to`
 * (default 60 days ahead), at most 62 days, or the reason they cannot be.
 */
export function availabilityRange(
  query: { from: string | null; to: string | null },
  window: { today: string; lastDate: string },
): { from: string; to: string } | { problem: string } {
  const from = query.from || window.today;
  const to = query.to || (query.from ? addDays(from, MAX_AVAILABILITY_DAYS - 1) : window.lastDate);
  if (!isRealDate(from) || !isRealDate(to)) {
    return { problem: "Use dates like 2027-02-14 for from and to." };
  }
  if (to < from) return { problem: "to must not be before from." };
  if (addDays(from, MAX_AVAILABILITY_DAYS - 1) < to) {
    return { problem: `Ask for at most ${MAX_AVAILABILITY_DAYS} days at a time.` };
  }
  return { from, to };
}

const addDays = (date: string, days: number) =>
  DateTime.fromISO(date, { zone: "UTC" }).plus({ days }).toISODate()!;
