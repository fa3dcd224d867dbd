// How the admin's orders table may be sorted: by any column, either
// way, newest first by default. Plain data, so the page builds its header links from it too.

export const ORDER_SORT_COLUMNS = [
  "orderNumber",
  "customer",
  "createdAt",
  "deliveryDate",
  "total",
  "status",
] as const;

export type OrderSortColumn = (typeof ORDER_SORT_COLUMNS)[number];
export type SortDirection = "asc" | "desc";

export interface OrderSort {
  column: OrderSortColumn;
  direction: SortDirection;
}

export const DEFAULT_ORDER_SORT: OrderSort = { column: "createdAt", direction: "desc" };

/** The way a column reads best on its first click: newest and largest first, the rest A→Z. */
const FIRST_DIRECTION: Record<OrderSortColumn, SortDirection> = {
  orderNumber: "asc",
  customer: "asc",
  createdAt: "desc",
  deliveryDate: "asc",
  total: "desc",
  status: "asc",
};

function isColumn(text: string | null): text is OrderSortColumn {
  return (ORDER_SORT_COLUMNS as readonly string[]).includes(text ?? "");
}

/** The sort a URL asks for (`?sort=total&dir=asc`); an unknown column means the default sort. */
export function orderSortFrom(column: string | null, direction: string | null): OrderSort {
  if (!isColumn(column)) return DEFAULT_ORDER_SORT;
  if (direction === "asc" || direction === "desc") return { column, direction };
  return { column, direction: FIRST_DIRECTION[column] };
}

/** What a click on a column header asks for: the other direction when it is already sorted. */
export function nextOrderSort(current: OrderSort, column: OrderSortColumn): OrderSort {
  if (current.column === column) {
    return { column, direction: current.direction === "asc" ? "desc" : "asc" };
  }
  return { column, direction: FIRST_DIRECTION[column] };
}
