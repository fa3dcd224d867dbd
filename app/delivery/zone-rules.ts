// What a delivery area's zone decides: the fee (and from which order value it is free), whether
// it can still be delivered today, and the earliest date otherwise. An area outside every zone is
// refused. Orders that name no area (a one-line address only) keep the settings' own fee and
// the shop's same-day rules.
import { DateTime } from "luxon";
import type { Fils } from "~/money/money";
import { ShopError } from "~/platform/errors";
import { deliveryFeeFor } from "./delivery-fee";
import type { DeliverySettings } from "./delivery-settings";
import type { DeliveryWindow } from "./delivery-window";
import { notDeliveredTo, zoneForArea, type DeliveryZone } from "./zones";

/** What a zone says about when it can be delivered. */
export type ZoneTiming = Pick<DeliveryZone, "sameDay" | "leadDays">;

/**
 * The zone an area is delivered under; an area outside every zone is refused (409), its
 * message on `field` (the order's `deliveryAddress`, or the query's `area`).
 */
export function zoneRulesFor(
  area: string,
  settings: Pick<DeliverySettings, "zones">,
  field = "deliveryAddress",
): DeliveryZone {
  const zone = zoneForArea(settings.zones, area);
  if (zone) return zone;
  const message = notDeliveredTo(area.trim());
  throw new ShopError("conflict", message, { [field]: [message] });
}

/** The fee and threshold in force: the zone's, or the settings' own for an order without area. */
export function feeRules(
  settings: Pick<DeliverySettings, "deliveryFee" | "freeDeliveryFrom">,
  zone: DeliveryZone | null,
): Pick<DeliverySettings, "deliveryFee" | "freeDeliveryFrom"> {
  return zone ? { deliveryFee: zone.fee, freeDeliveryFrom: zone.freeDeliveryFrom } : settings;
}

/** The delivery fee for an order's lines delivered to this area (refused outside every zone). */
export function deliveryFeeForArea(
  linesTotal: Fils,
  area: string,
  settings: Pick<DeliverySettings, "zones">,
): Fils {
  const zone = zoneRulesFor(area, settings);
  return deliveryFeeFor(linesTotal, {
    deliveryFee: zone.fee,
    freeDeliveryFrom: zone.freeDeliveryFrom,
  });
}

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
export const TOO_SOON_FOR_AREA = "Too soon for delivery to this area";

/** Why an order for this area cannot have this date (too soon for its zone); null when it can. */
export function zoneDateProblem(
  date: string,
  window: DeliveryWindow,
  zone: DeliveryZone | null,
  area: string,
): { field: "deliveryDate"; message: string } | null {
  if (!zone || date >= earliestDate(window, zone)) return null;
  return { field: "deliveryDate", message: needsMoreNotice(area.trim()) };
}

/** "Delivery to Yas Island needs more notice. Please choose a later date." */
export const needsMoreNotice = (area: string) =>
  `Delivery to ${area} needs more notice. Please choose a later date.`;
