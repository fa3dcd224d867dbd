// The recipient's private page behind its link, and what follows when they answer: the address
// stored on the order, a line in its history, the customer's email. The link carries the order id
// and a key derived from it with the shop's secret (like the customer's own links): nothing is
// stored, nothing can be guessed, and a rotated secret keeps old links working.
import { brandName } from "~/content/brand.server";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { ID_PATTERN } from "~/db/ids";
import { orders } from "~/db/schema";
import { oneLineAddress, type DeliveryAddress } from "~/delivery/address";
import { addressLine } from "~/delivery/address-words";
import { areasByEmirate, notDeliveredTo, type DeliveryZone } from "~/delivery/zones";
import { localisedPath, type Language } from "~/i18n/languages";
import { currentTime, shopClock } from "~/platform/clock.server";
import { env } from "~/platform/env.server";
import { ShopError } from "~/platform/errors";
import { mailOrigin } from "~/platform/origin.server";
import { queueMail } from "~/platform/outbox.server";
import { deliveryDateText, deliveryTimeText } from "~/mail/delivery-texts.server";
import { mailWords, framedMail, type MailLine } from "~/mail/frame.server";
import { orderMailKey, trackingLink } from "./order-mail.server";
import { findOrder, type Order } from "./order-reads.server";
import {
  ADDRESS_RECEIVED_NOTE,
  addressDeadline,
  addressForCustomer,
  receivedArea,
  type AddressForCustomer,
  addressInZone,
  firstName,
  notCoveredBy,
  zonesCoveredBy,
  type AreaChoices,
} from "./recipient-address";
import { currentDeliverySettings } from "~/delivery/delivery-settings.server";
import { recordStatusChange } from "./status-changes.server";
import { isPaid } from "./statuses";
import { type OrderStatus } from "~/db/order-statuses";

/** The zones the recipient's area must be in: the florists' own that the order covers. */
function zonesFor(order: Order): DeliveryZone[] {
  return zonesCoveredBy(order, currentDeliverySettings().zones, shopClock().timeZone);
}

/** Where the customer is told the order goes (only the area of an address the recipient gave). */
export const customerAddressOf = (order: Order): AddressForCustomer =>
  addressForCustomer(order, currentDeliverySettings().zones);

/**
 * The whole address on one line in a language (the area and emirate named in it, its comma);
 * an order without a structured address as it was written.
 */
export function wholeAddressLine(order: Order, language: Language): string {
  if (!order.deliveryAddress) return order.address;
  return addressLine(order.deliveryAddress, language, currentDeliverySettings().zones);
}

/**
 * The address as one line for the customer's emails and tax documents, in a language: their own
 * address, 'Address received — {area}' for the recipient's, null while it is still to come.
 */
export function customerAddressLine(order: Order, language: Language): string | null {
  const shown = customerAddressOf(order);
  if (shown.given === "customer") return wholeAddressLine(order, language);
  if (shown.given === "pending") return null;
  return mailWords(language).t("recipient.addressReceived", {
    area: receivedArea(shown, language),
  });
}

const KEY_LENGTH = 32;

const keyWith = (secret: string, orderId: string) =>
  createHmac("sha256", secret)
    .update(`recipient-address:${orderId}`)
    .digest("base64url")
    .slice(0, KEY_LENGTH);

/** The token of the recipient's link: the order's id and its key. */
export function recipientToken(orderId: string): string {
  return `${orderId}${keyWith(env().sessionSecrets[0]!, orderId)}`;
}

/** The order a token names, when its key fits (any of the rotating secrets); otherwise null. */
export function orderIdOfToken(token: string): string | null {
  const orderId = token.slice(0, 24);
  const key = token.slice(24);
  if (!ID_PATTERN.test(orderId) || key.length !== KEY_LENGTH) return null;
  const fits = env().sessionSecrets.some((secret) =>
    timingSafeEqual(Buffer.from(keyWith(secret, orderId)), Buffer.from(key)),
  );
  return fits ? orderId : null;
}

