// Card payments: started once per attempt, confirmed only by the provider's word, exactly once.
import { and, asc, count, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { env } from "~/platform/env.server";
import { db } from "~/db/client.server";
import { ownedRows } from "~/db/owned-rows.server";
import { ID_PATTERN } from "~/db/ids";
import { newId, nowIso } from "~/db/ids.server";
import { paymentEvents, payments, type PaymentRow } from "~/db/schema";
import { filsFromAed, formatAed, type Fils } from "~/money/money";
import { queueOrderConfirmation } from "~/orders/confirmation-email.server";
import { cancelPath, thankYouPath } from "~/orders/order-access.server";
import { getOrder } from "~/orders/order-reads.server";
import { moveOrderIfStatus, noteOnOrder } from "~/orders/status-changes.server";
import { AWAITING_PAYMENT, NEW_PAID_ORDER } from "~/db/order-statuses";
import { ShopError } from "~/platform/errors";
import { log } from "~/platform/log.server";
import type {
  HostedSession,
  PaymentOutcome,
  PaymentProvider,
  ProviderEvent,
} from "./provider.server";
import { crowdedOutOnPayment, placeTaken } from "./hold-expiry.server";
import { demoProvider } from "./providers/demo.server";
import { stripeProvider } from "./providers/stripe.server";
import { saidText } from "~/i18n/said";

/** What the customer reads when the provider gives no payment page. */
export const PAYMENT_INITIATION_FAILED = saidText("checkout.error.paymentFailed");

export const PaymentRequest = z.object({
  orderId: z.string().regex(ID_PATTERN, "Unknown order."),
  /** AED in the JSON, fils from here on; null when finer than a fil (never the order's total). */
  amount: z.number({ error: "amount must be a number." }).nonnegative().transform(filsFromAed),
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

/** A payment asked for another amount than its order's total: refused (409) with the total, in fils. */
export class AmountNotTotal extends ShopError {
  constructor(readonly totalAmount: Fils) {
    super("conflict", `The amount does not match the order total of ${formatAed(totalAmount)}.`);
  }
}

const providers: Record<string, PaymentProvider> = { demo: demoProvider, stripe: stripeProvider };

export function paymentProvider(name: string = env().PAYMENT_PROVIDER): PaymentProvider {
  const provider = providers[name];
  if (!provider)
    throw new ShopError(
      "invalid",
      `The payment provider "${name}" is not available in this build.`,
    );
  return provider;
}

/** The order's live (pending) payment with this provider, creating it if there is none. */
function pendingPaymentFor(orderId: string, amount: Fils, provider: string): PaymentRow {
  return db().transaction(
    (tx) => {
      const live = tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, orderId),
            eq(payments.provider, provider),
            eq(payments.state, "pending"),
          ),
        )
        .get();
      if (live) return live;
      const [earlier] = tx
        .select({ n: count() })
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .all();
      const attempt = earlier?.n ?? 0;
      return tx
        .insert(payments)
        .values({
          id: newId(),
          orderId,
          provider,
          amount,
          currency: "AED",
          state: "pending",
          idempotencyKey: `order:${orderId}:${provider}:${attempt + 1}`,
        })
        .returning()
        .get();
    },
    { behavior: "immediate" },
  );
}

