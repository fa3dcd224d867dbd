// 'Needs attention': gifts whose recipient has not given the address by the time the florists
// need it (18:00 the day before; two hours before the slot for a same-day order), each linking
// to the order. The dashboard shows the section only when something is listed.
import { Link } from "@remix-run/react";

export interface AddressPendingRow {
  id: string;
  orderNumber: string;
  recipientName: string;
  /** The delivery day and slot, in words. */
  delivery: string;
  href: string;
}

export function AddressesPending({ orders }: { orders: AddressPendingRow[] }) {
  return (
    <section
      className="admin-panel dash-attention dash-addresses"
      aria-labelledby="dash-addresses-title"
    >
      <h2 id="dash-addresses-title" className="eyebrow admin-panel__title">
        Needs attention: address pending
      </h2>
      <p className="dash-attention__intro">
        {orders.length === 1 ? "This recipient has" : "These recipients have"} not given the
        delivery address yet. Call {orders.length === 1 ? "them" : "each"}, or ask the customer.
      </p>
      <ul className="dash-attention__list">
        {orders.map((order) => (
          <li key={order.id} className="dash-attention__item" data-order={order.orderNumber}>
            <div className="dash-attention__what">
              <p className="dash-attention__subject">
                <Link to={order.href}>{order.orderNumber}</Link> ·{" "}
                <span dir="auto">{order.recipientName}</span>
              </p>
              <p className="dash-attention__meta">Delivery {order.delivery}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
