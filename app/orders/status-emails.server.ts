// The emails that tell the customer where their order is: on its way, then delivered. Each goes
// to the customer (never the recipient) once per order, however often the status is set, in the
// confirmation's frame with the tracking link, and without prices: a gift names its recipient only.
// They are queued in the outbox by the status change's own transaction.
import { env } from "~/platform/env.server";
import { queueMail } from "~/platform/outbox.server";
import { deliveryTimeLabel } from "~/delivery/delivery-window";
import { deliveryDateText } from "./confirmation-email.server";
import { giftOf } from "./gift";
import { orderMail, orderMailKey, trackingLink } from "./order-mail.server";
import { findOrder, type Order } from "./order-reads.server";
import type { OrderStatus } from "./statuses";

type StatusEmailKind = "out-for-delivery" | "delivered";

const KIND_OF: Partial<Record<OrderStatus, StatusEmailKind>> = {
  "In delivery": "out-for-delivery",
  Delivered: "delivered",
};

/** The words of a status email, line by line (the HTML shows the same lines). */
export function statusEmailText(order: Order, kind: StatusEmailKind, shopName: string) {
  const recipient = giftOf(order)?.recipientName;
  const to = recipient ?? "you";
  const news =
    kind === "out-for-delivery"
      ? [
          `Your order ${order.orderNumber} has left the atelier and is on its way to ${to}.`,
          `Expected ${deliveryDateText(order.deliveryDate)}, ${deliveryTimeLabel(order.deliveryTime)}.`,
        ]
      : [`Your order ${order.orderNumber} has been delivered to ${to}.`, "We hope they bring joy."];
  return [`Dear ${order.customerName},`, "", ...news, "", `With love, ${shopName}`];
}

const SUBJECTS: Record<StatusEmailKind, string> = {
  "out-for-delivery": "your flowers are on their way",
  delivered: "your flowers have been delivered",
};

export function statusMail(order: Order, kind: StatusEmailKind) {
  const { SHOP_NAME } = env();
  return orderMail(order.email, {
    subject: `${SHOP_NAME} — order ${order.orderNumber}: ${SUBJECTS[kind]}`,
    lines: statusEmailText(order, kind, SHOP_NAME),
    links: [trackingLink(order.id)],
  });
}

type Writer = Parameters<typeof queueMail>[1];

/**
 * Queues the customer's email about the status the order moves to, when it is one they hear
 * about and they have not had it already; call it with the transaction of the move (after the
 * order row has the new status). True when this call queued it.
 */
export function queueStatusEmail(orderId: string, to: OrderStatus, writer?: Writer): boolean {
  const kind = KIND_OF[to];
  if (!kind) return false;
  const order = findOrder(orderId);
  if (!order) return false;
  const [written] = queueMail(
    [{ ...statusMail(order, kind), key: orderMailKey(order.id, kind), orderId: order.id }],
    writer,
  );
  return written ?? false;
}
