// The six order statuses of SPEC.md §4, by their labels.
export const ORDER_STATUSES = [
  "Awaiting payment",
  "New paid order",
  "In preparation",
  "In delivery",
  "Delivered",
  "Cancelled",
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const AWAITING_PAYMENT: OrderStatus = "Awaiting payment";
export const NEW_PAID_ORDER: OrderStatus = "New paid order";

/** Paid and not cancelled: these count as revenue and may have a tax invoice. */
export const PAID_STATUSES: OrderStatus[] = [
  "New paid order",
  "In preparation",
  "In delivery",
  "Delivered",
];

export const isPaid = (status: OrderStatus): boolean => PAID_STATUSES.includes(status);

/** Orders still waiting on the shop or the customer (issue #5): not yet out for delivery. */
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
