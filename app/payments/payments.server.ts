// Starting a card payment for an order: one live payment per order, however often it is asked.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { env } from "~/config/env.server";
import { db } from "~/db/client.server";
import { newId, nowIso } from "~/db/ids.server";
import { payments, type PaymentRow } from "~/db/schema";
import { filsFromAed, formatAed } from "~/money/money";
import { getOrder } from "~/orders/orders.server";
import { AWAITING_PAYMENT } from "~/orders/statuses";
import { ShopError } from "~/shop/errors";
import type { PaymentProvider } from "./provider.server";
import { demoProvider } from "./providers/demo.server";

export const PaymentRequest = z.object({
  orderId: z.string().regex(/^[0-9a-f]{24}$/, "Unknown order."),
  amount: z.number({ error: "amount must be a number." }).nonnegative(),
  currency: z.literal("AED", { error: "Payments are taken in AED." }).optional().default("AED"),
  customerDetails: z
    .object({
      name: z.string().max(200).optional(),
      email: z.string().max(200).optional(),
      phone: z.string().max(40).optional(),
    })
    .optional(),
});
export type PaymentRequest = z.infer<typeof PaymentRequest>;

export function paymentProvider(): PaymentProvider {
  const name = env().PAYMENT_PROVIDER;
  if (name === "demo") return demoProvider;
  throw new ShopError("invalid", `The payment provider "${name}" is not available in this build.`);
}

/** Where the customer lands after paying or cancelling; PUBLIC_URL wins over the request's origin. */
export function shopBaseUrl(requestUrl: string): string {
  return env().PUBLIC_URL ?? new URL(requestUrl).origin;
}

export async function initiatePayment(
  request: PaymentRequest,
  baseUrl: string,
): Promise<{ payment: PaymentRow; paymentUrl: string }> {
  const order = getOrder(request.orderId);
  if (order.status !== AWAITING_PAYMENT) {
    throw new ShopError(
      "conflict",
      `Order ${order.orderNumber} is "${order.status}" and can't be paid again.`,
    );
  }
  if (filsFromAed(request.amount) !== order.totalAmount) {
    throw new ShopError(
      "conflict",
      `The amount does not match the order total of ${formatAed(order.totalAmount)}.`,
      undefined,
      { totalAmount: order.totalAmount / 100 },
    );
  }
  const provider = paymentProvider();
  const idempotencyKey = `order:${order.id}:${provider.name}`;
  db()
    .insert(payments)
    .values({
      id: newId(),
      orderId: order.id,
      provider: provider.name,
      amount: order.totalAmount,
      currency: "AED",
      state: "pending",
      idempotencyKey,
    })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .run();
  const payment = db()
    .select()
    .from(payments)
    .where(eq(payments.idempotencyKey, idempotencyKey))
    .get()!;
  if (payment.paymentUrl) return { payment, paymentUrl: payment.paymentUrl };

  const session = await provider.createHostedSession(payment, order, {
    base: baseUrl,
    success: new URL(`/thank-you?order=${order.id}`, baseUrl).href,
    cancel: new URL(`/pay/cancelled?order=${order.id}`, baseUrl).href,
  });
  db()
    .update(payments)
    .set({
      providerReference: session.providerReference,
      paymentUrl: session.paymentUrl,
      updatedAt: nowIso(),
    })
    .where(and(eq(payments.id, payment.id), eq(payments.state, "pending")))
    .run();
  return { payment: { ...payment, ...session }, paymentUrl: session.paymentUrl };
}

export function paymentsOfOrder(orderId: string): PaymentRow[] {
  return db().select().from(payments).where(eq(payments.orderId, orderId)).all();
}
