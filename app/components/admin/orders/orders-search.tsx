// Finding one order among thousands: by its number, or part of the customer's name, email or phone.
// A GET form that keeps the filters and sort, so it works without JavaScript.
import { Form, Link } from "@remix-run/react";
import { FilterInput } from "~/components/admin/filters";
import { ordersHref, type OrdersQuery } from "~/orders/admin-orders-query";
import { KeptQuery } from "./kept-query";

export function OrdersSearch({ query }: { query: OrdersQuery }) {
  return (
    <Form method="get" action="/admin/orders" role="search" className="orders-search">
      <KeptQuery query={query} parts={["filters", "sort"]} />
      <FilterInput
        key={query.search}
        id="orders-search"
        label="Search orders"
        className="orders-search__field"
        type="search"
        name="q"
        placeholder="Order number, name, email or phone"
        defaultValue={query.search}
        maxLength={100}
      />
      <button type="submit" className="button button--secondary orders-search__submit">
        Search
      </button>
      {query.search ? (
        <Link
          to={ordersHref({ ...query, search: "", page: 1, open: null })}
          className="orders-filters__clear"
        >
          Clear search
        </Link>
      ) : null}
    </Form>
  );
}
