// A delivery's own fulfilment status, and the rule by which the order follows its deliveries.
import { z } from "zod";
import { statusLabel, type OrderStatus } from "~/db/order-statuses";
import { orderStatusFrom } from "./statuses";

/** What a delivery moves through once paid: 'New paid order' to 'Delivered', or 'Cancelled'. */
export const FULFILMENT_STATUSES: OrderStatus[] = [
  "new_paid",
  "in_preparation",
  "in_delivery",
  "delivered",
  "cancelled",
];

export const CHOOSE_A_DELIVERY_STATUS = `Use one of: ${FULFILMENT_STATUSES.map(statusLabel).join(", ")}.`;

/** A delivery's status as clients send it (a code, a label or a short code), fulfilment only. */
export const deliveryStatusField = z
  .string({ error: "status is required." })
  .transform((value, ctx) => {
    const status = orderStatusFrom(value);
    if (!status || !FULFILMENT_STATUSES.includes(status)) {
      ctx.addIssue({ code: "custom", message: CHOOSE_A_DELIVERY_STATUS });
      return z.NEVER;
    }
    return status;
  });

/**
 * The status the order follows its deliveries to: once every delivery has reached the same
 * status, the order has it too; while they differ the order keeps its own (null: no move).
 */
export function orderStatusFollowing(
  order: OrderStatus,
  deliveries: OrderStatus[],
): OrderStatus | null {
  const [first] = deliveries;
  if (!first || deliveries.some((status) => status !== first)) return null;
  return first === order ? null : first;
}
