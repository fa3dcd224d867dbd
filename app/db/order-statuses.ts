// The six values an order's status column holds, as codes: every rule, query and comparison
// reads these. Their English labels are for the edges only (the JSON API, the admin's pages,
// the activity log's words): statusLabel is the one map from a code to its label. What each
// status means for money and for the shop's work is orders/'s (~/orders/statuses).
export const ORDER_STATUSES = [
  "awaiting_payment",
  "new_paid",
  "in_preparation",
  "in_delivery",
  "delivered",
  "cancelled",
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const AWAITING_PAYMENT: OrderStatus = "awaiting_payment";
export const NEW_PAID_ORDER: OrderStatus = "new_paid";
export const CANCELLED: OrderStatus = "cancelled";

const LABELS: Record<OrderStatus, string> = {
  awaiting_payment: "Awaiting payment",
  new_paid: "New paid order",
  in_preparation: "In preparation",
  in_delivery: "In delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** The six labels, in the statuses' order (the JSON API names them when it refuses one). */
export const ORDER_STATUS_LABELS = ORDER_STATUSES.map((status) => LABELS[status]);

export const isOrderStatus = (text: string): text is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(text);

/** A status in English words, as clients and admins read it: 'new_paid' is 'New paid order'. */
export const statusLabel = (status: OrderStatus): string => LABELS[status];

/**
 * A status as a record written earlier may hold it: a code becomes its label, anything else (the
 * activity log's entries from before statuses were codes hold labels) is said as written.
 */
export const storedStatusLabel = (text: string): string =>
  isOrderStatus(text) ? statusLabel(text) : text;
