// For the domain's own tests (app/**/*.test.ts), which run the shop's source on their file's
// database: rows written straight into it and a tiny picture, so each test sets up only what it
// is about. (Tests of the built server use HTTP and plain SQL instead: ./database.ts.)
import sharp from "sharp";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { desc, gt } from "drizzle-orm";
import { activityLog, orders, type OrderRow } from "~/db/schema";
import { createOrder } from "~/orders/create-order.server";
import { OrderInput } from "~/orders/order-input";
import { orderNumberOf } from "~/orders/order-number";
import type { OrderStatus } from "~/db/order-statuses";
import { filsFromAed } from "~/money/money";
import { initiatePayment, PaymentRequest } from "~/payments/payments.server";
import { deliverableDate } from "./catalogue";

/** A small PNG, enough for an item's main image. */
export async function aPicture(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 8, height: 10, channels: 3, background: "#e9d3cc" } })
      .png()
      .toBuffer(),
  );
}

let sequence = 50_000;

/** An order row as the shop stores it (AED 495 for Layla, evening of 20 March), with overrides. */
export function anOrderRow(fields: Partial<OrderRow> = {}): string {
  sequence += 1;
  const id = newId();
  db()
    .insert(orders)
    .values({
      id,
      sequence,
      orderNumber: orderNumberOf(sequence),
      customerName: "Layla Haddad",
      email: "layla@example.com",
      phone: "+971501234567",
      address: "Villa 12, Jumeirah 1, Dubai",
      deliveryDate: "2026-03-20",
      deliveryTime: "evening",
      status: "awaiting_payment",
      totalAmount: 49_500,
      vatAmount: 0,
      ...fields,
    })
    .run();
  return id;
}

/** An order row in `status` placed at `createdAt` (UTC ISO) for `totalAed`, straight into the table. */
export function anOrderPlaced(status: OrderStatus, createdAt: string, totalAed = 500): string {
  return anOrderRow({
    status,
    createdAt,
    updatedAt: createdAt,
    totalAmount: filsFromAed(totalAed)!,
  });
}

/** Layla's order of one bouquet at its price in AED, placed and sent to the payment provider. */
export async function anOrderAwaitingPayment(itemId: string, priceAed: number) {
  const { order } = createOrder(
    OrderInput.parse({
      customerName: "Layla Haddad",
      email: "layla@example.com",
      phone: "050 123 4567",
      address: "Villa 12, Al Wasl Road, Jumeirah 2, Dubai",
      items: [{ itemId, price: priceAed }],
      totalAmount: priceAed,
      deliveryDate: deliverableDate(),
      deliveryTime: "evening",
    }),
  );
  const { payment } = await initiatePayment(
    PaymentRequest.parse({ orderId: order.id, amount: priceAed, currency: "AED" }),
    "http://shop.test",
  );
  return { order, payment };
}

/** The newest line of the activity log's id (0 when it is empty): where a test starts reading. */
export const lastActivityId = () =>
  db().select({ id: activityLog.id }).from(activityLog).orderBy(desc(activityLog.id)).get()?.id ??
  0;

/** The activity written since `after`, oldest first, as the log holds it. */
export const activitySince = (after: number) =>
  db()
    .select({
      actor: activityLog.actor,
      action: activityLog.action,
      subject: activityLog.subject,
      details: activityLog.details,
    })
    .from(activityLog)
    .where(gt(activityLog.id, after))
    .orderBy(activityLog.id)
    .all();
