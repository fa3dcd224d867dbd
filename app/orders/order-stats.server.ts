// The dashboard's figures from the orders table: how many, how many pending, paid revenue net of
// refunds, and each shop day's orders and revenue. The refunds are payments/' to say, handed in.
import { and, gte, inArray, lt, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import type { Fils } from "~/money/money";
import { currentTime, shopClock } from "~/platform/clock.server";
import { PAID_STATUSES, PENDING_STATUSES } from "./statuses";

function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Paid orders' totals: what counts as revenue. */
const PAID_REVENUE = sql<number>`coalesce(sum(case when ${inArray(orders.status, PAID_STATUSES)} then ${orders.totalAmount} else 0 end), 0)`;

/**
 * Money given back on orders still counted as paid, in fils, between two moments (ISO; either end
 * open). payments/ owns the refunds and hands this in (`refundedOnPaidOrders`): orders/ never
 * imports payments/.
 */
export type RefundedBetween = (from?: string, to?: string) => Fils;

/** Dashboard figures, all from real orders: paid orders count towards revenue, less refunds. */
export function orderStats(refunded: RefundedBetween, now = currentTime()) {
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
  const recentRevenue = recent.revenue - refunded(periodStart, now.toISOString());
  const revenueBefore = before.revenue - refunded(previousStart, periodStart);
  return {
    totalOrders: totals?.totalOrders ?? 0,
    pendingOrders: totals?.pendingOrders ?? 0,
    revenue: (totals?.revenue ?? 0) - refunded(),
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
export function dailySales(refunded: RefundedBetween, days = 30, now = currentTime()): DaySales[] {
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
    revenue: (byDay.get(index)?.revenue ?? 0) - refunded(bounds[index], bounds[index + 1]),
  }));
}
