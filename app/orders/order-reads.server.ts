// Reading orders: one with its lines and history, and the lists the admin and the API sort and
// filter.
import { and, asc, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { DELIVERY_SLOTS } from "~/delivery/delivery-window";
import { db } from "~/db/client.server";
import { ownedRows } from "~/db/owned-rows.server";
import {
  deliveries,
  orderLines,
  orders,
  orderStatusHistory,
  type DeliveryRow,
  type OrderLineRow,
  type OrderRow,
  type StatusChangeRow,
} from "~/db/schema";
import { ShopError } from "~/platform/errors";
import { orderSequenceOf } from "./order-number";
import { DEFAULT_ORDER_SORT, type OrderSort, type OrderSortColumn } from "./order-sort";
import { ORDER_STATUSES, type OrderStatus } from "~/db/order-statuses";

/** One gift of an order, with its own lines and fulfilment status. */
export interface Delivery extends DeliveryRow {
  status: OrderStatus;
  lines: OrderLineRow[];
}

export interface Order extends OrderRow {
  status: OrderStatus;
  lines: OrderLineRow[];
  /** Its gifts, first to last; the order's own delivery columns describe the first. */
  deliveries: Delivery[];
  history: StatusChangeRow[];
}

/**
 * An order written without delivery rows (straight into the table) is its own one delivery,
 * whose id is the order's, as the migration made of every order placed before deliveries.
 */
function ownDelivery(row: OrderRow): DeliveryRow {
  return {
    id: row.id,
    orderId: row.id,
    position: 0,
    deliveryDate: row.deliveryDate,
    deliveryTime: row.deliveryTime,
    deliveryZone: row.deliveryZone,
    deliveryFee: row.deliveryFee,
    recipientName: row.recipientName,
    recipientPhone: row.recipientPhone,
    address: row.address,
    deliveryAddress: row.deliveryAddress,
    addressFromRecipient: row.addressFromRecipient,
    addressPending: row.addressPending,
    addressReceivedAt: row.addressReceivedAt,
    cardMessage: row.cardMessage,
    surprise: row.surprise,
    anonymous: row.anonymous,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** An order's deliveries, each with its lines (a line of no delivery goes with the first). */
function deliveriesOf(row: OrderRow, rows: DeliveryRow[], lines: OrderLineRow[]): Delivery[] {
  const own = rows.filter((delivery) => delivery.orderId === row.id);
  const gifts = own.length > 0 ? own : [ownDelivery(row)];
  return gifts.map((delivery, index) => ({
    ...delivery,
    status: delivery.status as OrderStatus,
    lines: lines.filter(
      (line) => line.deliveryId === delivery.id || (line.deliveryId === null && index === 0),
    ),
  }));
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
  const lines = ownedRows(orderLines, orderLines.orderId, ids, orderLines.position);
  const deliveryRows = ownedRows(deliveries, deliveries.orderId, ids, deliveries.position);
  const history = ownedRows(
    orderStatusHistory,
    orderStatusHistory.orderId,
    ids,
    orderStatusHistory.changedAt,
  );
  return rows.map((row) => {
    const own = lines.filter((l) => l.orderId === row.id);
    return {
      ...row,
      status: row.status as OrderStatus,
      lines: own,
      deliveries: deliveriesOf(row, deliveryRows, own),
      history: history.filter((h) => h.orderId === row.id),
    };
  });
}

/**
 * The orders with a gift going out on `date` (a delivery row on it, or an order without delivery
 * rows dated so), whole and in order-number order: the day's sheets, slips and cards pick their
 * gifts of the day from them.
 */
export function ordersDeliveringOn(date: string): Order[] {
  const onDate = db()
    .select({ orderId: deliveries.orderId })
    .from(deliveries)
    .where(eq(deliveries.deliveryDate, date));
  const rows = db()
    .select()
    .from(orders)
    .where(
      or(
        inArray(orders.id, onDate),
        and(
          eq(orders.deliveryDate, date),
          sql`not exists (select 1 from ${deliveries} where ${deliveries.orderId} = ${orders.id})`,
        ),
      ),
    )
    .orderBy(asc(orders.sequence))
    .all();
  return withDetails(rows);
}

export interface OrderFilter {
  /** An order number (MF-10042, 10042), or part of a customer's name, email or phone. */
  search?: string;
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

/** `text` anywhere in the column, with LIKE's wildcards taken literally. */
const contains = (column: SQLWrapper, text: string) =>
  sql`${column} like ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;

/** A phone as digits only, so '050 123' finds '+971 50 123 4567' written any way. */
const PHONE_DIGITS = sql`replace(replace(replace(replace(replace(${orders.phone}, ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')`;

function searchCondition(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const sequence = orderSequenceOf(text);
  const digits = text.replace(/[\s()+-]/g, "");
  return or(
    sequence === null ? undefined : eq(orders.sequence, sequence),
    contains(orders.customerName, text),
    contains(orders.email, text),
    /^\d{3,}$/.test(digits) ? contains(PHONE_DIGITS, digits.replace(/^0+/, "")) : undefined,
  );
}

function conditionsOf(filter: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.statuses ? inArray(orders.status, filter.statuses) : undefined,
    filter.deliveryDate ? eq(orders.deliveryDate, filter.deliveryDate) : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
  ];
  return and(...conditions);
}

/** The query behind a list, for listOrders and for the test that checks its indexes. */
export function ordersListQuery(filter: OrderFilter = {}) {
  return db()
    .select()
    .from(orders)
    .where(conditionsOf(filter))
    .orderBy(...sortColumns(filter.sort ?? DEFAULT_ORDER_SORT))
    .limit(filter.limit ?? 1000)
    .offset(filter.offset ?? 0);
}

/** Matching orders, newest first unless another sort is asked for. */
export function listOrders(filter: OrderFilter = {}): Order[] {
  return withDetails(ordersListQuery(filter).all());
}

/** How many orders match, for paging through them. */
export function countOrders(filter: OrderFilter = {}): number {
  const row = db()
    .select({ n: sql<number>`count(*)` })
    .from(orders)
    .where(conditionsOf(filter))
    .get();
  return row?.n ?? 0;
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
