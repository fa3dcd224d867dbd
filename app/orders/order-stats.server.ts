// The dashboard's figures from the orders table: how many, how many pending, paid revenue, and
// each shop day's orders and revenue.
import { and, gte, inArray, lt, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { currentTime, shopClock } from "~/platform/clock.server";
import { isPaid, PAID_STATUSES, PENDING_STATUSES, type OrderStatus } from "./statuses";

function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Dashboard figures, all from real orders: paid orders count towards revenue. */
export function orderStats(now = currentTime()) {
  const [totals] = db()
    .select({
      totalOrders: sql<number>`count(*)`,
      pendingOrders: sql<number>`coalesce(sum(case when ${inArray(orders.status, PENDING_STATUSES)} then 1 else 0 end), 0)`,
      revenue: sql<number>`coalesce(sum(case when ${inArray(orders.status, PAID_STATUSES)} then ${orders.totalAmount} else 0 end), 0)`,
    })
    .from(orders)
    .all();
  const day = 24 * 60 * 60 * 1000;
  const periodStart = new Date(now.getTime() - 30 * day).toISOString();
  const previousStart = new Date(now.getTime() - 60 * day).toISOString();
  const period = (from: string, to: string) =>
    db()
      .select({
        orders: sql<number>`count(*)`,
        revenue: sql<number>`coalesce(sum(case when ${inArray(orders.status, PAID_STATUSES)} then ${orders.totalAmount} else 0 end), 0)`,
      })
      .from(orders)
      .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to)))
      .get()!;
  const recent = period(periodStart, now.toISOString());
  const before = period(previousStart, periodStart);
  return {
    totalOrders: totals?.totalOrders ?? 0,
    pendingOrders: totals?.pendingOrders ?? 0,
    revenue: totals?.revenue ?? 0,
    orderGrowth: growthPercent(recent.orders, before.orders),
    revenueGrowth: growthPercent(recent.revenue, before.revenue),
  };
}

export interface DaySales {
  /** The shop date, `YYYY-MM-DD`. */
  date: string;
  /** Orders placed that day, whatever became of them. */
  orders: number;
  /** Fils taken that day: orders placed that day that have been paid. */
  revenue: number;
}

/**
 * Orders and paid revenue for each of the last `days` shop days, oldest first, today last. Days
 * are the shop's (SHOP_TIMEZONE), not the server's: an order at 23:30 in Dubai counts for that
 * Dubai day even though it is still the afternoon in UTC.
 */
export function dailySales(days = 30, now = currentTime()): DaySales[] {
  const zone = shopClock().timeZone;
  const today = DateTime.fromJSDate(now, { zone }).startOf("day");
  const first = today.minus({ days: days - 1 });
  const rows = db()
    .select({
      createdAt: orders.createdAt,
      status: orders.status,
      totalAmount: orders.totalAmount,
    })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, first.toUTC().toISO()!),
        lt(orders.createdAt, today.plus({ days: 1 }).toUTC().toISO()!),
      ),
    )
    .all();
  const byDate = new Map<string, DaySales>();
  for (let i = 0; i < days; i++) {
    const date = first.plus({ days: i }).toISODate()!;
    byDate.set(date, { date, orders: 0, revenue: 0 });
  }
  for (const row of rows) {
    const day = byDate.get(DateTime.fromISO(row.createdAt, { zone }).toISODate()!);
    if (!day) continue;
    day.orders += 1;
    if (isPaid(row.status as OrderStatus)) day.revenue += row.totalAmount;
  }
  return [...byDate.values()];
}
