// The admin orders table's sort: read from the URL, turned round by a second click.
import { describe, expect, test } from "vitest";
import { DEFAULT_ORDER_SORT, nextOrderSort, orderSortFrom } from "./order-sort";

describe("sorting", () => {
  test("a column and direction come from the URL; an unknown column means newest first", () => {
    expect(orderSortFrom("total", "asc")).toEqual({ column: "total", direction: "asc" });
    expect(orderSortFrom("customer", null)).toEqual({ column: "customer", direction: "asc" });
    expect(orderSortFrom("createdAt", "sideways")).toEqual({
      column: "createdAt",
      direction: "desc",
    });
    expect(orderSortFrom("password", "asc")).toEqual(DEFAULT_ORDER_SORT);
    expect(orderSortFrom(null, null)).toEqual({ column: "createdAt", direction: "desc" });
  });

  test("clicking the sorted column again turns the direction round", () => {
    const byTotal = nextOrderSort(DEFAULT_ORDER_SORT, "total");
    expect(byTotal).toEqual({ column: "total", direction: "desc" });
    expect(nextOrderSort(byTotal, "total")).toEqual({ column: "total", direction: "asc" });
    expect(nextOrderSort(DEFAULT_ORDER_SORT, "createdAt")).toEqual({
      column: "createdAt",
      direction: "asc",
    });
  });
});
