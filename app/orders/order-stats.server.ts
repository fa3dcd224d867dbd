// The dashboard's figures from the orders table: how many, how many pending, paid revenue net of
// refunds, and each shop day's orders and revenue.
import { and, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { DateTime } from "luxon";
import { db } from "~/db/client.server";
import { orders, refunds } from "~/db/schema";
import { currentTime, shopClock } from "~/platform/clock.server";
import { PAID_STATUSES, PENDING_STATUSES } from "./statuses";

function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Paid orders' totals: what counts as revenue. */
const PAID_REVENUE = sql<number>`coalesce(sum(case when ${inArray(orders.status, PAID_STATUSES)} then ${orders.totalAmount} else 0 end), 0)`;

/**
 * Money given back on orders still counted as paid, in fils, on the days it was given. Read here
 * from the refunds table (payments/ writes it; orders/ never imports payments/): an order refunded
 * in full and cancelled left revenue with its status, so only refunds on paid orders are taken off.
 */
function refundedOnPaidOrders(from?: string, to?: string): number {
  const conditions: SQL[] = [
    eq(refunds.state, "succeeded"),
    inArray(orders.status, PAID_STATUSES),
    ...(from ? [gte(refunds.createdAt, from)] : []),
    ...(to ? [lt(refunds.createdAt, to)] : []),
  ];
  return (
    db()
      .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(...conditions))
      .get()?.total ?? 0
  );
}

/** Dashboard figures, all from real orders: paid orders count towards revenue, less refunds. */
export function orderStats(now = currentTime()) {
  const [totals] = db()
    .select({
      totalOrders: sql<number>`count(*)`,
      pendingOrders: sql<number>`coalesce(sum(case when ${inArray(orders.status, PENDING_STATUSES)} then 1 else 0 end), 0)`,
      revenue: PAID_REVENUE,
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
        revenue: PAID_REVENUE,
      })
      .from(orders)
      .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to)))
      .get()!;
  const recent = period(periodStart, now.toISOString());
  const before = period(previousStart, periodStart);
  const recentRevenue = recent.revenue - refundedOnPaidOrders(periodStart, now.toISOString());
  const revenueBefore = before.revenue - refundedOnPaidOrders(previousStart, periodStart);
  return {
    totalOrders: totals?.totalOrders ?? 0,
    pendingOrders: totals?.pendingOrders ?? 0,
    revenue: (totals?.revenue ?? 0) - refundedOnPaidOrders(),
    orderGrowth: growthPercent(recent.orders, before.orders),
    revenueGrowth: growthPercent(recentRevenue, revenueBefore),
  };
}

export interface DaySales {
  /** The shop date, `YYYY-MM-DD`. */
  date: string;
  /** Orders placed that day, whatever became of them. */
  orders: number;
  /** Fils taken that day: orders placed that day that have been paid, less refunds given that day. */
  revenue: number;
}

/**
 * Orders and paid revenue for each of the last `days` shop days, oldest first, today last. Days
 * are the shop's (SHOP_TIMEZONE), not the server's: an order at 23:30 in Dubai counts for that
 * Dubai day even though it is still the afternoon in UTC.
 */
export function dailySales(days = 30, now = currentTime()): DaySales[] {
  const zone = shopClock().timeZone;
  const first = DateTime.fromJSDate(now, { zone })
    .startOf("day")
    .minus({ days: days - 1 });
  // Each shop day's bounds in UTC, computed here: the zone may change its offset within the period.
  const bounds = Array.from({ length: days + 1 }, (_, i) =>
    first.plus({ days: i }).toUTC().toISO()!,
  );
  const day = sql<number>`case ${sql.join(
    bounds.slice(1).map((end, index) => sql`when ${orders.createdAt} < ${end} then ${index}`),
    sql` `,
  )} end`;
  const rows = db()
    .select({ day, orders: sql<number>`count(*)`, revenue: PAID_REVENUE })
    .from(orders)
    .where(and(gte(orders.createdAt, bounds[0]!), lt(orders.createdAt, bounds[days]!)))
    .groupBy(day)
    .all();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: days }, (_, index) => ({
    date: first.plus({ days: index }).toISODate()!,
    orders: byDay.get(index)?.orders ?? 0,
    revenue:
      (byDay.get(index)?.revenue ?? 0) - refundedOnPaidOrders(bounds[index], bounds[index + 1]),
  }));
}
