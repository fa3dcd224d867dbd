// "Today's deliveries": the gifts going out on one date, grouped by slot, each group a sheet the
// drivers take; a gift of an order of several is a row of its own, by its own date and slot. Only
// gifts paid for and not cancelled; an unpaid one may never go.
import type { DeliveryAddress } from "~/delivery/address";
import { currentSlotHours } from "~/delivery/delivery-settings.server";
import { DELIVERY_TIMES, deliveryTimeLabel, type DeliveryTime } from "~/delivery/delivery-window";
import { giftOf, giftOfOrder } from "./gift";
import { giftsOf } from "./order-gifts";
import { ordersDeliveringOn, type Order, type Delivery as Gift } from "./order-reads.server";
import { isPaid } from "./statuses";
import { ADDRESS_PENDING } from "./recipient-address";

export interface DeliveryLine {
  title: string;
  size: string;
  quantity: number;
}

export interface Delivery {
  /** The delivery's id (the order's for its first gift). */
  id: string;
  orderNumber: string;
  /** 'Gift 2 of 3' on an order of several gifts, else null. */
  gift: string | null;
  /** The recipient on a gift, else the customer. */
  deliverTo: string;
  phone: string;
  /** A gift without the recipient's number goes out with the customer's. */
  customersPhone: boolean;
  address: string;
  /** The address part by part (null for a one-line address). */
  deliveryAddress: DeliveryAddress | null;
  cardMessage: string | null;
  /** 'Surprise delivery': the driver does not call the recipient beforehand. */
  surprise: boolean;
  notes: string;
  lines: DeliveryLine[];
}

export interface DeliverySheet {
  time: DeliveryTime;
  label: string;
  deliveries: Delivery[];
}

/** Each gift going out on `date` that is paid for and not cancelled, with its order and number. */
export function paidGiftsOn(date: string): { order: Order; delivery: Gift; gift: string | null }[] {
  return ordersDeliveringOn(date).flatMap((order) =>
    giftsOf(order).flatMap((delivery, index) =>
      delivery.deliveryDate === date && isPaid(delivery.status) && isPaid(order.status)
        ? [{ order, delivery, gift: giftOfOrder(order, index) }]
        : [],
    ),
  );
}

/** The date's paid gifts, one sheet per slot that has any (Morning, Afternoon, Evening, Any time). */
export function deliverySheetsOn(date: string): DeliverySheet[] {
  const gifts = paidGiftsOn(date);
  const hours = currentSlotHours();
  return DELIVERY_TIMES.map((time) => ({
    time,
    label: deliveryTimeLabel(time, hours),
    deliveries: gifts
      .filter(({ delivery }) => delivery.deliveryTime === time)
      .map(({ order, delivery, gift: number }): Delivery => {
        const gift = giftOf(delivery);
        return {
          id: delivery.id,
          orderNumber: order.orderNumber,
          gift: number,
          deliverTo: gift?.recipientName ?? order.customerName,
          phone: gift?.recipientPhone ?? order.phone,
          customersPhone: gift !== null && !gift.recipientPhone,
          address: delivery.addressPending ? ADDRESS_PENDING : delivery.address,
          deliveryAddress: delivery.addressPending ? null : (delivery.deliveryAddress ?? null),
          cardMessage: gift?.cardMessage ?? null,
          surprise: delivery.surprise,
          notes: order.notes,
          lines: delivery.lines.map((line) => ({
            title: line.title,
            size: line.sizeName,
            quantity: line.quantity,
          })),
        };
      }),
  })).filter((sheet) => sheet.deliveries.length > 0);
}
