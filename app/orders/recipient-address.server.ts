// The recipient's private page behind a gift's link (recipient-link), and what follows when they
// answer: the address stored on that gift's delivery (and on the order's own columns for the
// first gift, which they describe), a line in the order's history, the customer's email.
import { brandName } from "~/content/brand.server";
import { and, eq, gt, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { deliveries, orders } from "~/db/schema";
import { oneLineAddress, type DeliveryAddress } from "~/delivery/address";
import { addressLine } from "~/delivery/address-words";
import { areasByEmirate, notDeliveredTo, type DeliveryZone } from "~/delivery/zones";
import type { Language } from "~/i18n/languages";
import { currentTime, shopClock } from "~/platform/clock.server";
import { ShopError } from "~/platform/errors";
import { queueMail } from "~/platform/outbox.server";
import { deliveryDateText, deliveryTimeText } from "~/mail/delivery-texts.server";
import { mailWords, framedMail, type MailLine } from "~/mail/frame.server";
import { orderMailKey, trackingLink } from "./order-mail.server";
import { findOrder, type Delivery, type Order } from "./order-reads.server";
import { awaitsRecipient, deliveryIdOfToken, WAITING_STATUSES } from "./recipient-link.server";
import {
  addressReceivedNote,
  addressDeadline,
  addressForCustomer,
  receivedArea,
  type AddressForCustomer,
  addressInZone,
  firstName,
  notCoveredBy,
  zonesCoveredBy,
  type AreaChoices,
  type BookedDelivery,
} from "./recipient-address";
import { currentDeliverySettings } from "~/delivery/delivery-settings.server";
import { recordStatusChange } from "./status-changes.server";
import { isPaid } from "./statuses";
import { type OrderStatus } from "~/db/order-statuses";

/** A gift's address as an order's or a delivery's columns hold it. */
type GiftAddress = Pick<
  Delivery,
  "addressFromRecipient" | "addressPending" | "address" | "deliveryAddress"
>;

/** What a gift was booked with: its own fee and lines, its date, when the order was placed. */
const bookedOf = (order: Order, delivery: Delivery): BookedDelivery => ({
  deliveryFee: delivery.deliveryFee,
  totalAmount:
    delivery.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0) +
    delivery.deliveryFee,
  deliveryDate: delivery.deliveryDate,
  createdAt: order.createdAt,
});

/** The zones the recipient's area must be in: the florists' own that the gift covers. */
function zonesFor(order: Order, delivery: Delivery): DeliveryZone[] {
  return zonesCoveredBy(
    bookedOf(order, delivery),
    currentDeliverySettings().zones,
    shopClock().timeZone,
  );
}

/** Where the customer is told a gift goes (only the area of an address the recipient gave). */
export const customerAddressOf = (gift: GiftAddress): AddressForCustomer =>
  addressForCustomer(gift, currentDeliverySettings().zones);

/**
 * The whole address on one line in a language (the area and emirate named in it, its comma);
 * a gift without a structured address as it was written.
 */
export function wholeAddressLine(
  gift: Pick<GiftAddress, "address" | "deliveryAddress">,
  language: Language,
): string {
  if (!gift.deliveryAddress) return gift.address;
  return addressLine(gift.deliveryAddress, language, currentDeliverySettings().zones);
}

/**
 * The address as one line for the customer's emails and tax documents, in a language: their own
 * address, 'Address received — {area}' for the recipient's, null while it is still to come.
 */
