// What an order's status means: paid or pending, and the labels and short codes clients send.
import { z } from "zod";
import { ORDER_STATUSES, type OrderStatus } from "~/db/order-statuses";

/** Paid and not cancelled: these count as revenue and may have a tax invoice. */
export const PAID_STATUSES: OrderStatus[] = [
  "New paid order",
  "In preparation",
  "In delivery",
  "Delivered",
];

export const isPaid = (status: OrderStatus): boolean => PAID_STATUSES.includes(status);

/** Orders still waiting on the shop or the customer: not yet out for delivery. */
export const PENDING_STATUSES: OrderStatus[] = [
  "Awaiting payment",
  "New paid order",
  "In preparation",
];

/** Accepts a label, or the short codes clients use in queries (`?status=NEW`). */
export function orderStatusFrom(text: string): OrderStatus | null {
  const aliases: Record<string, OrderStatus> = {
    AWAITING: "Awaiting payment",
    AWAITING_PAYMENT: "Awaiting payment",
    NEW: "New paid order",
    PAID: "New paid order",
    IN_PREPARATION: "In preparation",
    PREPARING: "In preparation",
    IN_DELIVERY: "In delivery",
    DELIVERED: "Delivered",
    CANCELLED: "Cancelled",
    CANCELED: "Cancelled",
  };
  const trimmed = text.trim();
  const byLabel = ORDER_STATUSES.find((s) => s.toLowerCase() === trimmed.toLowerCase());
  return byLabel ?? aliases[trimmed.toUpperCase().replace(/[\s-]+/g, "_")] ?? null;
}

/** The JSON API's refusal of a status it does not know: the six labels to choose from. */
export const CHOOSE_A_STATUS = `Use one of: ${ORDER_STATUSES.join(", ")}.`;

/**
 * A status as clients send it, a label or a short code (orderStatusFrom), for the schemas of
 * the JSON API and the forms; `refusal` words the answer to anything else.
 */
export const orderStatusField = (refusal: (value: string) => string = () => CHOOSE_A_STATUS) =>
  z.string({ error: "status is required." }).transform((value, ctx) => {
    const status = orderStatusFrom(value);
    if (!status) {
      ctx.addIssue({ code: "custom", message: refusal(value) });
      return z.NEVER;
    }
    return status;
  });
