// The order confirmation, queued once when an order becomes paid, in that change's transaction:
// to the customer in the order's language, and the shop's copy (how the florists hear of a new
// order), always in English.
import { shopEmail } from "~/content/shop-mail.server";
import { brandName } from "~/content/brand.server";
import type { Language } from "~/i18n/languages";
import { deliveryDateText, deliveryTimeText } from "~/mail/delivery-texts.server";
import { giftOf } from "./gift";
import { findOrder, type Delivery, type Order } from "./order-reads.server";
import {
  arabicLineName,
  billedLines,
  isDeliveryLine,
  lineName,
  type BilledLine,
} from "./billed-lines";
import { queueMail } from "~/platform/outbox.server";
import { customerAddressLine, wholeAddressLine } from "./recipient-address.server";
import { recipientLinkLines, recipientMailLinks } from "./recipient-link.server";
import { framedMail, mailWords, plainLine, type MailLine, type MailRow } from "~/mail/frame.server";
import { orderMailKey, trackingLink } from "./order-mail.server";

/** What a billed line is called in an email of this language (a title without Arabic kept apart). */
export function lineInMail(line: BilledLine, language: Language): string | { isolate: string } {
  if (language === "en") return lineName(line);
  if (isDeliveryLine(line)) return mailWords(language).t("emails.deliveryLine");
  return arabicLineName(line) ?? { isolate: lineName(line) };
}

/** Who reads a confirmation: the customer, or the florists (the shop's copy). */
export type Reader = "customer" | "shop";

/**
 * The confirmation's lines, in the order's language (or the one asked for: the shop's copy). The
 * florists read the address whole; the customer only the area of one the recipient gave.
 */
export function confirmationLines(
  order: Order,
  shopName: string,
  language: Language = order.language,
  reader: Reader = "customer",
): MailLine[] {
  const words = mailWords(language);
  const lines = billedLines(order).map((line) => {
    const amount = words.money(line.unitPrice * line.quantity);
    const name = lineInMail(line, language);
    const row: MailRow = {
      text:
        typeof name === "string"
          ? words.say("emails.line", { item: name, amount })
          : words.say("emails.line", { amount }, { item: name.isolate }),
      cells: [name, amount],
    };
    return row;
  });
  const deliveryLines =
    order.deliveries.length > 1
      ? order.deliveries.flatMap((delivery, index) =>
          everyGiftLines(order, delivery, index, language, reader),
        )
      : oneGiftLines(order, language, reader);
  return [
    words.say("emails.confirmation.thanks", {}, { name: order.customerName }),
    words.t("emails.confirmation.confirmed", { orderNumber: order.orderNumber }),
    "",
    ...lines,
    words.t("emails.confirmation.total", {
      total: words.money(order.totalAmount),
      vat: words.money(order.vatAmount),
    }),
    ...deliveryLines,
    "",
    words.t("emails.signature", { shop: shopName }),
  ];
}

/** Who a gift is for and its card, as the email says them. */
function recipientLines(
  gift: Pick<Delivery, "recipientName" | "recipientPhone" | "cardMessage">,
  words: ReturnType<typeof mailWords>,
): MailLine[] {
  const lines: MailLine[] = [];
  if (gift.recipientName || gift.recipientPhone) {
    const recipient = gift.recipientName ?? words.t("emails.confirmation.theRecipient");
    const isolated: Record<string, string> = gift.recipientName ? { recipient } : {};
    lines.push(
      gift.recipientPhone
        ? words.say(
            "emails.confirmation.forWithPhone",
            { recipient },
            { ...isolated, phone: gift.recipientPhone },
          )
        : words.say("emails.confirmation.for", { recipient }, isolated),
    );
  }
  if (gift.cardMessage) {
    lines.push(words.say("emails.confirmation.card", {}, { message: gift.cardMessage }));
  }
  return lines;
}

/** An order of one gift: its delivery, address, recipient, card and link, as always. */
function oneGiftLines(order: Order, language: Language, reader: Reader): MailLine[] {
  const words = mailWords(language);
  const gift = giftOf(order);
  const first = order.deliveries[0];
  const link = first ? recipientLinkLines(order, first, language) : [];
  return [
    "",
    words.t("emails.confirmation.delivery", {
      date: deliveryDateText(order.deliveryDate, language),
      time: deliveryTimeText(order.deliveryTime, language),
    }),
    ...addressLines(order, words, language, reader),
    ...(gift ? recipientLines(gift, words) : []),
    ...(link.length > 0 ? ["", ...link] : []),
  ];
}

