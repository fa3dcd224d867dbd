// The orders page keeps everything a florist chose in its URL — search, sort, filters, the page, the
// opened order — so every control is a plain link or GET form that works without JavaScript.
import { isRealDate } from "~/delivery/delivery-window";
import {
  DEFAULT_ORDER_SORT,
  nextOrderSort,
  orderSortFrom,
  type OrderSort,
  type OrderSortColumn,
} from "~/orders/order-sort";
import { orderStatusFrom } from "~/orders/statuses";
import { type OrderStatus } from "~/db/order-statuses";

/** `status=pending`: what the dashboard's 'Pending Orders' card counts. */
export const PENDING_FILTER = "pending";

/** Orders on one page of the list; older ones are a 'Next' away. */
export const ORDERS_PER_PAGE = 50;
const SEARCH_MAX_LENGTH = 100;

export interface OrdersQuery {
  /** An order number or part of a customer's name, email or phone; "" for none. */
  search: string;
  /** 1 for the newest orders (in the chosen sort). */
  page: number;
  sort: OrderSort;
  status: OrderStatus | typeof PENDING_FILTER | null;
  /** A delivery date, `YYYY-MM-DD`. */
  date: string | null;
  open: string | null;
}

export function ordersQueryFrom(params: URLSearchParams): OrdersQuery {
  const status = params.get("status")?.trim() ?? "";
  const date = params.get("date") ?? "";
  const page = Number(params.get("page"));
  return {
    search: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: orderSortFrom(params.get("sort"), params.get("dir")),
    status: status.toLowerCase() === PENDING_FILTER ? PENDING_FILTER : orderStatusFrom(status),
    date: isRealDate(date) ? date : null,
    open: params.get("open") || null,
  };
}

/** The page's address for a query; the default sort is left out to keep addresses short. */
export function ordersHref(query: OrdersQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.status) params.set("status", query.status);
  if (query.date) params.set("date", query.date);
  const isDefault =
    query.sort.column === DEFAULT_ORDER_SORT.column &&
    query.sort.direction === DEFAULT_ORDER_SORT.direction;
  if (!isDefault) {
    params.set("sort", query.sort.column);
    params.set("dir", query.sort.direction);
  }
  if (query.page > 1) params.set("page", String(query.page));
  if (query.open) params.set("open", query.open);
  const search = params.toString();
  return search ? `/admin/orders?${search}` : "/admin/orders";
}

export function sortHref(query: OrdersQuery, column: OrderSortColumn): string {
  return ordersHref({ ...query, sort: nextOrderSort(query.sort, column), page: 1 });
}

/** The address that opens one order's details (or closes them when they are open). */
export function toggleHref(query: OrdersQuery, id: string): string {
  const open = query.open === id ? null : id;
  return `${ordersHref({ ...query, open })}${open ? `#order-${id}` : ""}`;
}
