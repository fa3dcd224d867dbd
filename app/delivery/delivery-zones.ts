// An address's zone: the area must be one of the florists' zones' areas, in the emirate chosen.
import { saidText } from "~/i18n/said";
import { ShopError } from "~/platform/errors";
import type { DeliveryAddress } from "./address";
import { areaOf, notDeliveredTo, type DeliveryZone } from "./zones";

export const areaNotInEmirate = (area: string, emirate: string) =>
  saidText("address.error.areaNotInEmirate", { area, emirate });

/**
 * The zone an address is delivered in, and the address with its area as the zone names it in
 * English (so staff read one name whichever language it was chosen in). An area outside every
 * zone is refused (409: the shop may deliver there one day); one in another emirate is a mistake
 * in the address (400).
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
