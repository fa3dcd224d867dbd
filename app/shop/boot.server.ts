// What happens once when the server starts: migrations, the first admin, the demo catalogue.
import { ensureFirstAdmin } from "~/auth/admins.server";
import { env } from "~/config/env.server";
import { db } from "~/db/client.server";
import { seedDemoCatalogueIfEmpty } from "~/demo/seed.server";
import { reconcilePendingPayments } from "~/payments/payments.server";
import { fakeNow } from "./clock.server";
import { log } from "./log.server";

const RECONCILE_EVERY_MS = 5 * 60 * 1000;

/** Payments left pending (a lost webhook, a closed tab) are re-checked with their provider. */
function startPaymentReconciliation() {
  const pass = () =>
    reconcilePendingPayments().catch((error: unknown) =>
      log.error({ err: error }, "payment reconciliation failed"),
    );
  void pass();
  setInterval(pass, RECONCILE_EVERY_MS).unref();
}

let booted: Promise<void> | undefined;

export function startShop(): Promise<void> {
  booted ??= (async () => {
    db();
    ensureFirstAdmin();
    if (env().sessionSecretGenerated && env().NODE_ENV === "production") {
      log.warn("SESSION_SECRET is not set: using a generated secret kept beside the database");
    }
    const fake = fakeNow();
    if (fake) log.warn({ now: fake.toISOString() }, "test-only: the shop's clock is stopped");
    if (env().SEED_DEMO === "1") await seedDemoCatalogueIfEmpty();
    startPaymentReconciliation();
  })();
  return booted;
}
