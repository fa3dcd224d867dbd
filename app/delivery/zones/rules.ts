// How an order is charged and timed by its zone: the zone's fee (and from which order value it is
// free) and notice. A one-line address is delivered under the zone of the area it names, or,
// naming none, under every zone's dearest fee and longest notice: it never buys what the area
// would not.
import type { Fils } from "~/money/money";
import { deliveryFeeFor, type FeeTerms } from "../delivery-fee";
import { zoneRulesFor } from "./find-zone";
import type { DeliveryZone, ZoneTiming } from "./zone";

/** The fee and threshold in force: the zone's, or the settings' own for an order without area. */
export function feeRules(settings: FeeTerms, zone: DeliveryZone | null): FeeTerms {
  return zone ? { deliveryFee: zone.fee, freeDeliveryFrom: zone.freeDeliveryFrom } : settings;
}

/** The delivery fee for an order's lines delivered to this area (refused outside every zone). */
export function deliveryFeeForArea(
  linesTotal: Fils,
  area: string,
  settings: { zones: DeliveryZone[] },
): Fils {
  const zone = zoneRulesFor(area, settings);
  return deliveryFeeFor(linesTotal, {
    deliveryFee: zone.fee,
    freeDeliveryFrom: zone.freeDeliveryFrom,
  });
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
