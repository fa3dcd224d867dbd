// What a delivery area's zone decides: the fee (and from which order value it is free), whether
// it can still be delivered today, and the earliest date otherwise. An area outside every zone is
// refused. A one-line address is delivered under the zone of the area it names, or, naming none,
// under every zone's dearest fee and longest notice: it never buys what the area would not.
import { DateTime } from "luxon";
import type { Fils } from "~/money/money";
import { normaliseForSearch } from "~/i18n/format";
import { saidText } from "~/i18n/said";
import { ShopError } from "~/platform/errors";
import { deliveryFeeFor } from "./delivery-fee";
import type { DeliverySettings } from "./delivery-settings";
import type { DeliveryWindow } from "./delivery-window";
import { notDeliveredTo, zoneForArea, type DeliveryZone, type ZoneText } from "./zones";

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

/** A letter or digit: a name found inside a longer word is not that name. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Where `name` stands in `text` as whole words (both already normalised), or -1. */
function wordsAt(text: string, name: string): number {
  if (!name) return -1;
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const before = text[at - 1];
    const after = text[at + name.length];
    if (!(before && WORD_CHARACTER.test(before)) && !(after && WORD_CHARACTER.test(after))) {
      return at;
    }
  }
  return -1;
}

/**
 * The zone area a one-line address names first (by its English or Arabic name, ignoring case,
 * diacritics and the usual Arabic spelling variants), with its zone; at one place, the longer
 * name ('Palm Jumeirah' before 'Jumeirah'). Null when it names none.
 */
export function areaNamedIn(
  zones: DeliveryZone[],
  address: string,
): { zone: DeliveryZone; area: ZoneText } | null {
  const text = normaliseForSearch(address);
  let best: { zone: DeliveryZone; area: ZoneText; at: number; length: number } | null = null;
  for (const zone of zones) {
    for (const area of zone.areas) {
      for (const name of [area.en, area.ar]) {
        const wanted = name ? normaliseForSearch(name) : "";
        const at = wordsAt(text, wanted);
        if (at === -1) continue;
        if (!best || at < best.at || (at === best.at && wanted.length > best.length)) {
          best = { zone, area, at, length: wanted.length };
        }
      }
    }
  }
  return best ? { zone: best.zone, area: best.area } : null;
}

/** How an order is charged and timed: its zone's rules, or every zone's strictest. */
export interface DeliveryRules {
  /** The fee for these lines. */
  fee: (linesTotal: Fils) => Fils;
  /** Null: the shop's own window, no zone's notice. */
  timing: ZoneTiming | null;
}

export const rulesOfZone = (zone: DeliveryZone): DeliveryRules => ({
  fee: (linesTotal) =>
    deliveryFeeFor(linesTotal, { deliveryFee: zone.fee, freeDeliveryFrom: zone.freeDeliveryFrom }),
  timing: zone,
});

/**
 * For an address that names no zone's area: the dearest fee any zone would charge these lines,
 * the longest notice any zone needs, same-day only when every zone offers it. Wherever the
 * address really is, it is never delivered for less or sooner than its area allows.
 */
export function rulesOfAnyZone(zones: DeliveryZone[]): DeliveryRules {
  const each = zones.map(rulesOfZone);
  return {
    fee: (linesTotal) => Math.max(0, ...each.map((rules) => rules.fee(linesTotal))),
    timing: {
      sameDay: zones.every((zone) => zone.sameDay),
      leadDays: Math.max(0, ...zones.map((zone) => zone.leadDays)),
    },
  };
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
