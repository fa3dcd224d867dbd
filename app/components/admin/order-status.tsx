// An order's status as a small coloured dot (its colour by the status's code) and its label
// (docs/design.md 'Admin').
import { statusLabel, type OrderStatus } from "~/db/order-statuses";

export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  return (
    <span className={`order-status order-status--${status}`}>
      <span className="order-status__dot" aria-hidden="true" />
      {statusLabel(status)}
    </span>
  );
}
