// When flowers can be delivered, on the shop's clock. Pure: the caller passes
// the moment and the shop's settings, so the browser and the server agree, and tests fake time.
import { DateTime } from "luxon";
import { formatSlotHours } from "~/i18n/format";
import { saidText } from "~/i18n/said";
import { ISO_DATE } from "~/platform/fields";
import { DEFAULT_SLOT_HOURS, DELIVERY_SLOTS, type SlotHours, type SlotValue } from "./slots";

export interface ShopClock {
  /** IANA zone of the shop, e.g. Asia/Dubai. */
  timeZone: string;
  /** Last time ("HH:MM", shop clock) a same-day order is accepted. */
  sameDayCutoff: string;
  /** The slots' hours the florists set; the usual ones when not given. */
  slotHours?: SlotHours;
}

export {
  DEFAULT_SLOT_HOURS,
  DELIVERY_SLOTS,
  type SlotHours,
  type SlotTime,
  type SlotValue,
} from "./slots";
export type DeliveryTime = SlotValue | "any";
/** What an order may ask for: one of the slots, or any time of the day. */
export const DELIVERY_TIMES: readonly DeliveryTime[] = [
  ...DELIVERY_SLOTS.map((slot) => slot.value),
  "any",
];

/** One value for each slot, in their order: `perSlot(() => null)` is every slot unlimited. */
export function perSlot<T>(valueOf: (slot: SlotValue) => T): Record<SlotValue, T> {
  return Object.fromEntries(
    DELIVERY_SLOTS.map((slot) => [slot.value, valueOf(slot.value)]),
  ) as Record<SlotValue, T>;
}

/** One value for each delivery time: the slots, then any time of the day. */
export function perDeliveryTime<T>(valueOf: (time: DeliveryTime) => T): Record<DeliveryTime, T> {
  return Object.fromEntries(DELIVERY_TIMES.map((time) => [time, valueOf(time)])) as Record<
    DeliveryTime,
    T
  >;
}

export const DAYS_AHEAD = 60;

const ANY_TIME = "Any Time";

/**
 * A delivery time in English with the slot's hours as the florists set them: 'Morning (9am-12pm)';
 * any value but a slot is 'Any Time'. The JSON API and the admin's pages say it so.
 */
export function deliveryTimeLabel(time: string, hours: SlotHours = DEFAULT_SLOT_HOURS): string {
  const slot = DELIVERY_SLOTS.find((s) => s.value === time);
  return slot ? `${slot.label} (${formatSlotHours(hours[slot.value], "en")})` : ANY_TIME;
}

/** When a slot starts on a day (the start of the day, on the shop's clock). */
export function slotStartOn(day: DateTime, time: SlotValue, hours: SlotHours): DateTime {
  const [hour, minute] = hours[time].start.split(":").map(Number);
  return day.startOf("day").set({ hour, minute });
}

function shopNow(now: Date, clock: ShopClock): DateTime {
  return DateTime.fromJSDate(now, { zone: clock.timeZone });
}

function cutoffOn(day: DateTime, clock: ShopClock): DateTime {
  const [hour, minute] = clock.sameDayCutoff.split(":").map(Number);
  return day.startOf("day").set({ hour, minute });
}

export interface DeliveryWindow {
  today: string;
  tomorrow: string;
  /** Earliest date a customer may choose: today before the cut-off, else tomorrow. */
  firstDate: string;
  lastDate: string;
  sameDayOpen: boolean;
  /** Milliseconds until today's cut-off; 0 once it has passed. */
  msUntilCutoff: number;
}

export function deliveryWindow(now: Date, clock: ShopClock): DeliveryWindow {
  const local = shopNow(now, clock);
  const cutoff = cutoffOn(local, clock);
  const sameDayOpen = local < cutoff;
  const today = local.toISODate()!;
  const tomorrow = local.plus({ days: 1 }).toISODate()!;
  return {
    today,
    tomorrow,
    firstDate: sameDayOpen ? today : tomorrow,
    lastDate: local.plus({ days: DAYS_AHEAD }).toISODate()!,
    sameDayOpen,
    msUntilCutoff: Math.max(0, cutoff.toMillis() - local.toMillis()),
  };
}

/** The slots offered on a date: all of them, except today's whose start has passed. */
export function slotsOffered(date: string, now: Date, clock: ShopClock): SlotValue[] {
  const local = shopNow(now, clock);
  if (date !== local.toISODate()) return DELIVERY_SLOTS.map((s) => s.value);
  const hours = clock.slotHours ?? DEFAULT_SLOT_HOURS;
  return DELIVERY_SLOTS.filter((s) => local < slotStartOn(local, s.value, hours)).map(
    (s) => s.value,
  );
}

export function isRealDate(date: string): boolean {
  if (!ISO_DATE.test(date)) return false;
  const parsed = DateTime.fromISO(date, { zone: "UTC" });
  return parsed.isValid && parsed.toISODate() === date;
}

/** Why this date and time can't be delivered (by message id, `saidText`), or null when they can. */
export function deliveryProblem(
  date: string,
  time: string,
  now: Date,
  clock: ShopClock,
): { field: "deliveryDate" | "deliveryTime"; message: string } | null {
  if (!isRealDate(date)) {
    return { field: "deliveryDate", message: saidText("checkout.error.chooseDate") };
  }
  const window = deliveryWindow(now, clock);
  if (date === window.today && !window.sameDayOpen) {
    return {
      field: "deliveryDate",
      message: saidText("checkout.error.sameDayClosesAt", { time: clock.sameDayCutoff }),
    };
  }
  if (date < window.firstDate) {
    return { field: "deliveryDate", message: saidText("checkout.error.datePassed") };
  }
  if (date > window.lastDate) {
    return {
      field: "deliveryDate",
      message: saidText("checkout.error.tooFarAhead", { days: DAYS_AHEAD }),
    };
  }
  if (!(DELIVERY_TIMES as readonly string[]).includes(time)) {
    return {
      field: "deliveryTime",
      message: saidText("checkout.error.chooseSlot"),
    };
  }
  if (time !== "any" && !slotsOffered(date, now, clock).includes(time as SlotValue)) {
    return {
      field: "deliveryTime",
      message: saidText("checkout.error.slotStarted"),
    };
  }
  return null;
}
