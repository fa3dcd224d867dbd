// What happens once when the server starts: migrations, the first admin, the scheduled work.
// Beside entry.server.tsx, which runs it, because it gathers several domain folders (platform/
// stands on none of them). The demo catalogue is seeded by the HTTP server before this, from
// seed/: the shop's code never depends on its demo.
import {
  queueDueReminders,
  REMINDERS_EVERY_SECONDS,
  REMINDERS_JOB,
} from "~/accounts/reminders.server";
import { ensureFirstAdmin } from "~/admin-auth/admins.server";
import { beforeYouOpen } from "~/content/before-you-open.server";
import { closeDatabase, db } from "~/db/client.server";
import { HOLDS_JOB } from "~/orders/payment-holds.server";
import { endPaymentHolds, HOLDS_EVERY_SECONDS } from "~/payments/hold-job.server";
import { reconcilePendingPayments } from "~/payments/reconcile.server";
import { fakeNow } from "~/platform/clock.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import {
  startOutboxWorker,
  stopOutboxWorker,
  testRetrySeconds,
} from "~/platform/outbox-worker.server";
import { scheduleWork, stopScheduledWork } from "~/platform/scheduler.server";

/** The scheduled work of a running shop, each job reading what is due from the database. */
function startScheduledWork() {
  // Every email waits in the outbox table until the mail server has taken it.
  startOutboxWorker();
  // Payments left pending (a lost webhook, a closed tab) are re-checked with their provider.
  scheduleWork({
    name: "payment-reconciliation",
    everySeconds: 300,
    run: reconcilePendingPayments,
  });
  // Orders whose time to pay ran out are cancelled and their places freed (a timer at the next
  // hold's end runs it on time; the periodic pass catches up after a restart).
  scheduleWork({
    name: HOLDS_JOB,
    everySeconds: HOLDS_EVERY_SECONDS,
    run: () => endPaymentHolds(),
  });
  // Reminders of the recipients' occasions, at 09:00 shop time 7 and 2 days before; the pass at
  // each start catches up on any missed while the shop was down.
  scheduleWork({
    name: REMINDERS_JOB,
    everySeconds: REMINDERS_EVERY_SECONDS,
    run: () => queueDueReminders(),
  });
}

/** Settings that are fine on a laptop and wrong for a shop taking real money. */
function warnAboutTestSettings() {
  if (env().sessionSecretGenerated) {
    log.warn("SESSION_SECRET is not set: using a generated secret kept beside the database");
  }
  // "Before you open": test payments (the demo provider or a Stripe test key), no mail server or
  // address, the demo's TRN, contact details and policy drafts, one line each.
  for (const item of beforeYouOpen()) log.warn({ beforeYouOpen: item.id }, item.log);
}

let booted: Promise<void> | undefined;

export function startShop(): Promise<void> {
  booted ??= (async () => {
    db();
    ensureFirstAdmin();
    if (env().NODE_ENV === "production") warnAboutTestSettings();
    const fake = fakeNow();
    if (fake) log.warn({ now: fake.toISOString() }, "test-only: the shop's clock is stopped");
    const retry = testRetrySeconds();
    if (retry) log.warn({ seconds: retry }, "test-only: emails are retried every few seconds");
    startScheduledWork();
  })();
  return booted;
}

/** The last step of a graceful shutdown: scheduled passes finished and stopped, the database closed. */
export async function closeShop(): Promise<void> {
  stopOutboxWorker();
  await stopScheduledWork();
  closeDatabase();
}
