// The zone an order is delivered under, by its area's name or its address: an area outside every
// zone is refused (409: the shop may deliver there one day); an area chosen in another emirate is
// a mistake in the address (400).
import { saidText } from "~/i18n/said";
import { ShopError } from "~/platform/errors";
import type { DeliveryAddress } from "../address";
import { areaOf, zoneForArea } from "./areas";
import type { DeliveryZone } from "./zone";

/** The refusal for an area outside every zone. */
export const notDeliveredTo = (areaName: string) =>
  saidText("address.error.notDelivered", { area: areaName });

export const areaNotInEmirate = (area: string, emirate: string) =>
  saidText("address.error.areaNotInEmirate", { area, emirate });

/**
 * The zone an address is delivered in, and the address with its area as the zone names it in
 * English (so staff read one name whichever language it was chosen in).
 */
export function zoneOfAddress(
  zones: DeliveryZone[],
  address: DeliveryAddress,
): { zone: DeliveryZone; address: DeliveryAddress } {
  const found = areaOf(zones, address.area);
  if (!found) {
    const message = notDeliveredTo(address.area);
    throw new ShopError("conflict", message, { deliveryAddress: [message] });
  }
  const { zone } = found;
  if (zone.emirate !== address.emirate) {
    const message = areaNotInEmirate(address.area, address.emirate);
    throw new ShopError("invalid", message, { "deliveryAddress.area": [message] });
  }
  return { zone, address: { ...address, area: found.area.en } };
}

/**
 * The zone an area is delivered under; an area outside every zone is refused (409), its
 * message on `field` (the order's `deliveryAddress`, or the query's `area`).
 */
export function zoneRulesFor(
  area: string,
  settings: { zones: DeliveryZone[] },
  field = "deliveryAddress",
): DeliveryZone {
  const zone = zoneForArea(settings.zones, area);
  if (zone) return zone;
  const message = notDeliveredTo(area.trim());
  throw new ShopError("conflict", message, { [field]: [message] });
}