export async function initiatePayment(
  request: PaymentRequest,
  baseUrl: string,
): Promise<{ payment: PaymentRow; paymentUrl: string }> {
  const order = getOrder(request.orderId);
  if (order.status !== AWAITING_PAYMENT) {
    throw new ShopError(
      "conflict",
      saidText("checkout.error.notPayable", { number: order.orderNumber, status: order.status }),
    );
  }
  if (request.amount !== order.totalAmount) throw new AmountNotTotal(order.totalAmount);
  const provider = paymentProvider();
  const payment = pendingPaymentFor(order.id, order.totalAmount, provider.name);
  if (payment.paymentUrl) return { payment, paymentUrl: payment.paymentUrl };

  let session: HostedSession;
  try {
    session = await provider.createHostedSession(payment, order, {
      base: baseUrl,
      // The provider sends the customer back to the pages of the order's language.
      success: new URL(thankYouPath(order.id, order.language), baseUrl).href,
      cancel: new URL(cancelPath(order.id, order.language), baseUrl).href,
    });
    if (!session.paymentUrl) throw new Error("the provider answered without a payment URL");
  } catch (error) {
    // This attempt is over; the order keeps 'Awaiting payment' and the next try opens a new
    // attempt (a new provider idempotency key: Stripe would replay a failure for the old one).
    log.warn({ err: error, orderId: order.id, paymentId: payment.id }, "payment initiation failed");
    db()
      .update(payments)
      .set({ state: "failed", updatedAt: nowIso() })
      .where(
        and(
          eq(payments.id, payment.id),
          eq(payments.state, "pending"),
          isNull(payments.paymentUrl),
        ),
      )
      .run();
    throw new ShopError("unavailable", PAYMENT_INITIATION_FAILED);
  }
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

export function findPayment(id: string): PaymentRow | null {
  return db().select().from(payments).where(eq(payments.id, id)).get() ?? null;
}

/** Each order's payments, oldest first, in one query however long the list (the admin's orders). */
export function paymentsOfOrders(orderIds: string[]): Map<string, PaymentRow[]> {
  const byOrder = new Map<string, PaymentRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = ownedRows(payments, payments.orderId, orderIds, payments.createdAt);
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

export function paymentsOfOrder(orderId: string): PaymentRow[] {
  return db()
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt))
    .all();
}

/**
 * Only the shop's current provider settles a payment: one begun on the demo page before the switch
 * to Stripe must not become a paid order for free. Anything else is logged and left as it is.
 */
function settledByCurrentProvider(provider: string, about: Record<string, string>): boolean {
  const current = env().PAYMENT_PROVIDER;
  if (provider === current) return true;
  log.warn(
    { ...about, provider, current },
    "a payment of another provider than the shop's is left unsettled",
  );
  return false;
}

/**
 * Records what the provider said about a pending payment. A success moves the order from
 * 'Awaiting payment' to 'New paid order' — once, however many times and ways it is reported — and
 * queues its confirmation in the same transaction. True when this call changed anything.
 */
export function settlePayment(
  paymentId: string,
  outcome: Exclude<PaymentOutcome, "pending">,
  provider: string,
): boolean {
  const payment = findPayment(paymentId);
  if (
    !payment ||
    !settledByCurrentProvider(payment.provider, { paymentId }) ||
    payment.provider !== provider
  )
    return false;
  return db().transaction(
    (tx) => {
      const at = nowIso();
      const changed = tx
        .update(payments)
        .set({
          state: outcome,
          updatedAt: at,
          ...(outcome === "succeeded" ? { confirmedAt: at } : {}),
        })
        .where(and(eq(payments.id, paymentId), eq(payments.state, "pending")))
        .returning({ orderId: payments.orderId })
        .get();
      if (!changed) return false;
      if (outcome === "succeeded") {
        const by = `payment:${provider}`;
        // A slot already full of paid orders takes no more: the order is let go, the money refunded.
        const moved =
          !crowdedOutOnPayment(changed.orderId, by) &&
          moveOrderIfStatus(changed.orderId, AWAITING_PAYMENT, NEW_PAID_ORDER, by);
        if (moved) placeTaken(changed.orderId);
        const refusal = moved ? null : moneyNotTaken(changed.orderId, paymentId);
        if (refusal) {
          tx.update(payments).set({ refundDueAt: at }).where(eq(payments.id, paymentId)).run();
          noteOnOrder(changed.orderId, by, `${refusal}: it is being refunded.`);
        } else if (moved) {
          queueOrderConfirmation(changed.orderId, tx);
        }
      }
      return true;
    },
    { behavior: "immediate" },
  );
}

/**
 * Why a payment that succeeded cannot count for its order, or null when it can: the order was
 * cancelled meanwhile, or another payment already paid it (two tabs, two providers). Such money is
 * refunded, never counted as revenue.
 */
