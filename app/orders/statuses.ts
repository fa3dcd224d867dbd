// What an order's status means: paid or pending, and the codes, labels and short codes clients send.
import { z } from "zod";
import {
  isOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  statusLabel,
  type OrderStatus,
} from "~/db/order-statuses";

/** Paid and not cancelled: these count as revenue and may have a tax invoice. */
export const PAID_STATUSES: OrderStatus[] = [
  "new_paid",
  "in_preparation",
  "in_delivery",
  "delivered",
];

export const isPaid = (status: OrderStatus): boolean => PAID_STATUSES.includes(status);

/** Orders still waiting on the shop or the customer: not yet out for delivery. */
export const PENDING_STATUSES: OrderStatus[] = ["awaiting_payment", "new_paid", "in_preparation"];

/**
 * The short codes clients used before the statuses had codes of their own (`?status=NEW`). A Map,
 * so a name every object inherits ('constructor', '__proto__') is no short code.
 */
const ALIASES = new Map<string, OrderStatus>([
  ["awaiting", "awaiting_payment"],
  ["new", "new_paid"],
  ["paid", "new_paid"],
  ["preparing", "in_preparation"],
  ["canceled", "cancelled"],
]);

/**
 * Accepts a code, a label or a short code, in any case and with spaces or dashes for the
 * underscores (`new_paid`, `New paid order`, `NEW`, `IN_PREPARATION`).
 */
export function orderStatusFrom(text: string): OrderStatus | null {
  const trimmed = text.trim().toLowerCase();
  const byLabel = ORDER_STATUSES.find((status) => statusLabel(status).toLowerCase() === trimmed);
  const key = trimmed.replace(/[\s-]+/g, "_");
  return byLabel ?? (isOrderStatus(key) ? key : ALIASES.get(key)) ?? null;
}

/** The JSON API's refusal of a status it does not know: the six labels to choose from. */
export const CHOOSE_A_STATUS = `Use one of: ${ORDER_STATUS_LABELS.join(", ")}.`;

/**
 * A status as clients send it, a code, a label or a short code (orderStatusFrom), for the schemas
 * of the JSON API and the forms; `refusal` words the answer to anything else.
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
