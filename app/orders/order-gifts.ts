// An order's gifts as the staff's views read them. The order's own columns describe its first
// gift, and the address its recipient gives is written there: the first gift's address is read
// from them, so a one-gift order's sheet, slip and page say what its row says.
import type { Delivery, Order } from "./order-reads.server";

export function giftsOf(order: Order): Delivery[] {
  return order.deliveries.map((delivery, index) =>
    index === 0
      ? {
          ...delivery,
          address: order.address,
          deliveryAddress: order.deliveryAddress,
          addressPending: order.addressPending,
          addressReceivedAt: order.addressReceivedAt,
        }
      : delivery,
  );
}
