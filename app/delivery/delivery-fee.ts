// The delivery fee: the florists' fee, or nothing once the order's lines reach
// the free-delivery threshold. VAT-inclusive like every price of the shop.
import type { Fils } from "~/money/money";
import type { DeliverySettings } from "./delivery-settings";

export function deliveryFeeFor(
  linesTotal: Fils,
  settings: Pick<DeliverySettings, "deliveryFee" | "freeDeliveryFrom">,
): Fils {
  if (settings.freeDeliveryFrom !== null && linesTotal >= settings.freeDeliveryFrom) return 0;
  return settings.deliveryFee;
}
