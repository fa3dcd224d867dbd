// Reading orders: one with its lines and history, and the lists the admin and the API sort and
// filter.
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { DELIVERY_SLOTS } from "~/delivery/delivery-window";
import { db } from "~/db/client.server";
import {
  orderLines,
  orders,
  orderStatusHistory,
  type OrderLineRow,
  type OrderRow,
  type StatusChangeRow,
} from "~/db/schema";
import { ShopError } from "~/platform/errors";
import { DEFAULT_ORDER_SORT, type OrderSort, type OrderSortColumn } from "./order-sort";
import { ORDER_STATUSES, type OrderStatus } from "./statuses";

export interface Order extends OrderRow {
  status: OrderStatus;
  lines: OrderLineRow[];
  history: StatusChangeRow[];
}

export function findOrder(id: string): Order | null {
  const row = db().select().from(orders).where(eq(orders.id, id)).get();
  if (!row) return null;
  return withDetails([row])[0] ?? null;
}

export function getOrder(id: string): Order {
  const order = findOrder(id);
  if (!order) throw new ShopError("not-found", "Order not found.");
  return order;
}

function withDetails(rows: OrderRow[]): Order[] {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = db()
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.position))
    .all();
  const history = db()
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, ids))
    .orderBy(asc(orderStatusHistory.changedAt))
    .all();
  return rows.map((row) => ({
    ...row,
    status: row.status as OrderStatus,
    lines: lines.filter((l) => l.orderId === row.id),
    history: history.filter((h) => h.orderId === row.id),
  }));
}

export interface OrderFilter {
  status?: OrderStatus;
  /** Any of these statuses (the admin's 'pending' filter). */
  statuses?: OrderStatus[];
  deliveryDate?: string;
  /** Default: newest first. */
  sort?: OrderSort;
  limit?: number;
  offset?: number;
}

/** Workflow order for sorting by status, and the day's order for delivery slots. */
const STATUS_RANK = sql`case ${orders.status} ${sql.join(
  ORDER_STATUSES.map((status, rank) => sql`when ${status} then ${rank}`),
  sql` `,
)} end`;
const SLOT_RANK = sql`case ${orders.deliveryTime} ${sql.join(
  DELIVERY_SLOTS.map((slot, rank) => sql`when ${slot.value} then ${rank}`),
  sql` `,
)} else ${DELIVERY_SLOTS.length} end`;

function sortColumns(sort: OrderSort): SQL[] {
  const by = sort.direction === "asc" ? asc : desc;
  const columns: Record<OrderSortColumn, SQL[]> = {
    orderNumber: [by(orders.sequence)],
    customer: [by(sql`${orders.customerName} collate nocase`)],
    createdAt: [by(orders.createdAt)],
    deliveryDate: [by(orders.deliveryDate), by(SLOT_RANK)],
    total: [by(orders.totalAmount)],
    status: [by(STATUS_RANK)],
  };
  // Ties keep the newest order first, whichever way the column runs.
  return [...columns[sort.column], desc(orders.sequence)];
}

/** Matching orders, newest first unless another sort is asked for. */
export function listOrders(filter: OrderFilter = {}): Order[] {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.statuses) conditions.push(inArray(orders.status, filter.statuses));
  if (filter.deliveryDate) conditions.push(eq(orders.deliveryDate, filter.deliveryDate));
  const rows = db()
    .select()
    .from(orders)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...sortColumns(filter.sort ?? DEFAULT_ORDER_SORT))
    .limit(filter.limit ?? 1000)
    .offset(filter.offset ?? 0)
    .all();
  return withDetails(rows);
}

/** How many orders have this status (the admin's new-order badge counts 'New paid order'). */
export function countOrdersWithStatus(status: OrderStatus): number {
  const row = db()
    .select({ n: sql<number>`count(*)` })
    .from(orders)
    .where(eq(orders.status, status))
    .get();
  return row?.n ?? 0;
}

/**
 * How many orders include the bouquet. Its order lines keep their own title, size, price and
 * picture, so deleting the bouquet leaves those orders whole (the line only loses its link).
 */
export function countOrdersWithItem(itemId: string): number {
  const row = db()
    .select({ n: sql<number>`count(distinct ${orderLines.orderId})` })
    .from(orderLines)
    .where(eq(orderLines.itemId, itemId))
    .get();
  return row?.n ?? 0;
}
