// Years of orders: every way the admin's list filters and sorts reads an index, never the whole
// table sorted afresh (EXPLAIN QUERY PLAN on the very query listOrders runs).
import { expect, test } from "vitest";
import { db } from "~/db/client.server";
import { ORDER_SORT_COLUMNS } from "./order-sort";
import { ordersListQuery, type OrderFilter } from "./order-reads.server";
import { PENDING_STATUSES } from "./statuses";

function planOf(filter: OrderFilter): string[] {
  const { sql, params } = ordersListQuery({ ...filter, limit: 50 }).toSQL();
  const rows = db()
    .$client.prepare(`explain query plan ${sql}`)
    .all(...params) as { detail: string }[];
  return rows.map((row) => row.detail);
}

const wholeTableRead = (plan: string[]) =>
  plan.some((step) => /^SCAN orders$/.test(step) || step === "USE TEMP B-TREE FOR ORDER BY");

// The status column is sorted by workflow rank (a CASE over eight statuses): that one reads every
// order into SQLite's top-50 sorter; bench:admin times it.
const INDEXED_SORTS = ORDER_SORT_COLUMNS.filter((column) => column !== "status");

test.each(INDEXED_SORTS.flatMap((column) => [`${column} asc`, `${column} desc`]))(
  "sorted by %s, the list walks an index",
  (sort) => {
    const [column, direction] = sort.split(" ") as [(typeof INDEXED_SORTS)[number], "asc" | "desc"];
    const plan = planOf({ sort: { column, direction } });
    expect(wholeTableRead(plan), plan.join("\n")).toBe(false);
  },
);

test.each<[string, OrderFilter]>([
  ["one status", { status: "delivered" }],
  ["the pending statuses", { statuses: PENDING_STATUSES }],
  ["a delivery date", { deliveryDate: "2026-02-14" }],
])("filtered by %s, the list searches an index", (_, filter) => {
  const plan = planOf(filter);
  expect(
    plan.some((step) => step.startsWith("SEARCH orders USING INDEX")),
    plan.join("\n"),
  ).toBe(true);
});

test("an order's lines and history are found by index, not by reading them all", () => {
  for (const table of ["order_lines", "order_status_history"]) {
    const rows = db()
      .$client.prepare(`explain query plan select * from ${table} where order_id in (?, ?)`)
      .all("a", "b") as { detail: string }[];
    expect(rows.map((row) => row.detail).join("\n")).toMatch(/SEARCH \w+ USING INDEX/);
  }
});

test("the check itself sees a whole-table read (the status rank has no index)", () => {
  expect(wholeTableRead(planOf({ sort: { column: "status", direction: "asc" } }))).toBe(true);
});
