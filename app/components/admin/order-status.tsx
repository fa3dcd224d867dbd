// An order's status as a small coloured dot and its label (docs/design.md 'Admin').
import type { OrderStatus } from "~/db/order-statuses";

const TONE: Record<OrderStatus, string> = {
  "Awaiting payment": "awaiting",
  "New paid order": "new",
  "In preparation": "preparing",
  "In delivery": "delivering",
  Delivered: "delivered",
  Cancelled: "cancelled",
};

export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  return (
    <span className={`order-status order-status--${TONE[status]}`}>
      <span className="order-status__dot" aria-hidden="true" />
      {status}
    </span>
  );
}
