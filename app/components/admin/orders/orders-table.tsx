// The orders table: every column header is a link that sorts by it,
// a second click turns the direction round; a row opens on click to show the whole order. The
// sort and the opened order live in the URL, so all of it works without JavaScript too.
import { Link } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { OrderStatusLabel } from "~/components/admin/order-status";
import { useHydrated } from "~/components/use-hydrated";
import type { OrderSortColumn } from "~/orders/order-sort";
import { OrderDetails } from "./order-details";
import { OrderStatusForm, type StatusActionData } from "./order-status-form";
import type { OrderView } from "~/orders/admin-order-view.server";
import { AddressPendingMark, TestPaymentMark } from "./test-payment-mark";
import { ordersHref, sortHref, toggleHref, type OrdersQuery } from "~/orders/admin-orders-query";

const COLUMNS: { column: OrderSortColumn; label: string }[] = [
  { column: "orderNumber", label: "Order" },
  { column: "customer", label: "Customer" },
  { column: "createdAt", label: "Created" },
  { column: "deliveryDate", label: "Delivery" },
  { column: "total", label: "Total" },
  { column: "status", label: "Status" },
];

function SortArrow() {
  return (
    <svg
      className="orders-table__arrow"
      width="10"
      height="10"
      viewBox="0 0 10 10"
      aria-hidden="true"
    >
      <path d="M5 2v6M2 5.5 5 8.5 8 5.5" fill="none" stroke="currentColor" strokeWidth="1.2" />
    </svg>
  );
}

/** Clicks on the row's own controls (links, the status menu) do not open or close it. */
const CONTROLS = "a, button, select, input, label, form";

export function OrdersTable({
  orders,
  query,
  failed,
  onUpdated,
}: {
  orders: OrderView[];
  query: OrdersQuery;
  /** A plain post's refusal, shown beside that order's status menu. */
  failed?: StatusActionData;
  onUpdated: (message: string) => void;
}) {
  const hydrated = useHydrated();
  const [opened, setOpened] = useState<Set<string>>(() => new Set(query.open ? [query.open] : []));
  const toggles = useRef(new Map<string, HTMLElement>());
  const pageHref = ordersHref(query);

  const toggle = useCallback((id: string) => {
    setOpened((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  // `?open=<id>` (from the dashboard or a notification) opens that order and brings it into view.
  useEffect(() => {
    if (!query.open) return;
    setOpened((was) => new Set(was).add(query.open!));
    const row = document.getElementById(`order-${query.open}`);
    row?.scrollIntoView({ block: "start" });
    toggles.current.get(query.open)?.focus({ preventScroll: true });
  }, [query.open, hydrated]);

  const onRowClick = (id: string) => (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as HTMLElement).closest(CONTROLS)) return;
    if (window.getSelection()?.toString()) return;
    toggle(id);
  };

  return (
    <table className="orders-table">
      <caption className="visually-hidden">
        Orders. Column headers sort the table; an order number opens its details.
      </caption>
      <thead>
        <tr>
          {COLUMNS.map(({ column, label }) => {
            const sorted = query.sort.column === column;
            const direction = query.sort.direction === "asc" ? "ascending" : "descending";
            return (
              <th
                key={column}
                scope="col"
                aria-sort={sorted ? direction : undefined}
                className={sorted ? `is-sorted is-${query.sort.direction}` : undefined}
              >
                <Link
                  to={sortHref(query, column)}
                  preventScrollReset
                  className="orders-table__sort"
                >
                  {label}
                  <SortArrow />
                </Link>
              </th>
            );
          })}
          <th scope="col" className="orders-table__change-head">
            Change status
          </th>
        </tr>
      </thead>
      {orders.map((order) => {
        const open = opened.has(order.id);
        const detailsId = `order-${order.id}-details`;
        return (
          <tbody
            key={order.id}
            className={open ? "orders-table__order is-open" : "orders-table__order"}
          >
            <tr
              id={`order-${order.id}`}
              className="orders-table__row"
              onClick={hydrated ? onRowClick(order.id) : undefined}
            >
              <th scope="row" className="orders-table__number">
                {hydrated ? (
                  <button
                    type="button"
                    className="orders-table__toggle"
                    aria-expanded={open}
                    aria-controls={open ? detailsId : undefined}
                    ref={(element) => {
                      if (element) toggles.current.set(order.id, element);
                      else toggles.current.delete(order.id);
                    }}
                    onClick={() => toggle(order.id)}
                  >
                    <span className="orders-table__chevron" aria-hidden="true" />
                    {order.orderNumber}
                  </button>
                ) : (
                  <Link
                    to={toggleHref(query, order.id)}
                    className="orders-table__toggle"
                    aria-expanded={open}
                    preventScrollReset
                    // Without JavaScript this is how `?open=` scrolls to the order on arrival.
                    autoFocus={query.open === order.id}
                  >
                    <span className="orders-table__chevron" aria-hidden="true" />
                    {order.orderNumber}
                  </Link>
                )}
              </th>
              <td data-label="Customer" className="orders-table__customer">
                <span dir="auto">{order.customerName}</span>
              </td>
              <td data-label="Created" className="orders-table__created">
                {order.created}
              </td>
              <td data-label="Delivery" className="orders-table__delivery">
                <span>{order.deliveryDay}</span>
                <span className="orders-table__muted">{order.slot}</span>
                {order.deliveries.length > 1 ? (
                  <span className="orders-table__muted">{`${order.deliveries.length} gifts`}</span>
                ) : null}
                {order.addressPending ? <AddressPendingMark /> : null}
              </td>
              <td data-label="Total" className="orders-table__total">
                <span>{order.total}</span>
                {order.testPayment ? <TestPaymentMark /> : null}
              </td>
              <td data-label="Status" className="orders-table__status">
                <OrderStatusLabel status={order.status} />
              </td>
              <td className="orders-table__change">
                <OrderStatusForm
                  orderId={order.id}
                  orderNumber={order.orderNumber}
                  status={order.status}
                  action={pageHref}
                  error={
                    failed?.orderId === order.id && !failed.deliveryId ? failed.error : undefined
                  }
                  onUpdated={onUpdated}
                />
              </td>
            </tr>
            {open ? (
              <tr id={detailsId} className="orders-table__details">
                <td colSpan={COLUMNS.length + 1}>
                  <OrderDetails
                    order={order}
                    statusAction={pageHref}
                    failed={failed?.orderId === order.id ? failed : undefined}
                  />
                </td>
              </tr>
            ) : null}
          </tbody>
        );
      })}
    </table>
  );
}
