// The gift cards to print for one delivery date: one per paid, not cancelled gift that carries a
// card message (each gift of an order of several its own), in order-number order. The sender's
// name is left off an anonymous card.
import { senderShownToRecipient } from "./gift";
import { paidGiftsOn } from "./day-deliveries.server";

export interface PrintedCard {
  /** The delivery's id (the order's for its first gift). */
  id: string;
  orderNumber: string;
  /** 'Gift 2 of 3' on an order of several gifts, else null. */
  gift: string | null;
  /** The name the card is for: the recipient's, or the customer's own order's. */
  recipientName: string;
  message: string;
  /** The sign-off: null on an anonymous card. */
  sender: string | null;
}

export function cardsOn(date: string): PrintedCard[] {
  return paidGiftsOn(date)
    .filter(({ delivery }) => !!delivery.cardMessage)
    .map(({ order, delivery, gift }) => ({
      id: delivery.id,
      orderNumber: order.orderNumber,
      gift,
      recipientName: delivery.recipientName || (delivery.anonymous ? "" : order.customerName),
      message: delivery.cardMessage!,
      sender: senderShownToRecipient({
        customerName: order.customerName,
        anonymous: delivery.anonymous,
      }),
    }));
}
