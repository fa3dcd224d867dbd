// What happens once when the server starts: migrations, the first admin, payment reconciliation.
// Beside entry.server.tsx, which runs it, because it gathers several domain folders (platform/
// stands on none of them). The demo catalogue is seeded by the HTTP server before this, from
// seed/: the shop's code never depends on its demo.
import { ensureFirstAdmin } from "~/admin-auth/admins.server";
import { closeDatabase, db } from "~/db/client.server";
import { reconcilePendingPayments } from "~/payments/payments.server";
import { fakeNow } from "~/platform/clock.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";

const RECONCILE_EVERY_MS = 5 * 60 * 1000;

let reconciliation: NodeJS.Timeout | undefined;

/** Payments left pending (a lost webhook, a closed tab) are re-checked with their provider. */
function startPaymentReconciliation() {
  const pass = () =>
    reconcilePendingPayments().catch((error: unknown) =>
      log.error({ err: error }, "payment reconciliation failed"),
    );
  void pass();
  reconciliation = setInterval(pass, RECONCILE_EVERY_MS);
  reconciliation.unref();
}

/** Settings that are fine on a laptop and wrong for a shop taking real money. */
function warnAboutTestSettings() {
  if (env().sessionSecretGenerated) {
    log.warn("SESSION_SECRET is not set: using a generated secret kept beside the database");
  }
  if (env().PAYMENT_PROVIDER === "stripe" && env().STRIPE_SECRET_KEY?.startsWith("sk_test_")) {
    log.warn(
      "STRIPE_SECRET_KEY is a Stripe test key: payments go through Stripe's test mode and no card is charged.",
    );
  }
  if (env().PAYMENT_PROVIDER === "demo") {
    log.warn(
      "PAYMENT_PROVIDER is 'demo': the shop is in test mode and no card is charged. " +
        "Set PAYMENT_PROVIDER=stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) to take real payments.",
    );
  }
}

let booted: Promise<void> | undefined;

export function startShop(): Promise<void> {
  booted ??= (async () => {
    db();
    ensureFirstAdmin();
    if (env().NODE_ENV === "production") warnAboutTestSettings();
    const fake = fakeNow();
    if (fake) log.warn({ now: fake.toISOString() }, "test-only: the shop's clock is stopped");
    startPaymentReconciliation();
  })();
  return booted;
}

/** The last step of a gentle stop: no more reconciliation passes, the database closed cleanly. */
export function closeShop(): void {
  if (reconciliation) clearInterval(reconciliation);
  closeDatabase();
}
