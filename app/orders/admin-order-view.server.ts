// An order as the admin's pages show it: money, times and slots already in words, times on the
// shop's clock (Dubai), so the browser's own time zone never changes what a florist reads.
import type { DeliveryAddress } from "~/delivery/address";
import { DateTime } from "luxon";
import { currentSlotHours } from "~/delivery/delivery-settings.server";
import { deliveryTimeLabel } from "~/delivery/delivery-window";
import { formatAed } from "~/money/money";
import { giftOf, type Gift } from "~/orders/gift";
import type { Delivery, Order } from "~/orders/order-reads.server";
import type { OrderStatus } from "~/db/order-statuses";
import { shopClock } from "~/platform/clock.server";
import { billedLines } from "./billed-lines";
import { giftsOf } from "./order-gifts";
import { ADDRESS_PENDING } from "./recipient-address";

export interface OrderLineView {
  title: string;
  /** The Arabic title it was ordered with, when the bouquet had one. */
  titleAr: string | null;
  size: string;
  quantity: number;
  price: string;
  /** Served from /uploads/{image}. */
  image: string | null;
}

/** One gift of an order of several, as its own section of the opened order shows it. */
export interface DeliveryView {
  id: string;
  /** 1 for the first gift. */
  number: number;
  status: OrderStatus;
  recipientName: string | null;
  recipientPhone: string | null;
  /** The address on one line, or 'Address pending' while the recipient is yet to give it. */
  address: string;
  deliveryAddress: DeliveryAddress | null;
  addressPending: boolean;
  deliveryDay: string;
  slot: string;
  /** The zone's fee for this gift ('AED 35', 'Free'). */
  fee: string;
  cardMessage: string | null;
  surprise: boolean;
  anonymous: boolean;
  lines: OrderLineView[];
}

export interface StatusChangeView {
  at: string;
  from: OrderStatus | null;
  to: OrderStatus;
  by: string;
  /** Something that happened without a change of status (a late payment refunded…). */
  note: string | null;
  /** The gift's number when one gift moved on its own; null for the whole order. */
  gift: number | null;
}

export interface OrderView {
  id: string;
  /** The id as shown: its first 8 characters. */
  shortId: string;
  orderNumber: string;
  status: OrderStatus;
  customerName: string;
  email: string;
  phone: string;
  address: string;
  /** The address part by part (null for a one-line address). */
  deliveryAddress: DeliveryAddress | null;
  /** The recipient has yet to give the address ('Address pending' stands in for it). */
  addressPending: boolean;
  notes: string;
  /** The language the customer ordered in, and hears in: 'English' or 'Arabic'. */
  language: string;
  gift: Gift;
  isGift: boolean;
  /** 'Surprise delivery': nobody calls the recipient beforehand. */
  surprise: boolean;
  /** The card is signed anonymously: the sender's name stays off the card and the slip. */
  anonymous: boolean;
  created: string;
  deliveryDay: string;
  deliveryDate: string;
  slot: string;
  total: string;
  payment: string;
  /** Paid through the demo provider: no card was charged. */
  testPayment: boolean;
  refunds: RefundView[];
  /** What is left to refund, or null when nothing can be (never paid, all given back). */
  refundable: RefundableView | null;
  lines: OrderLineView[];
  /** Every gift, first to last (one for an order of one delivery). */
  deliveries: DeliveryView[];
  history: StatusChangeView[];
}

const NO_GIFT: Gift = { recipientName: null, recipientPhone: null, cardMessage: null };

/** A gift's number in its order (1 for the first), or null for no gift. */
function giftNumber(order: Order, deliveryId: string | null): number | null {
  if (deliveryId === null) return null;
  const index = order.deliveries.findIndex((delivery) => delivery.id === deliveryId);
  return index < 0 ? null : index + 1;
}

export function shopTime(iso: string): string {
  return DateTime.fromISO(iso, { zone: shopClock().timeZone }).toFormat("d LLL yyyy, HH:mm");
}

export function deliveryDay(date: string): string {
  return DateTime.fromISO(date, { zone: "UTC" }).toFormat("ccc d LLL yyyy");
}

/**
 * What the view says about the order's payments; payments/ words it (paymentSummary) and hands it
 * in, so that orders/ never reads payments.
 */
export interface OrderPaymentView {
  text: string;
  testPayment: boolean;
  refunds: RefundView[];
  refundable: RefundableView | null;
}

/** A refund given, with its tax credit note. */
export interface RefundView {
  creditNoteNumber: string;
  creditNoteHref: string;
  amount: string;
  reason: string;
  by: string;
  at: string;
}

export interface RefundableView {
  /** 'AED 350' */
  left: string;
  /** '350.00', the refund form's first amount. */
  leftAed: string;
}

function lineView(line: {
  title: string;
  titleAr?: string | null;
  sizeName: string;
  quantity: number;
  unitPrice: number;
  imageUrl: string | null;
}): OrderLineView {
  return {
    title: line.title,
    titleAr: line.titleAr ?? null,
    size: line.sizeName,
    quantity: line.quantity,
    price: formatAed(line.unitPrice * line.quantity),
    image: line.imageUrl,
  };
}

function deliveryView(delivery: Delivery, index: number): DeliveryView {
  return {
    id: delivery.id,
    number: index + 1,
    status: delivery.status,
    recipientName: delivery.recipientName || null,
    recipientPhone: delivery.recipientPhone || null,
    address: delivery.addressPending ? ADDRESS_PENDING : delivery.address,
    deliveryAddress: delivery.deliveryAddress ?? null,
    addressPending: delivery.addressPending,
    deliveryDay: deliveryDay(delivery.deliveryDate),
    slot: deliveryTimeLabel(delivery.deliveryTime, currentSlotHours()),
    fee: delivery.deliveryFee > 0 ? formatAed(delivery.deliveryFee) : "Free",
    cardMessage: delivery.cardMessage || null,
    surprise: delivery.surprise,
    anonymous: delivery.anonymous,
    lines: delivery.lines.map(lineView),
  };
}

export function orderView(order: Order, payment: OrderPaymentView): OrderView {
  const gift = giftOf(order);
  return {
    id: order.id,
    shortId: order.id.slice(0, 8),
    orderNumber: order.orderNumber,
    status: order.status,
    customerName: order.customerName,
    email: order.email,
    phone: order.phone,
    address: order.addressPending ? ADDRESS_PENDING : order.address,
    deliveryAddress: order.deliveryAddress ?? null,
    // Any gift still waiting for its address marks the order in the list.
    addressPending: giftsOf(order).some((delivery) => delivery.addressPending),
    notes: order.notes,
    language: order.language === "ar" ? "Arabic" : "English",
    gift: gift ?? NO_GIFT,
    isGift: gift !== null || order.surprise || order.anonymous,
    surprise: order.surprise,
    anonymous: order.anonymous,
    created: shopTime(order.createdAt),
    deliveryDay: deliveryDay(order.deliveryDate),
    deliveryDate: order.deliveryDate,
    slot: deliveryTimeLabel(order.deliveryTime, currentSlotHours()),
    total: formatAed(order.totalAmount),
    payment: payment.text,
    testPayment: payment.testPayment,
    refunds: payment.refunds,
    refundable: payment.refundable,
    lines: billedLines(order).map(lineView),
    deliveries: giftsOf(order).map(deliveryView),
    history: order.history.map((change) => ({
      at: shopTime(change.changedAt),
      from: change.fromStatus as OrderStatus | null,
      to: change.toStatus as OrderStatus,
      by: change.changedBy,
      note: change.note,
      gift: giftNumber(order, change.deliveryId),
    })),
  };
}
