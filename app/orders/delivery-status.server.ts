// An admin's move of one delivery of an order: its own fulfilment status, in the order's history
// and the activity log, and the order following once every delivery has reached the same status.
import { and, eq } from "drizzle-orm";
import { isOwner, OWNERS_ONLY, type Admin } from "~/admin-auth/roles";
import { db } from "~/db/client.server";
import { deliveries, orders } from "~/db/schema";
import type { OrderStatus } from "~/db/order-statuses";
import { recordActivity } from "~/platform/activity.server";
import { currentTime } from "~/platform/clock.server";
import { ShopError } from "~/platform/errors";
import { orderStatusFollowing } from "./delivery-status";
import { getOrder, type Order } from "./order-reads.server";
import { queueStatusEmail } from "./status-emails.server";
import {
  changeOrderStatus,
  changeOrderStatusByAdmin,
  markingPaidByHand,
  recordGiftMove,
  recordStatusChange,
  type CompletedPayment,
} from "./status-changes.server";

export const DELIVERY_NOT_FOUND = "Delivery not found.";

/**
 * Moves one delivery of an order to a fulfilment status, by an admin: the same rules as moving
 * the order (marking it paid by hand is an owner's), logged with the gift's number. When every
 * delivery then has the same status, the order moves to it too (its history, email and log as
 * any move). A delivery of another order is not found (404).
 */
export function changeDeliveryStatusByAdmin(
  orderId: string,
  deliveryId: string,
  to: OrderStatus,
  admin: Admin,
  completedPayment: CompletedPayment,
  now = currentTime(),
): Order {
  return moveDelivery(orderId, deliveryId, to, admin.username, { admin, completedPayment }, now);
}

/**
 * Moves one delivery by the shop's own rules, not an admin's choice (a gift refunded in full is
 * cancelled): logged under `by`, the order following as above.
 */
export function changeDeliveryStatus(
  orderId: string,
  deliveryId: string,
  to: OrderStatus,
  by: string,
  now = currentTime(),
): Order {
  return moveDelivery(orderId, deliveryId, to, by, null, now);
}

function moveDelivery(
  orderId: string,
  deliveryId: string,
  to: OrderStatus,
  by: string,
  asAdmin: { admin: Admin; completedPayment: CompletedPayment } | null,
  now: Date,
): Order {
  const order = getOrder(orderId);
  const delivery = order.deliveries.find((candidate) => candidate.id === deliveryId);
  if (!delivery) throw new ShopError("not-found", DELIVERY_NOT_FOUND);
  // An order kept without delivery rows is its own one delivery: moving it moves the order.
  const stored = db()
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(eq(deliveries.orderId, orderId))
    .get();
  if (!stored) {
    return asAdmin
      ? changeOrderStatusByAdmin(orderId, to, asAdmin.admin, asAdmin.completedPayment, now)
      : changeOrderStatus(orderId, to, by, now);
  }
  db().transaction(
    (tx) => {
      const row = tx
        .select({ status: deliveries.status, position: deliveries.position })
        .from(deliveries)
        .where(and(eq(deliveries.id, deliveryId), eq(deliveries.orderId, orderId)))
        .get();
      if (!row) throw new ShopError("not-found", DELIVERY_NOT_FOUND);
      const from = row.status as OrderStatus;
      if (from === to) return;
      const paidByHand =
        asAdmin !== null && markingPaidByHand(from, to, asAdmin.completedPayment(orderId, tx));
      if (paidByHand && !isOwner(asAdmin.admin)) {
        throw new ShopError("forbidden", OWNERS_ONLY.paidByHand);
      }
      const at = now.toISOString();
      tx.update(deliveries)
        .set({ status: to, updatedAt: at })
        .where(eq(deliveries.id, deliveryId))
        .run();
      // An order of several gifts keeps and tells the customer each gift's way (one gift: the
      // order's own line and email say it, as the order follows).
      if (order.deliveries.length > 1) {
        recordGiftMove(tx, { orderId, deliveryId, from, to, by, at });
        queueStatusEmail(orderId, to, tx);
      }
      recordActivity(
        {
          actor: by,
          action: paidByHand ? "marked-paid-by-hand" : "status-changed",
          subject: order.orderNumber,
          details: { from, to, delivery: row.position + 1 },
        },
        tx,
      );
      const statuses = tx
        .select({ status: deliveries.status })
        .from(deliveries)
        .where(eq(deliveries.orderId, orderId))
        .all()
        .map((gift) => gift.status as OrderStatus);
      const current = tx
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId))
        .get()!.status as OrderStatus;
      const follows = orderStatusFollowing(current, statuses);
      if (!follows) return;
      tx.update(orders).set({ status: follows, updatedAt: at }).where(eq(orders.id, orderId)).run();
      recordStatusChange(tx, { orderId, from: current, to: follows, by, at });
    },
    { behavior: "immediate" },
  );
  return getOrder(orderId);
}
