// The delivery fee: the florists' fee, or nothing once the order's lines reach
// the free-delivery threshold. VAT-inclusive like every price of the shop.
import type { Fils } from "~/money/money";

/** A fee and the order value (the lines) from which it is waived; null: never waived. */
export interface FeeTerms {
  deliveryFee: Fils;
  freeDeliveryFrom: Fils | null;
}

export function deliveryFeeFor(linesTotal: Fils, settings: FeeTerms): Fils {
  if (settings.freeDeliveryFrom !== null && linesTotal >= settings.freeDeliveryFrom) return 0;
  return settings.deliveryFee;
}
