// Filters for the orders table: a status (or every order still pending) and a delivery date, with
// the florist's morning shortcut, 'Today's deliveries'. A GET form, so it works without JavaScript.
import { Form, Link } from "@remix-run/react";
import { ORDER_STATUSES, statusLabel } from "~/db/order-statuses";
import { ordersHref, PENDING_FILTER, type OrdersQuery } from "~/orders/admin-orders-query";
import { FilterInput, FilterSelect } from "~/components/admin/filters";
import { KeptQuery } from "./kept-query";

const STATUS_CHOICES = [
  [PENDING_FILTER, "Pending (not yet out for delivery)"],
  ...ORDER_STATUSES.map((status) => [status, statusLabel(status)] as const),
] as const;

export function OrdersFilters({ query, today }: { query: OrdersQuery; today: string }) {
  const showingToday = query.date === today && !query.status;
  const filtered = Boolean(query.status || query.date);
  return (
    <section className="orders-filters" aria-label="Filter orders">
      <Form method="get" action="/admin/orders" className="orders-filters__form">
        <KeptQuery query={query} parts={["search", "sort"]} />
        <FilterSelect
          // A new query (a quick filter, back and forward) shows in the field.
          key={query.status ?? ""}
          id="orders-status"
          name="status"
          label="Status"
          anyLabel="All statuses"
          choices={STATUS_CHOICES}
          defaultValue={query.status ?? ""}
          className="orders-filters__field"
        />
        <FilterInput
          // A new query shows in the field, as the status's does.
          key={query.date ?? ""}
          id="orders-date"
          label="Delivery date"
          className="orders-filters__field"
          type="date"
          name="date"
          defaultValue={query.date ?? ""}
        />
        <button type="submit" className="button button--secondary orders-filters__apply">
          Apply filters
        </button>
      </Form>
      <nav className="orders-filters__quick" aria-label="Quick filters">
        <Link
          to={ordersHref({ ...query, status: null, date: today, page: 1, open: null })}
          className="orders-filters__chip"
          aria-current={showingToday ? "page" : undefined}
        >
          Today's deliveries
        </Link>
        <Link
          to={ordersHref({ ...query, status: PENDING_FILTER, date: null, page: 1, open: null })}
          className="orders-filters__chip"
          aria-current={query.status === PENDING_FILTER && !query.date ? "page" : undefined}
        >
          Pending
        </Link>
        {filtered ? (
          <Link
            to={ordersHref({ ...query, status: null, date: null, page: 1, open: null })}
            className="orders-filters__clear"
          >
            Clear filters
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
