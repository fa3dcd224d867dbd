// The order confirmation, queued once when an order becomes paid, in that change's transaction:
// to the customer, and the shop's copy (how the florists hear of a new order).
import { DateTime } from "luxon";
import { env } from "~/platform/env.server";
import { deliveryTimeLabel } from "~/delivery/delivery-window";
import { formatAed } from "~/money/money";
import { giftOf } from "./gift";
import { findOrder, type Order } from "./order-reads.server";
import { billedLines, lineName } from "./billed-lines";
import { queueMail } from "~/platform/outbox.server";
import { orderMail, orderMailKey, trackingLink } from "./order-mail.server";

export function deliveryDateText(date: string): string {
  return DateTime.fromISO(date).setLocale("en-GB").toFormat("cccc d LLLL yyyy");
}

/** The confirmation's lines of text; the HTML version shows the same lines. */
export function confirmationText(order: Order, shopName: string) {
  const lines = billedLines(order).map(
    (l) => `${lineName(l)} — ${formatAed(l.unitPrice * l.quantity)}`,
  );
  const gift = giftOf(order);
  const giftLines = gift
    ? [
        ...(gift.recipientName || gift.recipientPhone
          ? [
              `For: ${gift.recipientName ?? "the recipient"}${gift.recipientPhone ? ` (${gift.recipientPhone})` : ""}`,
            ]
          : []),
        ...(gift.cardMessage ? [`Card: "${gift.cardMessage}"`] : []),
      ]
    : [];
  return [
    `Thank you, ${order.customerName}.`,
    `Your order ${order.orderNumber} is confirmed and paid.`,
    "",
    ...lines,
    `Total ${formatAed(order.totalAmount)} (includes VAT ${formatAed(order.vatAmount)})`,
    "",
    `Delivery: ${deliveryDateText(order.deliveryDate)}, ${deliveryTimeLabel(order.deliveryTime)}`,
    `To: ${order.address}`,
    ...giftLines,
    "",
    `With love, ${shopName}`,
  ];
}

function confirmationMail(order: Order, to: string) {
  const { SHOP_NAME } = env();
  return orderMail(to, {
    subject: `${SHOP_NAME} — order ${order.orderNumber} confirmed`,
    lines: confirmationText(order, SHOP_NAME),
    links: [trackingLink(order.id)],
  });
}

type Writer = Parameters<typeof queueMail>[1];

/**
 * Queues the confirmation to the customer and the shop's copy, unless they were queued already;
 * call it with the transaction that makes the order paid. True when this call queued them.
 */
export function queueOrderConfirmation(orderId: string, writer?: Writer): boolean {
  const order = findOrder(orderId);
  if (!order) return false;
  const written = queueMail(
    [
      {
        ...confirmationMail(order, order.email),
        key: orderMailKey(orderId, "confirmation", "customer"),
        orderId,
      },
      {
        ...confirmationMail(order, env().SHOP_EMAIL),
        key: orderMailKey(orderId, "confirmation", "shop"),
        orderId,
      },
    ],
    writer,
  );
  return written.some(Boolean);
}
