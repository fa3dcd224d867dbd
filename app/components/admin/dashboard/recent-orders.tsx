// The five newest orders, each opening in the orders page; an honest empty state before the first.
import { Link } from "@remix-run/react";
import type { OrderStatus } from "~/db/order-statuses";
import { ColumnHeads } from "~/components/column-heads";
import { OrderStatusLabel } from "../order-status";

const COLUMNS = [
  "Order",
  "Customer",
  "Placed",
  { label: "Total", className: "dash-recent__amount" },
  "Status",
];

export interface RecentOrder {
  id: string;
  orderNumber: string;
  customerName: string;
  /** ISO timestamp, for <time>. */
  placedAt: string;
  /** The same moment on the shop clock, for people. */
  placed: string;
  total: string;
  status: OrderStatus;
}

export function RecentOrders({ orders }: { orders: RecentOrder[] }) {
  return (
    <section className="admin-panel dash-recent" aria-labelledby="dash-recent-title">
      <header className="dash-recent__header">
        <h2 id="dash-recent-title" className="eyebrow admin-panel__title">
          Recent orders
        </h2>
        <Link to="/admin/orders" className="dash-recent__all">
          All orders
        </Link>
      </header>
      {orders.length === 0 ? (
        <p className="dash-recent__empty">
          No orders yet. Orders placed on the website appear here as they come in.
        </p>
      ) : (
        <table className="dash-recent__table">
          <ColumnHeads columns={COLUMNS} />
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row" className="dash-recent__number">
                  <Link to={`/admin/orders?open=${order.id}`}>{order.orderNumber}</Link>
                </th>
                <td dir="auto">{order.customerName}</td>
                <td>
                  <time dateTime={order.placedAt}>{order.placed}</time>
                </td>
                <td className="dash-recent__amount">{order.total}</td>
                <td>
                  <OrderStatusLabel status={order.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
