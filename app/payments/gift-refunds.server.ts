// A refund of one gift of an order: what the gift is worth (its lines and fee), what was given
// back of it, and what may still be, never more than the order's payment has left.
import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { refunds } from "~/db/schema";
import { formatAed, type Fils } from "~/money/money";
import { DELIVERY_NOT_FOUND } from "~/orders/delivery-status.server";
import type { Delivery, Order } from "~/orders/order-reads.server";
import { ShopError } from "~/platform/errors";
import type { RefundRequest } from "./refund-request";

/** Refunds that count against what is left: given, or on their way to the provider. */
export const COUNTED = ["pending", "succeeded"];

/** What one gift of an order is worth: its lines and its fee, VAT included. */
export const giftValue = (delivery: Delivery): Fils =>
  delivery.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, delivery.deliveryFee);

/** The gift a refund names, with its number in the order (1 for the first), or not found. */
export function giftToRefund(
  order: Order,
  deliveryId: string,
): { delivery: Delivery; number: number } {
  const index = order.deliveries.findIndex((delivery) => delivery.id === deliveryId);
  if (index < 0) throw new ShopError("not-found", DELIVERY_NOT_FOUND);
  return { delivery: order.deliveries[index]!, number: index + 1 };
}

/** Given back (or on its way) of one gift, in fils. */
function refundedOfGift(deliveryId: string): Fils {
  return (
    db()
      .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.deliveryId, deliveryId), inArray(refunds.state, COUNTED)))
      .get()?.total ?? 0
  );
}

/**
 * What is left to refund of one gift: its lines and fee less what was given back of it, and never
 * more than is left of the order's payment (a refund of the whole order counts against every gift).
 */
export function leftOfGift(delivery: Delivery, leftOfOrder: Fils): Fils {
  return Math.max(0, Math.min(leftOfOrder, notGivenBack(delivery)));
}

/** Whether a gift's lines and fee have all been given back (or are on their way back). */
export const giftRefundedInFull = (delivery: Delivery): boolean => notGivenBack(delivery) <= 0;

/** A gift's lines and fee less what was given back of it (or is on its way back), in fils. */
const notGivenBack = (delivery: Delivery): Fils =>
  giftValue(delivery) - refundedOfGift(delivery.id);

/** A refund of one gift: at most what is left of it, all of that unless an amount is asked. */
export function giftRefundAmount(order: Order, leftOfOrder: Fils, request: RefundRequest): Fils {
  const { delivery, number } = giftToRefund(order, request.deliveryId!);
  const left = leftOfGift(delivery, leftOfOrder);
  if (left <= 0) {
    throw new ShopError(
      "conflict",
      `Gift ${number} of order ${order.orderNumber} has been refunded in full: nothing is left to refund.`,
    );
  }
  const amount = request.amount ?? left;
  if (amount > left) {
    const message = `At most ${formatAed(left)} is left to refund on gift ${number}.`;
    throw new ShopError("invalid", message, { amount: [message] });
  }
  return amount;
}
