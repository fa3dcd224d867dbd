// Orders: created at the server's prices, moved through their statuses with a history.
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { DateTime } from "luxon";
import { findItem } from "~/catalogue/items.server";
import { STANDARD_SIZE } from "~/catalogue/sizes";
import { DELIVERY_SLOTS, deliveryProblem } from "~/delivery/delivery-window";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import {
  images,
  orderLines,
  orders,
  orderStatusHistory,
  type OrderLineRow,
  type OrderRow,
  type StatusChangeRow,
} from "~/db/schema";
import { aedFromFils, formatAed, vatIncluded } from "~/money/money";
import { currentTime, shopClock } from "~/platform/clock.server";
import { ShopError } from "~/platform/errors";
import { orderFingerprint, orderForKey } from "./idempotency.server";
import { claimOrderPlace } from "./order-limit.server";
import { ORDER_NUMBER_START, orderNumberOf } from "./order-number";
import type { OrderInput } from "./order-input";
import { DEFAULT_ORDER_SORT, type OrderSort, type OrderSortColumn } from "./order-sort";
import {
  AWAITING_PAYMENT,
  isPaid,
  ORDER_STATUSES,
  PAID_STATUSES,
  PENDING_STATUSES,
  type OrderStatus,
} from "./statuses";

export interface Order extends OrderRow {
  status: OrderStatus;
  lines: OrderLineRow[];
  history: StatusChangeRow[];
}

interface PricedLine {
  itemId: string;
  title: string;
  sizeName: string;
  unitPrice: number;
  quantity: number;
  imageUrl: string | null;
}

/** CONTRACT.md §11: an out-of-stock bouquet is refused (409) at both doors, in these words. */
export class BouquetUnavailable extends ShopError {
  constructor(title: string, index = 0) {
    super("conflict", `"${title}" is currently unavailable. Please choose another bouquet.`, {
      [`items.${index}.itemId`]: ["This bouquet is currently unavailable."],
    });
  }
}

/** Prices every line from the catalogue; the client's prices are only checked against them. */
function priceLines(input: OrderInput): PricedLine[] {
  return input.items.map((line, index) => {
    const item = findItem(line.itemId);
    if (!item) {
      throw new ShopError("invalid", "A bouquet in this order is no longer available.", {
        [`items.${index}.itemId`]: ["This bouquet is no longer available."],
      });
    }
    if (!item.inStock) throw new BouquetUnavailable(item.title, index);
    const wanted = line.size.trim().toLowerCase();
    const size = item.sizes.find((s) => s.sizeName.toLowerCase() === wanted);
    if (item.sizes.length > 0 && !size) {
      throw new ShopError("invalid", `Please choose one of the sizes of "${item.title}".`, {
        [`items.${index}.size`]: [
          `Choose one of: ${item.sizes.map((s) => s.sizeName).join(", ")}.`,
        ],
      });
    }
    const imageFile = item.mainImageId
      ? db()
          .select({ fileName: images.fileName })
          .from(images)
          .where(eq(images.id, item.mainImageId))
          .get()
      : undefined;
    return {
      itemId: item.id,
      title: item.title,
      sizeName: size?.sizeName ?? STANDARD_SIZE,
      unitPrice: size?.price ?? item.basePrice,
      quantity: line.quantity,
      imageUrl: imageFile?.fileName ?? null,
    };
  });
}

function checkClientPrices(input: OrderInput, lines: PricedLine[]) {
  const total = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const changed = lines.filter((line, index) => input.items[index]!.price !== line.unitPrice);
  if (changed.length > 0 || input.totalAmount !== total) {
    const first = changed[0];
    const message = first
      ? `The price has changed: "${first.title}" (${first.sizeName}) is now ${formatAed(first.unitPrice)}.`
      : `The price has changed: the order total is now ${formatAed(total)}.`;
    throw new ShopError("conflict", message, undefined, {
      items: lines.map((line) => ({
        itemId: line.itemId,
        size: line.sizeName,
        price: aedFromFils(line.unitPrice),
      })),
      totalAmount: aedFromFils(total),
    });
  }
  return total;
}