function moneyNotTaken(orderId: string, paymentId: string): string | null {
  const payment = findPayment(paymentId);
  const amount = payment ? formatAed(payment.amount) : "A payment";
  if (getOrder(orderId).status === "cancelled") {
    return `A payment of ${amount} arrived after the order was cancelled`;
  }
  const paidBefore = paymentsOfOrder(orderId).some(
    (other) =>
      other.id !== paymentId &&
      (other.state === "succeeded" || other.state === "refunded") &&
      !other.refundDueAt,
  );
  return paidBefore ? `A second payment of ${amount} arrived for an order already paid` : null;
}

/**
 * Gives back money the order could not take, through the provider that took it. Retried by
 * reconciliation until the provider has done it. True when this call refunded it.
 */
export async function refundMoneyNotTaken(paymentId: string): Promise<boolean> {
  const payment = findPayment(paymentId);
  if (!payment || payment.state !== "succeeded" || !payment.refundDueAt) return false;
  await paymentProvider(payment.provider).refund(payment, payment.amount, `refund:${payment.id}`);
  const refunded = db()
    .update(payments)
    .set({ state: "refunded", updatedAt: nowIso() })
    .where(and(eq(payments.id, payment.id), eq(payments.state, "succeeded")))
    .run().changes;
  if (refunded === 0) return false;
  noteOnOrder(
    payment.orderId,
    `payment:${payment.provider}`,
    `Refunded ${formatAed(payment.amount)} to the customer through ${payment.provider}.`,
  );
  log.info({ paymentId: payment.id, orderId: payment.orderId }, "refunded a payment not taken");
  return true;
}

/** Settles, then refunds money the order could not take (its confirmation is in the outbox). */
function settleAndConfirm(
  paymentId: string,
  outcome: Exclude<PaymentOutcome, "pending">,
  provider: string,
): boolean {
  const changed = settlePayment(paymentId, outcome, provider);
  if (changed && outcome === "succeeded") {
    const payment = findPayment(paymentId);
    if (payment?.refundDueAt) {
      void refundMoneyNotTaken(payment.id).catch((error: unknown) =>
        log.warn({ err: error, paymentId }, "refund of a payment not taken failed; will retry"),
      );
    }
  }
  return changed;
}

/** Applies a verified provider event; a replayed event is ignored. */
export function applyProviderEvent(event: ProviderEvent): boolean {
  const about = { providerReference: event.providerReference };
  if (!settledByCurrentProvider(event.provider, about)) return false;
  const fresh = db()
    .insert(paymentEvents)
    .values({
      id: `${event.provider}:${event.eventId}`,
      provider: event.provider,
      receivedAt: nowIso(),
    })
    .onConflictDoNothing()
    .run().changes;
  if (fresh === 0) return false;
  const payment = db()
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.provider, event.provider),
        eq(payments.providerReference, event.providerReference),
      ),
    )
    .get();
  if (!payment) {
    log.warn({ event }, "provider event for an unknown payment");
    return false;
  }
  return settleAndConfirm(payment.id, event.outcome, event.provider);
}

/** Asks the provider about a payment still pending here, and records its answer. */
export async function refreshPayment(payment: PaymentRow): Promise<PaymentRow> {
  if (payment.state !== "pending" || !payment.providerReference) return payment;
  if (!settledByCurrentProvider(payment.provider, { paymentId: payment.id })) return payment;
  const outcome = await paymentProvider(payment.provider).fetchStatus(payment);
  if (outcome !== "pending") settleAndConfirm(payment.id, outcome, payment.provider);
  return findPayment(payment.id) ?? payment;
}

/**
 * The customer is back from the provider's page: asks the provider about the order's latest
 * pending payment and settles it as its webhook would (same path, recorded once), so a lost or
 * late webhook doesn't leave the thank-you page saying 'unpaid'.
 */
export async function syncPaymentOnReturn(orderId: string): Promise<void> {
  const pending = paymentsOfOrder(orderId)
    .filter((payment) => payment.state === "pending")
    .at(-1);
  if (pending) await refreshPayment(pending);
}