/** One gift of several: its number, delivery, address, recipient, card and its own link. */
function everyGiftLines(
  order: Order,
  delivery: Delivery,
  index: number,
  language: Language,
  reader: Reader,
): MailLine[] {
  const words = mailWords(language);
  const numbered = {
    number: words.number(index + 1),
    count: words.number(order.deliveries.length),
  };
  return [
    "",
    words.t("emails.confirmation.gift", numbered),
    words.t("emails.confirmation.delivery", {
      date: deliveryDateText(delivery.deliveryDate, language),
      time: deliveryTimeText(delivery.deliveryTime, language),
    }),
    ...addressLines(delivery, words, language, reader),
    ...recipientLines(delivery, words),
    ...recipientLinkLines(order, delivery, language),
  ];
}

/** Where it goes: the whole address for the florists or the customer's own; else only its area. */
function addressLines(
  order: Pick<Delivery, "addressFromRecipient" | "addressPending" | "address" | "deliveryAddress">,
  words: ReturnType<typeof mailWords>,
  language: Language,
  reader: Reader,
): MailLine[] {
  if (order.addressPending) return [];
  const whole = reader === "shop" || !order.addressFromRecipient;
  const address = whole ? wholeAddressLine(order, language) : customerAddressLine(order, language);
  if (!address) return [];
  return [
    words.say("emails.confirmation.address", {}, { address }),
    ...(whole ? addressDetails(order, words) : []),
  ];
}

/** What helps the driver, under the one-line address: the landmark, the Makani, the map pin. */
function addressDetails(
  order: Pick<Delivery, "deliveryAddress">,
  words: ReturnType<typeof mailWords>,
): MailLine[] {
  const address = order.deliveryAddress;
  if (!address) return [];
  const details: MailLine[] = [];
  if (address.landmark) {
    details.push([`${words.t("address.shown.landmark")}: `, { isolate: address.landmark }]);
  }
  if (address.makani) details.push(`${words.t("address.shown.makani")}: ${address.makani}`);
  if (address.mapUrl) details.push(`${words.t("address.openMap")}: ${address.mapUrl}`);
  return details;
}

/** The confirmation's lines of text; the HTML version shows the same lines. */
export function confirmationText(
  order: Order,
  shopName: string,
  language: Language = order.language,
  reader: Reader = "customer",
): string[] {
  return confirmationLines(order, shopName, language, reader).map(plainLine);
}

function confirmationMail(order: Order, to: string, language: Language, reader: Reader) {
  const shopName = brandName(language);
  return framedMail(to, {
    subject: mailWords(language).t("emails.confirmation.subject", {
      shop: shopName,
      orderNumber: order.orderNumber,
    }),
    lines: confirmationLines(order, shopName, language, reader),
    links: [
      trackingLink(order.id, language),
      ...order.deliveries.flatMap((delivery) => recipientMailLinks(order, delivery, language)),
    ],
    language,
  });
}

/** The customer's confirmation, in the order's language, and the shop's copy, in English. */
export const confirmationMailsOf = (order: Order) =>
  [
    confirmationMail(order, order.email, order.language, "customer"),
    // The florists read every order in English, whichever language the customer chose.
    confirmationMail(order, shopEmail(), "en", "shop"),
  ] as const;

type Writer = Parameters<typeof queueMail>[1];

/**
 * Queues the confirmation to the customer and the shop's copy, unless they were queued already;
 * call it with the transaction that makes the order paid. True when this call queued them.
 */
export function queueOrderConfirmation(orderId: string, writer?: Writer): boolean {
  const order = findOrder(orderId);
  if (!order) return false;
  const [toCustomer, toShop] = confirmationMailsOf(order);
  const written = queueMail(
    [
      { ...toCustomer, key: orderMailKey(orderId, "confirmation", "customer"), orderId },
      { ...toShop, key: orderMailKey(orderId, "confirmation", "shop"), orderId },
    ],
    writer,
  );
  return written.some(Boolean);
}
