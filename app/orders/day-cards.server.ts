// The gift cards to print for one delivery date: one per paid, not cancelled order that carries a
// card message, in order-number order. The sender's name is left off an anonymous card.
import { and, asc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { senderShownToRecipient } from "./gift";
import { PAID_STATUSES } from "./statuses";

export interface PrintedCard {
  id: string;
  orderNumber: string;
  /** The name the card is for: the recipient's, or the customer's own order's. */
  recipientName: string;
  message: string;
  /** The sign-off: null on an anonymous card. */
  sender: string | null;
}

export function cardsOn(date: string): PrintedCard[] {
  return db()
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      recipientName: orders.recipientName,
      cardMessage: orders.cardMessage,
      anonymous: orders.anonymous,
    })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryDate, date),
        inArray(orders.status, PAID_STATUSES),
        isNotNull(orders.cardMessage),
        ne(orders.cardMessage, ""),
      ),
    )
    .orderBy(asc(orders.sequence))
    .all()
    .map((row) => ({
      id: row.id,
      orderNumber: row.orderNumber,
      recipientName: row.recipientName || (row.anonymous ? "" : row.customerName),
      message: row.cardMessage!,
      sender: senderShownToRecipient(row),
    }));
}
