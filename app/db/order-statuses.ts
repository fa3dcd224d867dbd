// The six values an order's status column holds, by their labels: the stored words every layer
// may read (the places an unpaid order holds are counted by one); what each status means for
// money and for the shop's work is orders/'s (~/orders/statuses).
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
