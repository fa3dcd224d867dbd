// What makes an order a gift: a recipient's name, a recipient's phone or a card message — any one
// of them. The admin's views, the packing slip, the thank-you page and the email all ask here.
import type { OrderRow } from "~/db/schema";

export interface Gift {
  recipientName: string | null;
  recipientPhone: string | null;
  cardMessage: string | null;
}

/** The order's gift details, or null when it is for the customer themselves. */
export function giftOf(
  order: Pick<OrderRow, "recipientName" | "recipientPhone" | "cardMessage">,
): Gift | null {
  const gift = {
    recipientName: order.recipientName || null,
    recipientPhone: order.recipientPhone || null,
    cardMessage: order.cardMessage || null,
  };
  return gift.recipientName || gift.recipientPhone || gift.cardMessage ? gift : null;
}