export function createOrder(
  input: OrderInput,
  now = currentTime(),
): { order: Order; created: boolean } {
  const fingerprint = orderFingerprint(input);
  if (input.idempotencyKey) {
    const existing = orderForKey(db(), input.idempotencyKey, fingerprint, now);
    if (existing) return { order: getOrder(existing), created: false };
  }
  const problem = deliveryProblem(input.deliveryDate, input.deliveryTime, now, shopClock());
  if (problem)
    throw new ShopError("invalid", problem.message, { [problem.field]: [problem.message] });
  const lines = priceLines(input);
  const total = checkClientPrices(input, lines);
  const id = newId();
  const at = now.toISOString();

  // IMMEDIATE: the order number and the idempotency check are read and written in one lock.
  const created = db().transaction(
    (tx) => {
      if (input.idempotencyKey && orderForKey(tx, input.idempotencyKey, fingerprint, now)) {
        return false;
      }
      const [last] = tx
        .select({ max: sql<number | null>`max(${orders.sequence})` })
        .from(orders)
        .all();
      const sequence = (last?.max ?? ORDER_NUMBER_START - 1) + 1;
      tx.insert(orders)
        .values({
          id,
          sequence,
          orderNumber: orderNumberOf(sequence),
          customerName: input.customerName,
          email: input.email,
          phone: input.phone,
          address: input.address,
          notes: input.notes,
          recipientName: input.recipientName || null,
          recipientPhone: input.recipientPhone || null,
          cardMessage: input.cardMessage || null,
          deliveryDate: input.deliveryDate,
          deliveryTime: input.deliveryTime,
          status: AWAITING_PAYMENT,
          totalAmount: total,
          vatAmount: lines.reduce(
            (sum, line) => sum + vatIncluded(line.unitPrice * line.quantity),
            0,
          ),
          idempotencyKey: input.idempotencyKey ?? null,
          idempotencyFingerprint: input.idempotencyKey ? fingerprint : null,
          createdAt: at,
          updatedAt: at,
        })
        .run();
      tx.insert(orderLines)
        .values(
          lines.map((line, position) => ({
            id: newId(),
            orderId: id,
            position,
            ...line,
            vatAmount: vatIncluded(line.unitPrice * line.quantity),
          })),
        )
        .run();
      tx.insert(orderStatusHistory)
        .values({
          id: newId(),
          orderId: id,
          fromStatus: null,
          toStatus: AWAITING_PAYMENT,
          changedAt: at,
          changedBy: "customer",
        })
        .run();
      return true;
    },
    { behavior: "immediate" },
  );
  if (!created) return createOrder(input, now);
  return { order: getOrder(id), created: true };
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

/** Moves an order to a status, recording who and when. Setting the current status changes nothing. */
export function changeOrderStatus(
  id: string,
  to: OrderStatus,
  by: string,
  now = currentTime(),
): Order {
  db().transaction(
    (tx) => {
      const row = tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).get();
      if (!row) throw new ShopError("not-found", "Order not found.");
      if (row.status === to) return;
      const at = now.toISOString();
      tx.update(orders).set({ status: to, updatedAt: at }).where(eq(orders.id, id)).run();
      tx.insert(orderStatusHistory)
        .values({
          id: newId(),
          orderId: id,
          fromStatus: row.status,
          toStatus: to,
          changedAt: at,
          changedBy: by,
        })
        .run();
    },
    { behavior: "immediate" },
  );
  return getOrder(id);
}

/**
 * Moves an order from one status to another only if it is still in the first one: the guard that
 * makes a payment confirmation count once however often it arrives. True when this call moved it.
 */
export function moveOrderIfStatus(
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  by: string,
  now = currentTime(),
): boolean {
  return db().transaction(
    (tx) => {
      const at = now.toISOString();
      const result = tx
        .update(orders)
        .set({ status: to, updatedAt: at })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .run();
      if (result.changes === 0) return false;
      tx.insert(orderStatusHistory)
        .values({
          id: newId(),
          orderId: id,
          fromStatus: from,
          toStatus: to,
          changedAt: at,
          changedBy: by,
        })
        .run();
      return true;
    },
    { behavior: "immediate" },
  );
}

/**
 * Writes something that happened to an order into its history without moving it (a late payment
 * refunded, say): a row from its status to the same status, with the note.
 */
export function noteOnOrder(id: string, by: string, note: string, now = currentTime()): void {
  db().transaction(
    (tx) => {
      const row = tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).get();
      if (!row) return;
      tx.insert(orderStatusHistory)
        .values({
          id: newId(),
          orderId: id,
          fromStatus: row.status,
          toStatus: row.status,
          changedAt: now.toISOString(),
          changedBy: by,
          note,
        })
        .run();
    },
    { behavior: "immediate" },
  );
}

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

/**
 * A customer's order, from either door (the JSON API or the checkout form): counted against the
 * client's order allowance, which a replayed or refused request does not use up.
 */
export async function createCustomerOrder(
  input: OrderInput,
  client: string,
): Promise<{ order: Order; created: boolean }> {
  // A customer retrying (same key, same order) gets their order, however many they placed.
  if (input.idempotencyKey) {
    const existing = orderForKey(
      db(),
      input.idempotencyKey,
      orderFingerprint(input),
      currentTime(),
    );
    if (existing) return { order: getOrder(existing), created: false };
  }
  const place = await claimOrderPlace(client);
  try {
    const result = createOrder(input);
    if (!result.created) await place.giveBack();
    return result;
  } catch (error) {
    await place.giveBack();
    throw error;
  }
}
