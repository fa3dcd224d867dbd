// The customer's tracking page's read of one order: reached only with the order's key, and then
// only what the customer already knows (the delivery, the recipient, the lines, the timeline).
import { currentSlotHours } from "~/delivery/delivery-settings.server";
import { deliveryTimeLabel } from "~/delivery/delivery-window";
import { formatAed, type Fils } from "~/money/money";
import { env } from "~/platform/env.server";
import { arabicLineName, billedLines, DELIVERY_LINE, lineName } from "./billed-lines";
import { deliveryDateText } from "~/mail/delivery-texts.server";
import { giftOf } from "./gift";
import { canSeeOrder } from "./order-access.server";
import { findOrder, type Delivery, type Order } from "./order-reads.server";
import { orderTimeline, type OrderTimeline, type RefundStanding } from "./order-tracking";
import type { AddressForCustomer } from "./recipient-address";
import { customerAddressOf } from "./recipient-address.server";

/** One gift of an order of several: its own way, day, recipient and address. */
export interface TrackedGift {
  /** The delivery's id. */
  id: string;
  timeline: OrderTimeline;
  deliveryDate: string;
  deliverySlot: string;
  delivery: { date: string; time: string };
  recipient: string;
  address: AddressForCustomer;
}

export interface TrackedOrder {
  orderNumber: string;
  timeline: OrderTimeline;
  deliveryDate: string;
  deliverySlot: string;
  /** The delivery as values (YYYY-MM-DD, the slot's value), for a page to word in its language. */
  delivery: { date: string; time: string };
  /** The gift's recipient, or the customer themselves. */
  recipient: string;
  /** Where it goes as the customer may read it: only the area of an address the recipient gave. */
  address: AddressForCustomer;
  lines: {
    name: string;
    /** The line's name in Arabic when its bouquet had an Arabic title; null otherwise. */
    nameAr: string | null;
    quantity: number;
    price: string;
    amount: Fils;
    isDelivery: boolean;
  }[];
  total: string;
  totalAmount: Fils;
  /** Each gift with its own status and timeline, when the order has several (else empty). */
  gifts: TrackedGift[];
}

/**
 * The order behind a tracking link, or null when the key does not fit or there is no such order:
 * the two are one answer, so a wrong key tells nothing of whether the order exists.
 */
export function trackedOrder(
  orderId: string,
  key: string | null,
  refundOf: (orderId: string) => RefundStanding,
): TrackedOrder | null {
  if (!canSeeOrder(orderId, key)) return null;
  const order = findOrder(orderId);
  if (!order) return null;
  const refund = refundOf(order.id);
  const timeZone = env().SHOP_TIMEZONE;
  return {
    orderNumber: order.orderNumber,
    timeline: orderTimeline(
      { status: order.status, history: wholeOrderLines(order.history) },
      refund,
      timeZone,
    ),
    deliveryDate: deliveryDateText(order.deliveryDate),
    deliverySlot: deliveryTimeLabel(order.deliveryTime, currentSlotHours()),
    delivery: { date: order.deliveryDate, time: order.deliveryTime },
    recipient: giftOf(order)?.recipientName ?? order.customerName,
    address: customerAddressOf(order),
    lines: billedLines(order).map((line) => ({
      name: lineName(line),
      nameAr: arabicLineName(line),
      quantity: line.quantity,
      price: formatAed(line.unitPrice * line.quantity),
      amount: line.unitPrice * line.quantity,
      isDelivery: line.itemId === null && line.title === DELIVERY_LINE,
    })),
    total: formatAed(order.totalAmount),
    totalAmount: order.totalAmount,
    gifts:
      order.deliveries.length > 1
        ? order.deliveries.map((delivery) => ({
            id: delivery.id,
            timeline: orderTimeline(giftWay(order, delivery), refund, timeZone),
            deliveryDate: deliveryDateText(delivery.deliveryDate),
            deliverySlot: deliveryTimeLabel(delivery.deliveryTime, currentSlotHours()),
            delivery: { date: delivery.deliveryDate, time: delivery.deliveryTime },
            recipient: delivery.recipientName || order.customerName,
            address: customerAddressOf(delivery),
          }))
        : [],
  };
}

/** The lines of the order's history about the whole order (not one gift moved on its own). */
const wholeOrderLines = (history: Order["history"]) =>
  history.filter((line) => line.deliveryId === null);

/**
 * A gift's way: its own status, the moves every gift made with the order and the gift's own
 * moves. A gift that moved alone before its moves were kept has only the moment it last moved.
 */
function giftWay(order: Order, delivery: Delivery) {
  const history = order.history.filter(
    (line) => line.deliveryId === null || line.deliveryId === delivery.id,
  );
  const movedThere = history.some((line) => line.toStatus === delivery.status);
  return {
    status: delivery.status,
    history: movedThere
      ? history
      : [...history, { toStatus: delivery.status, changedAt: delivery.updatedAt }],
  };
}
