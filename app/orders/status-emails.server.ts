// The emails that tell the customer where their order is: on its way, then delivered, in the
// order's language. Each goes to the customer (never the recipient) once per order (once per gift
// of an order of several, naming it), however often the status is set, in the confirmation's frame with the tracking link, and without prices: a
// gift names its recipient only.
// They are queued in the outbox by the status change's own transaction.
import { brandName } from "~/content/brand.server";
import { queueMail } from "~/platform/outbox.server";
import type { MessageId } from "~/i18n/translate";
import { deliveryDateText, deliveryTimeText } from "~/mail/delivery-texts.server";
import { giftOf } from "./gift";
import { framedMail, mailWords, plainLine, type MailLine } from "~/mail/frame.server";
import { orderMailKey, trackingLink } from "./order-mail.server";
import { findOrder, type Delivery, type Order } from "./order-reads.server";
import type { OrderStatus } from "~/db/order-statuses";

type StatusEmailKind = "out-for-delivery" | "delivered";

const KIND_OF: Partial<Record<OrderStatus, StatusEmailKind>> = {
  in_delivery: "out-for-delivery",
  delivered: "delivered",
};

/** The words of a status email, line by line, in the order's language (the HTML shows the same lines). */
export function statusEmailLines(
  order: Order,
  kind: StatusEmailKind,
  shopName: string,
): MailLine[] {
  const words = mailWords(order.language);
  const recipient = giftOf(order)?.recipientName;
  const orderNumber = order.orderNumber;
  const to = (toYou: MessageId, toThem: MessageId) =>
    recipient
      ? words.say(toThem, { orderNumber }, { recipient })
      : words.say(toYou, { orderNumber });
  const news =
    kind === "out-for-delivery"
      ? [
          to("emails.status.onTheWayToYou", "emails.status.onTheWayTo"),
          words.t("emails.status.expected", {
            date: deliveryDateText(order.deliveryDate, order.language),
            time: deliveryTimeText(order.deliveryTime, order.language),
          }),
        ]
      : [
          to("emails.status.deliveredToYou", "emails.status.deliveredTo"),
          // One gift of several is named by its day too.
          ...(order.deliveries.length > 1
            ? [
                words.t("emails.confirmation.delivery", {
                  date: deliveryDateText(order.deliveryDate, order.language),
                  time: deliveryTimeText(order.deliveryTime, order.language),
                }),
              ]
            : []),
          words.t("emails.status.joy"),
        ];
  return [
    words.say("emails.dear", {}, { name: order.customerName }),
    "",
    ...news,
    "",
    words.t("emails.signature", { shop: shopName }),
  ];
}

/** The words of a status email as plain text, line by line. */
export const statusEmailText = (order: Order, kind: StatusEmailKind, shopName: string) =>
  statusEmailLines(order, kind, shopName).map(plainLine);

const SUBJECTS: Record<StatusEmailKind, MessageId> = {
  "out-for-delivery": "emails.status.subject.outForDelivery",
  delivered: "emails.status.subject.delivered",
};

export function statusMail(order: Order, kind: StatusEmailKind) {
  const shopName = brandName(order.language);
  return framedMail(order.email, {
    subject: mailWords(order.language).t(SUBJECTS[kind], {
      shop: shopName,
      orderNumber: order.orderNumber,
    }),
    lines: statusEmailLines(order, kind, shopName),
    links: [trackingLink(order.id, order.language)],
    language: order.language,
  });
}

type Writer = Parameters<typeof queueMail>[1];

/** The order as one gift of it: its recipient, card, date and slot where the order has the first's. */
const asGift = (order: Order, delivery: Delivery): Order => ({
  ...order,
  recipientName: delivery.recipientName,
  recipientPhone: delivery.recipientPhone,
  cardMessage: delivery.cardMessage,
  deliveryDate: delivery.deliveryDate,
  deliveryTime: delivery.deliveryTime,
});

/**
 * An order of several gifts: the email of each gift now in the status, naming it (its recipient,
 * its date), once per gift and status however often the gift or the order is moved there.
 */
function queueGiftStatusEmails(
  order: Order,
  to: OrderStatus,
  kind: StatusEmailKind,
  writer?: Writer,
): boolean {
  const mails = order.deliveries
    .filter((delivery) => delivery.status === to)
    .map((delivery) => ({
      ...statusMail(asGift(order, delivery), kind),
      key: orderMailKey(order.id, `${kind}:${delivery.id}`),
      orderId: order.id,
    }));
  return queueMail(mails, writer).some(Boolean);
}

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
  if (order.deliveries.length > 1) return queueGiftStatusEmails(order, to, kind, writer);
  const [written] = queueMail(
    [{ ...statusMail(order, kind), key: orderMailKey(order.id, kind), orderId: order.id }],
    writer,
  );
  return written ?? false;
}
