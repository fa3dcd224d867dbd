// The safety net for payments: at start and every few minutes, payments left pending (a lost
// webhook, a closed tab) are asked about at their provider, and money taken that its order could
// not take is given back.
import { and, eq, isNotNull, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { payments, type PaymentRow } from "~/db/schema";
import { releaseOldIdempotencyKeys } from "~/orders/idempotency.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { refreshPayment, refundMoneyNotTaken } from "./payments.server";

/** Money taken that its order could not take, not yet given back. */
function paymentsToRefund(): PaymentRow[] {
  return db()
    .select()
    .from(payments)
    .where(and(eq(payments.state, "succeeded"), isNotNull(payments.refundDueAt)))
    .all();
}

const RECONCILE_AFTER_MS = 60_000;

/** Re-checks payments left pending (a lost webhook, a closed tab): run at start and every few minutes. */
export async function reconcilePendingPayments(now = new Date()): Promise<number> {
  const stale = db()
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.state, "pending"),
        // Another provider's payments wait for that provider to be the shop's again.
        eq(payments.provider, env().PAYMENT_PROVIDER),
        lt(payments.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString()),
      ),
    )
    .all();
  releaseOldIdempotencyKeys(now);
  for (const due of paymentsToRefund()) {
    try {
      await refundMoneyNotTaken(due.id);
    } catch (error) {
      log.warn({ err: error, paymentId: due.id }, "could not refund a payment not taken");
    }
  }
  let settled = 0;
  for (const payment of stale) {
    try {
      if ((await refreshPayment(payment)).state !== "pending") settled += 1;
    } catch (error) {
      log.warn({ err: error, paymentId: payment.id }, "could not reconcile a payment");
    }
  }
  return settled;
}