/** The recipient's page, in a language: /address/{token} or /ar/address/{token}. */
export const recipientPath = (orderId: string, language: Language) =>
  localisedPath(`/address/${recipientToken(orderId)}`, language);

/** The link the customer shares and a WhatsApp link carrying it, in the order's language. */
export function recipientLinks(order: Pick<Order, "id" | "language">, origin = mailOrigin()) {
  const url = `${origin}${recipientPath(order.id, order.language)}`;
  const message = mailWords(order.language).t("recipient.invite.whatsappMessage", {
    shop: brandName(order.language),
    link: url,
  });
  return { url, whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}` };
}

/** Still waiting for the recipient: paid, neither delivered nor cancelled, no address yet. */
const waitingStatuses: OrderStatus[] = ["new_paid", "in_preparation", "in_delivery"];

export interface RecipientInvitation {
  recipientName: string;
  url: string;
  whatsapp: string;
}

/** What the customer's thank-you page offers to share: only for a paid order still waiting. */
export function recipientInvitation(orderId: string, origin: string): RecipientInvitation | null {
  const order = findOrder(orderId);
  if (!order || !order.addressPending || !waitingStatuses.includes(order.status)) return null;
  return { recipientName: order.recipientName ?? "", ...recipientLinks(order, origin) };
}

/** The confirmation email's lines for an order waiting on its recipient (none otherwise). */
export function recipientLinkLines(order: Order, language: Language): MailLine[] {
  if (!order.addressPending) return [];
  const words = mailWords(language);
  const name = order.recipientName ?? "";
  return [
    "",
    words.say("recipient.email.pending", { link: recipientLinks(order).url }, { name }),
    words.t("recipient.email.explain"),
  ];
}

/** The confirmation's buttons for such an order: the private link, and sharing it on WhatsApp. */
export function recipientMailLinks(order: Order, language: Language) {
  if (!order.addressPending) return [];
  const { url, whatsapp } = recipientLinks(order);
  const words = mailWords(language);
  return [
    { text: words.t("recipient.invite.link"), href: url },
    { text: words.t("recipient.invite.whatsapp"), href: whatsapp },
  ];
}

export type RecipientPageState = "open" | "saved" | "closed";

/** Only what the recipient may see: never the price, the sender or the card. */
export interface RecipientPage {
  state: RecipientPageState;
  shop: string;
  firstName: string;
  deliveryDate: string;
  deliveryTime: string;
  /** The areas offered: those the order covers (none once the page is not open). */
  areas: AreaChoices;
  /** Every area the shop delivers to, to tell "not on this order" from "not at all". */
  deliveredAreas: AreaChoices;
}

function pageStateOf(order: Order): RecipientPageState | null {
  if (!order.addressFromRecipient) return null;
  if (order.status === "cancelled" || order.status === "delivered") return "closed";
  // The link is given once the order is paid; before that there is nothing to show.
  if (!isPaid(order.status)) return null;
  return order.addressPending ? "open" : "saved";
}

/** The recipient's page for a token, or null (the shop's 404) for a token that names nothing. */
export function recipientPage(token: string): RecipientPage | null {
  const orderId = orderIdOfToken(token);
  const order = orderId ? findOrder(orderId) : null;
  const state = order ? pageStateOf(order) : null;
  if (!order || !state) return null;
  return {
    state,
    shop: brandName(order.language),
    firstName: firstName(order.recipientName),
    deliveryDate: order.deliveryDate,
    deliveryTime: order.deliveryTime,
    areas: state === "open" ? areasByEmirate(zonesFor(order)) : [],
    deliveredAreas: state === "open" ? areasByEmirate(currentDeliverySettings().zones) : [],
  };
}

/** The customer's email once the recipient has answered, in the order's language. */
function addressReceivedMail(order: Order) {
  const words = mailWords(order.language);
  const shopName = brandName(order.language);
  const lines: MailLine[] = [
    words.say("emails.dear", {}, { name: order.customerName }),
    "",
    words.t("recipient.received.text", {
      orderNumber: order.orderNumber,
      date: deliveryDateText(order.deliveryDate, order.language),
      time: deliveryTimeText(order.deliveryTime, order.language),
    }),
    customerAddressLine(order, order.language) ?? "",
    "",
    words.t("emails.signature", { shop: shopName }),
  ];
  return framedMail(order.email, {
    subject: words.t("recipient.received.subject", { orderNumber: order.orderNumber }),
    lines,
    links: [trackingLink(order.id, order.language)],
    language: order.language,
  });
}

/**
 * Saves the recipient's address, once: the structured and the one-line address, no longer
 * pending, the moment, a line in the history and the customer's email, in one transaction. A
 * second answer changes nothing. The page's state afterwards; null for a token naming nothing.
 */
export function saveRecipientAddress(
  token: string,
  address: DeliveryAddress,
  now = currentTime(),
): RecipientPageState | null {
  const orderId = orderIdOfToken(token);
  const booked = orderId ? findOrder(orderId) : null;
  if (!orderId || !booked) return null;
  const placed = addressInZone(address, zonesFor(booked));
  if (!placed) {
    const area = address.area.trim();
    const delivered = addressInZone(address, currentDeliverySettings().zones);
    throw new ShopError("invalid", delivered ? notCoveredBy(area) : notDeliveredTo(area));
  }
  const { address: deliveryAddress, zone } = placed;
  const saved = db().transaction(
    (tx) => {
      const row = tx.select().from(orders).where(eq(orders.id, orderId)).get();
      if (!row || !row.addressPending || !waitingStatuses.includes(row.status as OrderStatus)) {
        return false;
      }
      const at = now.toISOString();
      tx.update(orders)
        .set({
          deliveryAddress,
          address: oneLineAddress(deliveryAddress),
          deliveryZone: zone,
          addressPending: false,
          addressReceivedAt: at,
          updatedAt: at,
        })
        .where(and(eq(orders.id, orderId), eq(orders.addressPending, true)))
        .run();
      const status = row.status as OrderStatus;
      recordStatusChange(tx, {
        orderId,
        from: status,
        to: status,
        by: "recipient",
        at,
        note: ADDRESS_RECEIVED_NOTE,
      });
      const order = findOrderIn(orderId);
      queueMail(
        [
          {
            ...addressReceivedMail(order),
            key: orderMailKey(orderId, "address-received", "customer"),
            orderId,
          },
        ],
        tx,
      );
      return true;
    },
    { behavior: "immediate" },
  );
  if (saved) return "saved";
  const order = findOrder(orderId);
  return order ? pageStateOf(order) : null;
}

/** The order as the transaction now has it (the same connection: its own writes are seen). */
function findOrderIn(orderId: string): Order {
  const order = findOrder(orderId);
  if (!order) throw new Error(`order ${orderId} vanished inside its own transaction`);
  return order;
}

export interface AddressStillMissing {
  id: string;
  orderNumber: string;
  recipientName: string;
  deliveryDate: string;
  deliveryTime: string;
  /** When it became the florists' worry (ISO). */
  dueAt: string;
}

/**
 * Paid orders whose recipient has not answered by their deadline (addressDeadline): the admin
 * dashboard's 'Needs attention', soonest delivery first.
 */
export function addressesStillMissing(now = currentTime()): AddressStillMissing[] {
  const { timeZone } = shopClock();
  const { slotHours } = currentDeliverySettings();
  return db()
    .select()
    .from(orders)
    .where(and(eq(orders.addressPending, true), inArray(orders.status, waitingStatuses)))
    .all()
    .map((row) => ({ row, due: addressDeadline(row, timeZone, slotHours) }))
    .filter(({ due }) => due.getTime() <= now.getTime())
    .sort((a, b) => a.due.getTime() - b.due.getTime())
    .map(({ row, due }) => ({
      id: row.id,
      orderNumber: row.orderNumber,
      recipientName: row.recipientName ?? "",
      deliveryDate: row.deliveryDate,
      deliveryTime: row.deliveryTime,
      dueAt: due.toISOString(),
    }));
}
