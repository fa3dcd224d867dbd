// What the admin layout shows and polls every 5 minutes: how many paid orders are
// waiting for a florist, and the newest three of them as notifications.
import { countOrdersWithStatus, listOrders } from "~/orders/order-reads.server";
import { NEW_PAID_ORDER } from "~/db/order-statuses";
import { formatAed } from "~/money/money";

export const NOTIFICATIONS_SHOWN = 3;

export interface NewOrderNotice {
  id: string;
  orderNumber: string;
  customerName: string;
  total: string;
  createdAt: string;
}

export interface NewOrders {
  count: number;
  latest: NewOrderNotice[];
}

export function newPaidOrders(): NewOrders {
  return {
    count: countOrdersWithStatus(NEW_PAID_ORDER),
    latest: listOrders({ status: NEW_PAID_ORDER, limit: NOTIFICATIONS_SHOWN }).map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      customerName: order.customerName,
      total: formatAed(order.totalAmount),
      createdAt: order.createdAt,
    })),
  };
}
