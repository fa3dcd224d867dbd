// The order confirmation, sent once when an order becomes paid: to the customer and to the shop.
import { and, eq } from "drizzle-orm";
import { DateTime } from "luxon";
import { env } from "~/platform/env.server";
import { db } from "~/db/client.server";
import { nowIso } from "~/db/ids.server";
import { orderEmails } from "~/db/schema";
import { deliveryTimeLabel } from "~/delivery/delivery-window";
import { sendMail } from "~/platform/mailer.server";
import { formatAed } from "~/money/money";
import { log } from "~/platform/log.server";
import { giftOf } from "./gift";
import { findOrder, type Order } from "./order-reads.server";
import { billedLines, lineName } from "./billed-lines";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

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
  const text = confirmationText(order, SHOP_NAME);
  return {
    to,
    subject: `${SHOP_NAME} — order ${order.orderNumber} confirmed`,
    text: text.join("\n"),
    html: `<div style="font-family:Georgia,serif;color:#1c1a17;line-height:1.6">${text
      .map((line) => (line ? `<p style="margin:0 0 4px">${escapeHtml(line)}</p>` : "<br>"))
      .join("")}</div>`,
  };
}

/** Sends the confirmation unless it was already sent. True when this call sent it. */
export async function sendOrderConfirmation(orderId: string): Promise<boolean> {
  const order = findOrder(orderId);
  if (!order) return false;
  const claimed = db()
    .insert(orderEmails)
    .values({ orderId, kind: "confirmation", sentAt: nowIso() })
    .onConflictDoNothing()
    .run().changes;
  if (claimed === 0) return false;
  try {
    await sendMail(confirmationMail(order, order.email));
    await sendMail(confirmationMail(order, env().SHOP_EMAIL));
    return true;
  } catch (error) {
    // Unclaim, so the next reconciliation pass tries again.
    db()
      .delete(orderEmails)
      .where(and(eq(orderEmails.orderId, orderId), eq(orderEmails.kind, "confirmation")))
      .run();
    log.error({ err: error, orderId }, "could not send the order confirmation");
    return false;
  }
}
