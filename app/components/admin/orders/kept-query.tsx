// A GET form on the orders page replaces the whole query: these hidden fields carry through what
// that form does not ask for, so searching keeps the filters and filtering keeps the search.
import { DEFAULT_ORDER_SORT } from "~/orders/order-sort";
import type { OrdersQuery } from "~/orders/admin-orders-query";

type Part = "search" | "filters" | "sort";

export function KeptQuery({ query, parts }: { query: OrdersQuery; parts: Part[] }) {
  const sorted =
    query.sort.column !== DEFAULT_ORDER_SORT.column ||
    query.sort.direction !== DEFAULT_ORDER_SORT.direction;
  const fields: [string, string | null][] = [
    ["q", parts.includes("search") ? query.search || null : null],
    ["status", parts.includes("filters") ? query.status : null],
    ["date", parts.includes("filters") ? query.date : null],
    ["sort", parts.includes("sort") && sorted ? query.sort.column : null],
    ["dir", parts.includes("sort") && sorted ? query.sort.direction : null],
  ];
  return fields.map(([name, value]) =>
    value ? <input key={name} type="hidden" name={name} value={value} /> : null,
  );
}
