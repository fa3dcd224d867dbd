// An order's moves through its statuses, each written into its history with who and when.
import { and, eq, ne } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { deliveries, orders, orderStatusHistory } from "~/db/schema";
import { isOwner, OWNERS_ONLY, type Admin } from "~/admin-auth/roles";
import { recordActivity } from "~/platform/activity.server";
import { currentTime } from "~/platform/clock.server";
import { ShopError } from "~/platform/errors";
import { getOrder, type Order } from "./order-reads.server";
import { queueStatusEmail } from "./status-emails.server";
import { isPaid } from "./statuses";
import { type OrderStatus } from "~/db/order-statuses";

/** Who placed an order, in its first history line (the staff are named by their usernames). */
export const PLACED_BY_CUSTOMER = "customer";

export interface StatusChange {
  orderId: string;
  /** Null for the order's first status, when it is placed. */
  from: OrderStatus | null;
  to: OrderStatus;
  by: string;
  at: string;
  /** Something that happened without a move (from and to the same status). */
  note?: string;
  /** An owner marked the order paid without a completed payment (see markingPaidByHand). */
  paidByHand?: boolean;
}

/**
 * Marking an order paid by hand: moving it from a status that is not paid into one that is (it
 * then counts as revenue) while it has no completed payment. Money the shop never saw is an
 * owner's word, so staff are refused it and the log names it apart from other moves.
 */
export const markingPaidByHand = (from: OrderStatus, to: OrderStatus, completedPayment: boolean) =>
  !isPaid(from) && isPaid(to) && !completedPayment;

/**
 * The one way a line of the whole order enters its history; the caller holds the transaction,
 * which also queues the customer's email about the new status (on its way, delivered), if there
 * is one. A move from one status to another goes into the activity log too, by whoever made it
 * (an admin, the system). Every delivery of the order moves with it (paid, cancelled, or an
 * admin's move of the whole order).
 */
export function recordStatusChange(
  writer: Pick<Db, "insert" | "select" | "update">,
  change: StatusChange,
): void {
  writeHistoryLine(writer, change, null);
  if (change.from !== null && change.from !== change.to) {
    moveDeliveries(writer, change.orderId, change.to, change.at);
  }
  if (change.from !== change.to) queueStatusEmail(change.orderId, change.to, writer);
  if (change.from === null || change.from === change.to) return;
  const order = writer
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, change.orderId))
    .get();
  recordActivity(
    {
      actor: change.by,
      action: change.paidByHand ? "marked-paid-by-hand" : "status-changed",
      subject: order?.orderNumber ?? change.orderId,
      details: { from: change.from, to: change.to },
    },
    writer,
  );
}

/** One gift's move on its own: who moved it, when, from and to which status. */
export interface GiftMove {
  orderId: string;
  deliveryId: string;
  from: OrderStatus;
  to: OrderStatus;
  by: string;
  at: string;
}

/**
 * A line in the order's history for one gift that moved on its own (an order of several gifts):
 * the gift's way, which the whole order's lines do not tell. The caller holds the transaction and
 * logs the move.
 */
export function recordGiftMove(writer: Pick<Db, "insert">, move: GiftMove): void {
  writeHistoryLine(writer, move, move.deliveryId);
}

/** A line of the order's history: of the whole order, or of the one gift that moved (its id). */
function writeHistoryLine(
  writer: Pick<Db, "insert">,
  line: Pick<StatusChange, "orderId" | "from" | "to" | "by" | "at" | "note">,
  deliveryId: string | null,
) {
  writer
    .insert(orderStatusHistory)
    .values({
      id: newId(),
      orderId: line.orderId,
      deliveryId,
      fromStatus: line.from,
      toStatus: line.to,
      changedAt: line.at,
      changedBy: line.by,
      note: line.note ?? null,
    })
    .run();
}

/** Every delivery of the order not yet in `to` moved there. */
function moveDeliveries(writer: Pick<Db, "update">, orderId: string, to: OrderStatus, at: string) {
  writer
    .update(deliveries)
    .set({ status: to, updatedAt: at })
    .where(and(eq(deliveries.orderId, orderId), ne(deliveries.status, to)))
    .run();
}

/**
 * Moves an order to a status, recording who and when; setting the current status changes
 * nothing. The customer's email about the status is queued with the change and sent by the
 * outbox worker, without holding up the answer.
 */
export function changeOrderStatus(
  id: string,
  to: OrderStatus,
  by: string,
  now = currentTime(),
): Order {
  return moveOrder(id, to, by, null, now);
}

/**
 * Whether an order has a completed payment the shop keeps: payments/ tells, inside the change's
 * transaction (orders/ never reads payments).
 */
export type CompletedPayment = (orderId: string, reader: Pick<Db, "select">) => boolean;

/**
 * An admin's move of an order (the orders page, PATCH /api/orders/{id}/status): as
 * changeOrderStatus, but marking the order paid by hand is an owner's action (403 for staff,
 * nothing changed) and is logged as such.
 */
export function changeOrderStatusByAdmin(
  id: string,
  to: OrderStatus,
  admin: Admin,
  completedPayment: CompletedPayment,
  now = currentTime(),
): Order {
  return moveOrder(id, to, admin.username, { admin, completedPayment }, now);
}

function moveOrder(
  id: string,
  to: OrderStatus,
  by: string,
  asAdmin: { admin: Admin; completedPayment: CompletedPayment } | null,
  now: Date,
): Order {
  db().transaction(
    (tx) => {
      const row = tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).get();
      if (!row) throw new ShopError("not-found", "Order not found.");
      // Already there: its deliveries that went their own way are brought along.
      if (row.status === to) return moveDeliveries(tx, id, to, now.toISOString());
      const from = row.status as OrderStatus;
      const paidByHand =
        asAdmin !== null && markingPaidByHand(from, to, asAdmin.completedPayment(id, tx));
      if (paidByHand && !isOwner(asAdmin.admin)) {
        throw new ShopError("forbidden", OWNERS_ONLY.paidByHand);
      }
      const at = now.toISOString();
      tx.update(orders).set({ status: to, updatedAt: at }).where(eq(orders.id, id)).run();
      recordStatusChange(tx, { orderId: id, from, to, by, at, paidByHand });
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
      recordStatusChange(tx, { orderId: id, from, to, by, at });
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
      const status = row.status as OrderStatus;
      recordStatusChange(tx, {
        orderId: id,
        from: status,
        to: status,
        by,
        at: now.toISOString(),
        note,
      });
    },
    { behavior: "immediate" },
  );
}
