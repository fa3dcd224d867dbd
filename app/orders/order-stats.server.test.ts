// The dashboard's figures from the orders table: what counts as pending, what counts as revenue,
// and which shop day an order falls on.
import { beforeEach, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { orders, payments, refunds } from "~/db/schema";
import { filsFromAed } from "~/money/money";
import { anOrderRow } from "../../tests/support/domain-rows";
import { dailySales, orderStats } from "./order-stats.server";
import type { OrderStatus } from "./statuses";

/** An order row placed at `createdAt` (UTC ISO), straight into the table. */
function anOrder(status: OrderStatus, createdAt: string, totalAed = 500) {
  return anOrderRow({
    status,
    createdAt,
    updatedAt: createdAt,
    totalAmount: filsFromAed(totalAed)!,
  });
}

let creditNotes = 20_000;

/** A refund of `aed` on the order, given at `createdAt`, in the given state. */
function aRefund(orderId: string, aed: number, createdAt: string, state = "succeeded") {
  const paymentId = newId();
  db()
    .insert(payments)
    .values({
      id: paymentId,
      orderId,
      provider: "demo",
      amount: filsFromAed(aed)!,
      state: "partially_refunded",
      idempotencyKey: `stats:${paymentId}`,
    })
    .run();
  creditNotes += 1;
  db()
    .insert(refunds)
    .values({
      id: newId(),
      orderId,
      paymentId,
      sequence: creditNotes,
      creditNoteNumber: `CN-${creditNotes}`,
      amount: filsFromAed(aed)!,
      vatAmount: 0,
      state,
      refundedBy: "florist",
      createdAt,
    })
    .run();
}

beforeEach(() => {
  db().delete(orders).run();
});

describe("orderStats", () => {
  const now = new Date("2026-03-10T08:00:00Z");

  test("pending means awaiting payment, new paid or in preparation; revenue only paid orders", () => {
    const at = "2026-03-09T10:00:00.000Z";
    anOrder("Awaiting payment", at, 100);
    anOrder("New paid order", at, 200);
    anOrder("In preparation", at, 300);
    anOrder("In delivery", at, 400);
    anOrder("Delivered", at, 500);
    anOrder("Cancelled", at, 600);
    const stats = orderStats(now);
    expect(stats.totalOrders).toBe(6);
    expect(stats.pendingOrders).toBe(3);
    expect(stats.revenue).toBe((200 + 300 + 400 + 500) * 100);
  });

  test("growth compares the last 30 days with the 30 before, and is null with nothing before", () => {
    anOrder("Delivered", "2026-03-01T10:00:00.000Z", 300);
    anOrder("Delivered", "2026-03-02T10:00:00.000Z", 300);
    expect(orderStats(now)).toMatchObject({ orderGrowth: null, revenueGrowth: null });

    anOrder("Delivered", "2026-01-20T10:00:00.000Z", 400);
    // An unpaid order counts as an order but adds no revenue.
    anOrder("Cancelled", "2026-03-03T10:00:00.000Z", 900);
    expect(orderStats(now)).toMatchObject({ orderGrowth: 200, revenueGrowth: 50 });
  });
});

describe("revenue net of refunds", () => {
  const now = new Date("2026-03-10T08:00:00Z");

  test("refunds given on paid orders lower revenue; pending or failed ones and cancelled orders' do not", () => {
    const delivered = anOrder("Delivered", "2026-03-01T10:00:00.000Z", 500);
    aRefund(delivered, 150, "2026-03-09T10:00:00.000Z");
    aRefund(delivered, 50, "2026-03-09T11:00:00.000Z", "failed");
    aRefund(delivered, 40, "2026-03-09T12:00:00.000Z", "pending");
    // Refunded in full and cancelled: its revenue already left with its status.
    const cancelled = anOrder("Cancelled", "2026-03-01T10:00:00.000Z", 300);
    aRefund(cancelled, 300, "2026-03-09T10:00:00.000Z");
    expect(orderStats(now).revenue).toBe(35_000);
  });

  test("the daily chart takes a refund off the day it was given, not the day of the order", () => {
    const order = anOrder("Delivered", "2026-03-01T10:00:00.000Z", 500);
    aRefund(order, 120, "2026-03-09T19:00:00.000Z"); // 23:00 on 9 March in Dubai
    const days = dailySales(30, now);
    expect(days.find((d) => d.date === "2026-03-01")?.revenue).toBe(50_000);
    expect(days.find((d) => d.date === "2026-03-09")?.revenue).toBe(-12_000);
  });
});

describe("dailySales", () => {
  // 12:00 on 10 March in Dubai (UTC+4).
  const now = new Date("2026-03-10T08:00:00Z");

  test("gives each of the last 30 shop days, oldest first, today last, empty days as zero", () => {
    const days = dailySales(30, now);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: "2026-02-09", orders: 0, revenue: 0 });
    expect(days.at(-1)).toEqual({ date: "2026-03-10", orders: 0, revenue: 0 });
  });

  test("an order counts for its Dubai day: midnight in Dubai is 20:00 UTC the day before", () => {
    anOrder("New paid order", "2026-03-09T19:59:59.999Z", 700); // 23:59:59 on 9 March in Dubai
    anOrder("New paid order", "2026-03-09T20:00:00.000Z", 900); // 00:00 on 10 March in Dubai
    anOrder("Awaiting payment", "2026-03-10T07:00:00.000Z", 400); // 11:00 today, not paid
    const days = dailySales(30, now);
    expect(days.find((d) => d.date === "2026-03-09")).toEqual({
      date: "2026-03-09",
      orders: 1,
      revenue: 70000,
    });
    expect(days.at(-1)).toEqual({ date: "2026-03-10", orders: 2, revenue: 90000 });
  });

  test("the first day starts at Dubai midnight too; older orders are left out", () => {
    anOrder("Delivered", "2026-02-08T19:59:59.999Z", 100); // 8 Feb in Dubai: outside
    anOrder("Delivered", "2026-02-08T20:00:00.000Z", 250); // 00:00 on 9 Feb in Dubai: the first day
    const days = dailySales(30, now);
    expect(days[0]).toEqual({ date: "2026-02-09", orders: 1, revenue: 25000 });
    expect(days.reduce((sum, d) => sum + d.orders, 0)).toBe(1);
  });

  test("just before Dubai midnight, today is still the same shop day", () => {
    anOrder("In delivery", "2026-03-10T19:30:00.000Z", 300); // 23:30 on 10 March in Dubai
    const days = dailySales(7, new Date("2026-03-10T19:59:00Z"));
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toEqual({ date: "2026-03-10", orders: 1, revenue: 30000 });
    const after = dailySales(7, new Date("2026-03-10T20:00:00Z"));
    expect(after.at(-1)).toEqual({ date: "2026-03-11", orders: 0, revenue: 0 });
    expect(after.at(-2)).toEqual({ date: "2026-03-10", orders: 1, revenue: 30000 });
  });
});