export function customerAddressLine(gift: GiftAddress, language: Language): string | null {
  const shown = customerAddressOf(gift);
  if (shown.given === "customer") return wholeAddressLine(gift, language);
  if (shown.given === "pending") return null;
  return mailWords(language).t("recipient.addressReceived", {
    area: receivedArea(shown, language),
  });
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

/** A gift and its order, by the delivery's id (an order kept without delivery rows by its own). */
function askedGift(deliveryId: string): { order: Order; delivery: Delivery } | null {
  const row = db()
    .select({ orderId: deliveries.orderId })
    .from(deliveries)
    .where(eq(deliveries.id, deliveryId))
    .get();
  const order = findOrder(row?.orderId ?? deliveryId);
  const delivery = order?.deliveries.find((candidate) => candidate.id === deliveryId);
  return order && delivery ? { order, delivery } : null;
}

function pageStateOf(order: Order, delivery: Delivery): RecipientPageState | null {
  if (!delivery.addressFromRecipient) return null;
  const ended: OrderStatus[] = ["cancelled", "delivered"];
  if (ended.includes(order.status) || ended.includes(delivery.status)) return "closed";
  // The link is given once the order is paid; before that there is nothing to show.
  if (!isPaid(order.status)) return null;
  return delivery.addressPending ? "open" : "saved";
}

/** The recipient's page for a token, or null (the shop's 404) for a token that names nothing. */
export function recipientPage(token: string): RecipientPage | null {
  const deliveryId = deliveryIdOfToken(token);
  const asked = deliveryId ? askedGift(deliveryId) : null;
  const state = asked ? pageStateOf(asked.order, asked.delivery) : null;
  if (!asked || !state) return null;
  const { order, delivery } = asked;
  return {
    state,
    shop: brandName(order.language),
    firstName: firstName(delivery.recipientName),
    deliveryDate: delivery.deliveryDate,
    deliveryTime: delivery.deliveryTime,
    areas: state === "open" ? areasByEmirate(zonesFor(order, delivery)) : [],
    deliveredAreas: state === "open" ? areasByEmirate(currentDeliverySettings().zones) : [],
  };
}

/** The customer's email once a gift's recipient has answered, in the order's language. */
function addressReceivedMail(order: Order, delivery: Delivery) {
  const words = mailWords(order.language);
  const shopName = brandName(order.language);
  const lines: MailLine[] = [
    words.say("emails.dear", {}, { name: order.customerName }),
    "",
    words.t("recipient.received.text", {
      orderNumber: order.orderNumber,
      date: deliveryDateText(delivery.deliveryDate, order.language),
      time: deliveryTimeText(delivery.deliveryTime, order.language),
    }),
    ...(order.deliveries.length > 1 && delivery.recipientName
      ? [words.say("emails.confirmation.for", {}, { recipient: delivery.recipientName })]
      : []),
    customerAddressLine(delivery, order.language) ?? "",
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

/** The outbox key of a gift's 'address received' email: the first gift keeps the order's. */
const addressReceivedKey = (orderId: string, deliveryId: string) =>
  orderMailKey(
    orderId,
    deliveryId === orderId ? "address-received" : `address-received:${deliveryId}`,
    "customer",
  );

/**
 * Saves a gift's recipient's address, once: the structured and the one-line address on its
 * delivery (and on the order's columns for the first gift), no longer pending, the moment, a line
 * in the history and the customer's email, in one transaction. A second answer changes nothing.
 * The page's state afterwards; null for a token naming nothing.
 */
export function saveRecipientAddress(
  token: string,
  address: DeliveryAddress,
  now = currentTime(),
): RecipientPageState | null {
  const deliveryId = deliveryIdOfToken(token);
  const booked = deliveryId ? askedGift(deliveryId) : null;
  if (!deliveryId || !booked) return null;
  const placed = addressInZone(address, zonesFor(booked.order, booked.delivery));
  if (!placed) {
    const area = address.area.trim();
    const delivered = addressInZone(address, currentDeliverySettings().zones);
    throw new ShopError("invalid", delivered ? notCoveredBy(area) : notDeliveredTo(area));
  }
  const { address: deliveryAddress, zone } = placed;
  const orderId = booked.order.id;
  const saved = db().transaction(
    (tx) => {
      // Read again inside the transaction (the same connection): a second answer finds it saved.
      const current = askedGift(deliveryId);
      if (!current || !awaitsRecipient(current.order, current.delivery)) return false;
      const at = now.toISOString();
      const received = {
        deliveryAddress,
        address: oneLineAddress(deliveryAddress),
        deliveryZone: zone,
        addressPending: false,
        addressReceivedAt: at,
        updatedAt: at,
      };
      tx.update(deliveries)
        .set(received)
        .where(and(eq(deliveries.id, deliveryId), eq(deliveries.addressPending, true)))
        .run();
      // The order's own columns describe its first gift, whose id is the order's.
      if (deliveryId === orderId) {
        tx.update(orders)
          .set(received)
          .where(and(eq(orders.id, orderId), eq(orders.addressPending, true)))
          .run();
      }
      const status = current.order.status;
      recordStatusChange(tx, {
        orderId,
        from: status,
        to: status,
        by: "recipient",
        at,
        note: addressReceivedNote(current.delivery.position, current.order.deliveries.length),
      });
      const after = askedGift(deliveryId);
      if (!after) throw new Error(`delivery ${deliveryId} vanished inside its own transaction`);
      queueMail(
        [
          {
            ...addressReceivedMail(after.order, after.delivery),
            key: addressReceivedKey(orderId, deliveryId),
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
  const asked = askedGift(deliveryId);
  return asked ? pageStateOf(asked.order, asked.delivery) : null;
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

/** A gift still waiting for its address: the order's number and when it was placed. */
interface PendingGift {
  id: string;
  orderNumber: string;
  recipientName: string | null;
  deliveryDate: string;
  deliveryTime: string;
  createdAt: string;
}

/** Gifts still waiting: each order's first (its own columns) and its later deliveries. */
function pendingGifts(): PendingGift[] {
  const firsts = db()
    .select()
    .from(orders)
    .where(and(eq(orders.addressPending, true), inArray(orders.status, WAITING_STATUSES)))
    .all();
  const later = db()
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      recipientName: deliveries.recipientName,
      deliveryDate: deliveries.deliveryDate,
      deliveryTime: deliveries.deliveryTime,
      createdAt: orders.createdAt,
    })
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .where(
      and(
        gt(deliveries.position, 0),
        eq(deliveries.addressPending, true),
        inArray(deliveries.status, WAITING_STATUSES),
        inArray(orders.status, WAITING_STATUSES),
      ),
    )
    .all();
  return [...firsts, ...later];
}

/**
 * Paid gifts whose recipient has not answered by their deadline (addressDeadline): the admin
 * dashboard's 'Needs attention', soonest delivery first.
 */
export function addressesStillMissing(now = currentTime()): AddressStillMissing[] {
  const { timeZone } = shopClock();
  const { slotHours } = currentDeliverySettings();
  return pendingGifts()
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
