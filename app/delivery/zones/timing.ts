// When a zone can be delivered: a same-day zone from the shop's own first date (today before the
// cut-off), any other from its lead days, at least tomorrow; a date before that is refused.
import { DateTime } from "luxon";
import { saidText } from "~/i18n/said";
import type { DeliveryWindow } from "../delivery-window";
import type { ZoneTiming } from "./zone";

const addDays = (date: string, days: number) =>
  DateTime.fromISO(date, { zone: "UTC" }).plus({ days }).toISODate()!;

/**
 * The earliest date a zone can be delivered: the shop's own (today before the cut-off) for a
 * same-day zone; otherwise its lead days from today, at least tomorrow.
 */
export function earliestDate(window: DeliveryWindow, timing: ZoneTiming | null): string {
  if (!timing || timing.sameDay) return window.firstDate;
  return addDays(window.today, Math.max(1, timing.leadDays));
}

/** The delivery window as a zone sees it: no same-day when it says so, its earliest date. */
export function zoneWindow(window: DeliveryWindow, timing: ZoneTiming | null): DeliveryWindow {
  if (!timing || timing.sameDay) return window;
  return {
    ...window,
    firstDate: earliestDate(window, timing),
    sameDayOpen: false,
    msUntilCutoff: 0,
  };
}

/** A date before the zone's earliest, as the customer reads it (a day's or a slot's reason). */
export const TOO_SOON_FOR_AREA = saidText("zones.error.tooSoon");

/**
 * Why an order for this area cannot have this date (too soon for its zone); null when it can.
 * Without an area (an address naming none), the words say 'this address'.
 */
export function zoneDateProblem(
  date: string,
  window: DeliveryWindow,
  zone: ZoneTiming | null,
  area: string | null,
): { field: "deliveryDate"; message: string } | null {
  if (!zone || date >= earliestDate(window, zone)) return null;
  const message = area ? needsMoreNotice(area.trim()) : NEEDS_MORE_NOTICE_HERE;
  return { field: "deliveryDate", message };
}

/** The same for an address naming no area the shop knows. */
export const NEEDS_MORE_NOTICE_HERE = saidText("zones.error.needsMoreNoticeHere");

/** "Delivery to Yas Island needs more notice. Please choose a later date." */
export const needsMoreNotice = (area: string) => saidText("zones.error.needsMoreNotice", { area });
