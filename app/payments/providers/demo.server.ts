// The built-in test provider. Its "hosted page" is a page of this shop, clearly marked as a test,
// and it keeps its own record of each checkout, as a real provider would on its side.
import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { nowIso } from "~/db/ids.server";
import { demoCheckouts, refunds } from "~/db/schema";
import { localisedPath } from "~/i18n/languages";
import { ShopError } from "~/platform/errors";
import type { PaymentOutcome, PaymentProvider, ProviderEvent } from "../provider.server";

const referenceOf = (paymentId: string) => `demo_${paymentId}`;

/** A checkout closed because the order's time to pay ran out: it can no longer be paid. */
export const EXPIRED = "expired";

export const demoProvider: PaymentProvider = {
  name: "demo",

  // The provider's page speaks the order's language, as the rest of the order's pages do.
  async createHostedSession(payment, order, urls) {
    const reference = referenceOf(payment.id);
    db()
      .insert(demoCheckouts)
      .values({
        reference,
        paymentId: payment.id,
        amount: payment.amount,
        state: "pending",
        updatedAt: nowIso(),
      })
      .onConflictDoNothing()
      .run();
    return {
      providerReference: reference,
      paymentUrl: new URL(localisedPath(`/pay/demo/${payment.id}`, order.language), urls.base).href,
    };
  },

  async fetchStatus(payment) {
    const checkout = db()
      .select({ state: demoCheckouts.state })
      .from(demoCheckouts)
      .where(eq(demoCheckouts.reference, referenceOf(payment.id)))
      .get();
    const state = checkout?.state ?? "pending";
    if (state === "refunded") return "succeeded";
    if (state === EXPIRED) return "cancelled";
    return state as PaymentOutcome;
  },

  async expireSession(payment) {
    const closed = db()
      .update(demoCheckouts)
      .set({ state: EXPIRED, updatedAt: nowIso() })
      .where(
        and(
          eq(demoCheckouts.reference, referenceOf(payment.id)),
          eq(demoCheckouts.state, "pending"),
        ),
      )
      .run().changes;
    if (closed === 0) throw new Error("this test checkout is no longer open");
  },

  async verifyWebhook() {
    throw new ShopError("invalid", "The demo provider sends no webhooks.");
  },

  async refund(payment, amount, idempotencyKey) {
    // Given back before this one; the checkout counts as refunded once nothing of it is left.
    const earlier = db()
      .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), eq(refunds.state, "succeeded")))
      .get();
    if ((earlier?.total ?? 0) + amount >= payment.amount) {
      db()
        .update(demoCheckouts)
        .set({ state: "refunded", updatedAt: nowIso() })
        .where(eq(demoCheckouts.reference, referenceOf(payment.id)))
        .run();
    }
    return `demo_refund_${idempotencyKey}`;
  },
};

/**
 * The customer's choice on the demo page, recorded on the provider's side. Answers the event the
 * provider would send, or null when the checkout was already decided.
 */
export function decideDemoCheckout(
  paymentId: string,
  outcome: "succeeded" | "cancelled",
): ProviderEvent | null {
  const reference = referenceOf(paymentId);
  const changed = db()
    .update(demoCheckouts)
    .set({ state: outcome, updatedAt: nowIso() })
    .where(and(eq(demoCheckouts.reference, reference), eq(demoCheckouts.state, "pending")))
    .run().changes;
  if (changed === 0) {
    const exists = db()
      .select()
      .from(demoCheckouts)
      .where(eq(demoCheckouts.reference, reference))
      .get();
    if (!exists) throw new ShopError("not-found", "This test payment does not exist.");
    return null;
  }
  return {
    provider: "demo",
    eventId: `${reference}:${outcome}`,
    providerReference: reference,
    outcome,
  };
}
