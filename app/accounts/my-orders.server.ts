// My orders as the account page shows them: each order with its gifts (recipient, date, slot,
// status), its total, its tracking link and, once paid, its tax invoice, in the page's language.
import type { OrderStatus } from "~/db/order-statuses";
import type { Language } from "~/i18n/languages";
import { invoicePath, trackingPath } from "~/orders/order-access.server";
import { isPaid } from "~/orders/statuses";
import { customerOrders } from "./customer-orders.server";

export interface MyOrder {
  id: string;
  orderNumber: string;
  placedAt: string;
  total: number;
  status: OrderStatus;
  trackingPath: string;
  invoicePath: string | null;
  deliveries: {
    id: string;
    recipientName: string | null;
    date: string;
    time: string;
    status: OrderStatus;
  }[];
}

export function myOrders(email: string, language: Language): MyOrder[] {
  return customerOrders(email).map((order) => ({
    id: order.id,
    orderNumber: order.orderNumber,
    placedAt: order.createdAt,
    total: order.totalAmount,
    status: order.status,
    trackingPath: trackingPath(order.id, language),
    invoicePath: isPaid(order.status) ? invoicePath(order.id, language) : null,
    deliveries: order.deliveries.map((delivery) => ({
      id: delivery.id,
      recipientName: delivery.recipientName,
      date: delivery.deliveryDate,
      time: delivery.deliveryTime,
      status: delivery.status,
    })),
  }));
}
