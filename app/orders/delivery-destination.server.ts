// Where a gift goes and the rules it is charged and timed by: its zone, its fee, its earliest date.
import { oneLineAddress, type DeliveryAddress } from "~/delivery/address";
import { deliveryFeeFor } from "~/delivery/delivery-fee";
import type { DeliverySettings } from "~/delivery/delivery-settings";
import { deliveryClock } from "~/delivery/delivery-settings.server";
import { deliveryWindow } from "~/delivery/delivery-window";
import {
  areaNamedIn,
  feeRules,
  rulesOfAnyZone,
  rulesOfZone,
  zoneDateProblem,
  zoneOfAddress,
  zoneRulesFor,
  type DeliveryRules,
  type DeliveryZone,
  type ZoneTiming,
} from "~/delivery/zones";
import type { Fils } from "~/money/money";
import { ShopError } from "~/platform/errors";
import type { DeliveryInput } from "./order-input";

/**
 * Where the order goes: the one-line address, and the structured one with its zone when sent, and
 * the rules it is charged and timed by. One set of rules for every form of address: a structured
 * address's area, the area a one-line address names (else every zone's strictest), the area known
 * while the recipient is to give the rest. An area outside every zone is refused (409), and so is
 * a date too soon for its zone.
 */
export function destinationOf(
  input: DeliveryInput,
  settings: DeliverySettings,
  now: Date,
): {
  address: string;
  deliveryAddress: DeliveryAddress | null;
  zone: DeliveryZone | null;
  rules: DeliveryRules;
} {
  const window = () => deliveryWindow(now, deliveryClock(settings));
  const checkDate = (timing: ZoneTiming | null, area: string | null) => {
    const tooSoon = zoneDateProblem(input.deliveryDate, window(), timing, area);
    if (tooSoon)
      throw new ShopError("invalid", tooSoon.message, { [tooSoon.field]: [tooSoon.message] });
  };
  const inZone = (zone: DeliveryZone, area: string) => {
    checkDate(zone, area);
    return { zone, rules: rulesOfZone(zone) };
  };
  if (input.deliveryAddress) {
    const { zone, address } = zoneOfAddress(settings.zones, input.deliveryAddress);
    return {
      address: oneLineAddress(address),
      deliveryAddress: address,
      ...inZone(zone, address.area),
    };
  }
  // Asked of the recipient, with the area known: its zone prices and times the delivery.
  if (input.addressFromRecipient && input.deliveryArea) {
    const zone = zoneRulesFor(input.deliveryArea, settings, "deliveryArea");
    return { address: "", deliveryAddress: null, ...inZone(zone, input.deliveryArea) };
  }
  // Asked of the recipient with no area yet: the shop's own fee and timing; the recipient then
  // chooses among the areas these cover (zonesCoveredBy).
  if (input.addressFromRecipient) {
    const fees = feeRules(settings, null);
    const rules = { fee: (linesTotal: Fils) => deliveryFeeFor(linesTotal, fees), timing: null };
    return { address: "", deliveryAddress: null, zone: null, rules };
  }
  const address = input.address ?? "";
  const named = areaNamedIn(settings.zones, address);
  if (named) return { address, deliveryAddress: null, ...inZone(named.zone, named.area.en) };
  // An address naming no area: the strictest any area could need.
  const rules = rulesOfAnyZone(settings.zones);
  checkDate(rules.timing, null);
  return { address, deliveryAddress: null, zone: null, rules };
}
