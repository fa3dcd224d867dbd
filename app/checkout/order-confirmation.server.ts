// What the customer reads once the checkout is behind them: their own order on the thank-you page
// (only with its key), and the way back to the bouquet when a payment is cancelled.
import { hashedUserData, type HashedUserData } from "~/analytics/user-data.server";
import { ID_PATTERN } from "~/db/ids";
import type { OrderStatus } from "~/db/order-statuses";
import { localisedPath, type Language } from "~/i18n/languages";
import type { Fils } from "~/money/money";
import { giftOf, senderShownToRecipient, type Gift } from "~/orders/gift";
import { canSeeOrder, invoicePath, trackingPath } from "~/orders/order-access.server";
import { findOrder, type Order } from "~/orders/order-reads.server";
import type { AddressForCustomer } from "~/orders/recipient-address";
import { customerAddressOf } from "~/orders/recipient-address.server";
import { isPaid } from "~/orders/statuses";

/** One gift of the order as its customer reads it. */
export interface GiftConfirmation {
  /** The delivery's id. */
  id: string;
  recipientName: string | null;
  /** YYYY-MM-DD and the slot's value. */
  deliveryDate: string;
  deliveryTime: string;
  /** 'Address pending', 'Address received' with its area, or the customer's own address. */
  address: AddressForCustomer;
}

export interface OrderConfirmation {
  id: string;
  orderNumber: string;
  lines: {
    itemId: string | null;
    title: string;
    size: string;
    /** The bouquet's Arabic title and size name when it was ordered (null when none). */
    titleAr: string | null;
    sizeAr: string | null;
    price: Fils;
  }[];
  deliveryFee: Fils;
  /** Where it goes as the customer may read it: only the area of an address the recipient gave. */
  address: AddressForCustomer;
  /** YYYY-MM-DD and the slot's value: the page words them in its language. */
  deliveryDate: string;
  deliveryTime: string;
  gift: Gift | null;
  /** Every gift of the order, first to last (one for an order of one delivery). */
  gifts: GiftConfirmation[];
  /** Nobody calls the recipient beforehand. */
  surprise: boolean;
  /** The card goes without the sender's name. */
  anonymous: boolean;
  /** The card's sign-off: none when it is signed anonymously. */
  cardSender: string | null;
  total: Fils;
  vat: Fils;
  paid: boolean;
  status: OrderStatus;
  invoicePath: string | null;
  trackingPath: string;
  /** For the purchase analytics event: hashes only, never the raw email or phone. */
  userData: HashedUserData;
}

/** The order a thank-you link names, when its key fits; otherwise null (it reveals nothing). */
export function visibleOrderId(orderId: string | null, key: string | null): string | null {
  return orderId && ID_PATTERN.test(orderId) && canSeeOrder(orderId, key) ? orderId : null;
}

/** The customer's own order for the thank-you page (an id from visibleOrderId). */
export function orderConfirmation(orderId: string): OrderConfirmation | null {
  const order = findOrder(orderId);
  if (!order) return null;
  const paid = isPaid(order.status);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    lines: order.lines.map((line) => ({
      itemId: line.itemId,
      title: line.title,
      size: line.sizeName,
      titleAr: line.titleAr,
      sizeAr: line.sizeNameAr,
      price: line.unitPrice * line.quantity,
    })),
    deliveryFee: order.deliveryFee,
    address: customerAddressOf(order),
    deliveryDate: order.deliveryDate,
    deliveryTime: order.deliveryTime,
    gift: giftOf(order),
    gifts: order.deliveries.map((delivery) => ({
      id: delivery.id,
      recipientName: delivery.recipientName || null,
      deliveryDate: delivery.deliveryDate,
      deliveryTime: delivery.deliveryTime,
      address: customerAddressOf(delivery),
    })),
    surprise: order.surprise,
    anonymous: order.anonymous,
    cardSender: senderShownToRecipient(order),
    total: order.totalAmount,
    vat: order.vatAmount,
    paid,
    status: order.status,
    invoicePath: paid ? invoicePath(order.id) : null,
    trackingPath: trackingPath(order.id),
    userData: hashedUserData(order),
  };
}

/** Back to the bouquet the customer was buying, with the 'payment cancelled' message. */
export function cancelledLanding(order: Order | null, language: Language = "en"): string {
  const itemId = order?.lines[0]?.itemId;
  return localisedPath(
    itemId ? `/collection/${itemId}?payment=cancelled` : "/collection?payment=cancelled",
    language,
  );
}

/** The same for a provider's cancel link, whose key must fit: otherwise it reveals nothing. */
export function paymentCancelledPath(
  orderId: string | null,
  key: string | null,
  language: Language = "en",
): string {
  const visible = orderId && ID_PATTERN.test(orderId) && canSeeOrder(orderId, key);
  return cancelledLanding(visible ? findOrder(orderId) : null, language);
}
