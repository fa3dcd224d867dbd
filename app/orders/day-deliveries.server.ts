// "Today's deliveries": the orders going out on one date, grouped by slot, each group a sheet the
// drivers take. Only orders that are paid and not cancelled; an unpaid one may never go.
import type { DeliveryAddress } from "~/delivery/address";
import { and, asc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { ownedRows } from "~/db/owned-rows.server";
import { orderLines, orders } from "~/db/schema";
import { currentSlotHours } from "~/delivery/delivery-settings.server";
import { DELIVERY_TIMES, deliveryTimeLabel, type DeliveryTime } from "~/delivery/delivery-window";
import { giftOf } from "./gift";
import { PAID_STATUSES } from "./statuses";
import { ADDRESS_PENDING } from "./recipient-address";

export interface DeliveryLine {
  title: string;
  size: string;
  quantity: number;
}

export interface Delivery {
  id: string;
  orderNumber: string;
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

/** The date's paid orders, one sheet per slot that has any (Morning, Afternoon, Evening, Any time). */
export function deliverySheetsOn(date: string): DeliverySheet[] {
  const rows = db()
    .select()
    .from(orders)
    .where(and(eq(orders.deliveryDate, date), inArray(orders.status, PAID_STATUSES)))
    .orderBy(asc(orders.sequence))
    .all();
  const lines =
    rows.length === 0
      ? []
      : ownedRows(
          orderLines,
          orderLines.orderId,
          rows.map((row) => row.id),
          orderLines.position,
        );
  const hours = currentSlotHours();
  return DELIVERY_TIMES.map((time) => ({
    time,
    label: deliveryTimeLabel(time, hours),
    deliveries: rows
      .filter((row) => row.deliveryTime === time)
      .map((row): Delivery => {
        const gift = giftOf(row);
        return {
          id: row.id,
          orderNumber: row.orderNumber,
          deliverTo: gift?.recipientName ?? row.customerName,
          phone: gift?.recipientPhone ?? row.phone,
          customersPhone: gift !== null && !gift.recipientPhone,
          address: row.addressPending ? ADDRESS_PENDING : row.address,
          deliveryAddress: row.deliveryAddress ?? null,
          cardMessage: gift?.cardMessage ?? null,
          surprise: row.surprise,
          notes: row.notes,
          lines: lines
            .filter((line) => line.orderId === row.id)
            .map((line) => ({ title: line.title, size: line.sizeName, quantity: line.quantity })),
        };
      }),
  })).filter((sheet) => sheet.deliveries.length > 0);
}
