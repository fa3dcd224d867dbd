// The dashboard's figures from the orders table: what counts as pending, what counts as revenue,
// and which shop day an order falls on.
import { beforeEach, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { anOrderPlaced } from "../../tests/support/domain-rows";
import { dailySales, orderStats, type RefundedBetween } from "./order-stats.server";

/** No refunds given: refunds are payments/' (tested with them in payments/revenue-net-of-refunds). */
const noRefunds: RefundedBetween = () => 0;

beforeEach(() => {
  db().delete(orders).run();
});

describe("orderStats", () => {
  const now = new Date("2026-03-10T08:00:00Z");

  test("pending means awaiting payment, new paid or in preparation; revenue only paid orders", () => {
    const at = "2026-03-09T10:00:00.000Z";
    anOrderPlaced("awaiting_payment", at, 100);
    anOrderPlaced("new_paid", at, 200);
    anOrderPlaced("in_preparation", at, 300);
    anOrderPlaced("in_delivery", at, 400);
    anOrderPlaced("delivered", at, 500);
    anOrderPlaced("cancelled", at, 600);
    const stats = orderStats(noRefunds, now);
    expect(stats.totalOrders).toBe(6);
    expect(stats.pendingOrders).toBe(3);
    expect(stats.revenue).toBe((200 + 300 + 400 + 500) * 100);
  });

  test("growth compares the last 30 days with the 30 before, and is null with nothing before", () => {
    anOrderPlaced("delivered", "2026-03-01T10:00:00.000Z", 300);
    anOrderPlaced("delivered", "2026-03-02T10:00:00.000Z", 300);
    expect(orderStats(noRefunds, now)).toMatchObject({ orderGrowth: null, revenueGrowth: null });

    anOrderPlaced("delivered", "2026-01-20T10:00:00.000Z", 400);
    // An unpaid order counts as an order but adds no revenue.
    anOrderPlaced("cancelled", "2026-03-03T10:00:00.000Z", 900);
    expect(orderStats(noRefunds, now)).toMatchObject({ orderGrowth: 200, revenueGrowth: 50 });
  });
});

describe("dailySales", () => {
  // 12:00 on 10 March in Dubai (UTC+4).
  const now = new Date("2026-03-10T08:00:00Z");

  test("gives each of the last 30 shop days, oldest first, today last, empty days as zero", () => {
    const days = dailySales(noRefunds, 30, now);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: "2026-02-09", orders: 0, revenue: 0 });
    expect(days.at(-1)).toEqual({ date: "2026-03-10", orders: 0, revenue: 0 });
  });

  test("an order counts for its Dubai day: midnight in Dubai is 20:00 UTC the day before", () => {
    anOrderPlaced("new_paid", "2026-03-09T19:59:59.999Z", 700); // 23:59:59 on 9 March in Dubai
    anOrderPlaced("new_paid", "2026-03-09T20:00:00.000Z", 900); // 00:00 on 10 March in Dubai
    anOrderPlaced("awaiting_payment", "2026-03-10T07:00:00.000Z", 400); // 11:00 today, not paid
    const days = dailySales(noRefunds, 30, now);
    expect(days.find((d) => d.date === "2026-03-09")).toEqual({
      date: "2026-03-09",
      orders: 1,
      revenue: 70000,
    });
    expect(days.at(-1)).toEqual({ date: "2026-03-10", orders: 2, revenue: 90000 });
  });

  test("the first day starts at Dubai midnight too; older orders are left out", () => {
    anOrderPlaced("delivered", "2026-02-08T19:59:59.999Z", 100); // 8 Feb in Dubai: outside
    anOrderPlaced("delivered", "2026-02-08T20:00:00.000Z", 250); // 00:00 on 9 Feb in Dubai: the first day
    const days = dailySales(noRefunds, 30, now);
    expect(days[0]).toEqual({ date: "2026-02-09", orders: 1, revenue: 25000 });
    expect(days.reduce((sum, d) => sum + d.orders, 0)).toBe(1);
  });

  test("just before Dubai midnight, today is still the same shop day", () => {
    anOrderPlaced("in_delivery", "2026-03-10T19:30:00.000Z", 300); // 23:30 on 10 March in Dubai
    const days = dailySales(noRefunds, 7, new Date("2026-03-10T19:59:00Z"));
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toEqual({ date: "2026-03-10", orders: 1, revenue: 30000 });
    const after = dailySales(noRefunds, 7, new Date("2026-03-10T20:00:00Z"));
    expect(after.at(-1)).toEqual({ date: "2026-03-11", orders: 0, revenue: 0 });
    expect(after.at(-2)).toEqual({ date: "2026-03-10", orders: 1, revenue: 30000 });
  });
});
