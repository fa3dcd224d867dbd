// 'Previous' and 'Next' through the orders, fifty at a time: plain links, so paging works without
// JavaScript and keeps the search, filters and sort.
import { Link } from "@remix-run/react";
import { ordersHref, type OrdersQuery } from "~/orders/admin-orders-query";

export function OrdersPages({
  query,
  page,
  pageCount,
}: {
  query: OrdersQuery;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const to = (target: number) => ordersHref({ ...query, page: target, open: null });
  return (
    <nav className="orders-pages" aria-label="Pages of orders">
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className="button button--secondary">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="orders-pages__where">{`Page ${page} of ${pageCount}`}</p>
      {page < pageCount ? (
        <Link to={to(page + 1)} rel="next" className="button button--secondary">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
