// The outbox worker: sends every message that is due (written, or its next try come), marks it
// sent the moment the mail server accepts it, and otherwise tries again later (30 s doubling to
// an hour) until a day has passed, or a 5xx reply refuses it for good. Everything it knows is in
// the outbox table, so a restart, even a kill -9, resumes where it was.
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { outboxMessages, type OutboxMessageRow } from "~/db/schema";
import { currentTime } from "~/platform/clock.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { mailFailure, sendMail, type MailFailure } from "~/platform/mailer.server";
import { nextTryAt, RETRY_SCHEDULE, type RetrySchedule } from "~/platform/outbox-schedule";
import { nudge, scheduleWork } from "~/platform/scheduler.server";

export const OUTBOX_WORK = "outbox";

/** How many due messages one round of a pass reads (a pass goes on while there are more). */
const BATCH = 50;

/**
 * The sender of a message written before each message kept its own (an outbox left by an older
 * version): the one that version would have used without MAIL_FROM.
 */
const SENDER_BEFORE_IT_WAS_KEPT = "Maison Florale <orders@maisonflorale.ae>";

/**
 * Test-only: OUTBOX_RETRY_SECONDS makes every try after a failure wait that many seconds instead
 * of 30 s doubling to an hour, and the worker look every second, so tests of an SMTP outage need
 * not wait. Honoured outside production; a production build also needs
 * TEST_ONLY_OUTBOX_RETRY_IN_PRODUCTION=1 (the server tests), so a stray setting can never make a
 * real shop hammer its mail server.
 */
export function testRetrySeconds(): number | null {
  const raw = process.env.OUTBOX_RETRY_SECONDS;
  if (!raw) return null;
  if (
    process.env.NODE_ENV === "production" &&
    process.env.TEST_ONLY_OUTBOX_RETRY_IN_PRODUCTION !== "1"
  ) {
    return null;
  }
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new Error(`OUTBOX_RETRY_SECONDS is not a whole number of seconds: ${raw}`);
  }
  return seconds;
}

function retrySchedule(): RetrySchedule {
  const seconds = testRetrySeconds();
  return seconds ? { firstSeconds: seconds, mostSeconds: seconds } : RETRY_SCHEDULE;
}

/**
 * A message being sent is held this long (its next try moved on), so a second process on the
 * same database (a script beside the server) never sends it too; longer than the SMTP timeouts.
 */
function holdMs(): number {
  return (testRetrySeconds() ?? 120) * 1000;
}

let scheduled = false;
let stopping: AbortController | null = null;
let direct: Promise<void> = Promise.resolve();

/** Sends the outbox every few seconds in the server process (and at once when nudged). */
export function startOutboxWorker(): void {
  stopping = new AbortController();
  scheduled = true;
  scheduleWork({
    name: OUTBOX_WORK,
    everySeconds: testRetrySeconds() ? 1 : 10,
    run: () => sendDueMail(),
  });
}

/**
 * The graceful shutdown's first step: a send in flight is abandoned (the message stays due, so the next
 * start sends it) and the pass ends before the database closes.
 */
export function stopOutboxWorker(): void {
  stopping?.abort();
}

/**
 * Asks for a pass soon, after the caller's transaction has committed (a message was queued, or
 * sent again). Without a scheduled worker (a script, a unit test) the pass runs here, one at a
 * time, so their emails still go out.
 */
export function nudgeOutbox(): void {
  setImmediate(() => {
    if (scheduled) {
      void nudge(OUTBOX_WORK);
      return;
    }
    direct = direct.then(async () => {
      try {
        await sendDueMail();
      } catch (error) {
        log.error({ err: error }, "the outbox could not be sent; it is tried again later");
      }
    });
  });
}

/** Resolves once the passes nudgeOutbox ran here have finished (scripts and tests). */
export function outboxSettled(): Promise<void> {
  return new Promise((resolve) => setImmediate(() => void direct.then(resolve)));
}

function dueMessages(now: Date): OutboxMessageRow[] {
  return db()
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.state, "pending"),
        lte(outboxMessages.nextAttemptAt, now.toISOString()),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.createdAt))
    .limit(BATCH)
    .all();
}

/** Takes a due message for this try; false when another pass or process took it first. */
function hold(row: OutboxMessageRow, now: Date): boolean {
  return (
    db()
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date(now.getTime() + holdMs()).toISOString() })
      .where(
        and(
          eq(outboxMessages.id, row.id),
          eq(outboxMessages.state, "pending"),
          eq(outboxMessages.nextAttemptAt, row.nextAttemptAt),
        ),
      )
      .run().changes > 0
  );
}

/** A try abandoned by a graceful shutdown: the message is due again at once, for the next start. */
function release(row: OutboxMessageRow): void {
  db()
    .update(outboxMessages)
    .set({ nextAttemptAt: row.nextAttemptAt })
    .where(and(eq(outboxMessages.id, row.id), eq(outboxMessages.state, "pending")))
    .run();
}

function markSent(row: OutboxMessageRow, now: Date): void {
  db()
    .update(outboxMessages)
    .set({
      state: "sent",
      sentAt: now.toISOString(),
      attempts: sql`${outboxMessages.attempts} + 1`,
      lastError: null,
    })
    .where(and(eq(outboxMessages.id, row.id), eq(outboxMessages.state, "pending")))
    .run();
}

/** A failed try: the next one is scheduled, or the message has failed for good. */
function markFailedTry(row: OutboxMessageRow, failure: MailFailure, now: Date): void {
  const failures = row.attempts + 1;
  const next = failure.permanent
    ? null
    : nextTryAt(failures, now, new Date(row.giveUpAt), retrySchedule());
  const lastError = failure.permanent
    ? `Refused by the mail server: ${failure.reason}`
    : next
      ? failure.reason
      : `Not sent within a day of tries; the last one: ${failure.reason}`;
  db()
    .update(outboxMessages)
    .set(
      next
        ? { attempts: failures, nextAttemptAt: next.toISOString(), lastError }
        : { attempts: failures, state: "failed", failedAt: now.toISOString(), lastError },
    )
    .where(and(eq(outboxMessages.id, row.id), eq(outboxMessages.state, "pending")))
    .run();
  // The reason may quote an address: the log has the message's id only.
  const fields = { outboxId: row.id, attempts: failures, permanent: failure.permanent };
  if (next) log.warn({ ...fields, nextAttemptAt: next.toISOString() }, "an email will be retried");
  else log.error(fields, "an email failed for good: it is listed on the admin dashboard");
}

function abandoned(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    if (signal?.aborted) reject(new Error("stopping"));
    signal?.addEventListener("abort", () => reject(new Error("stopping")), { once: true });
  });
}

export interface PassOptions {
  /** The moment the pass acts at (tests); the shop's clock otherwise, read at each message. */
  now?: Date;
}

/**
 * One pass of the worker: every due message is sent, one after another. When the mail server
 * cannot be reached, the other messages due are not tried now but wait their next try. Resolves
 * with how many were sent.
 */
export async function sendDueMail(options: PassOptions = {}): Promise<number> {
  const clock = () => options.now ?? currentTime();
  const signal = stopping?.signal;
  let sent = 0;
  for (;;) {
    const due = dueMessages(clock());
    let down: MailFailure | null = null;
    for (const row of due) {
      if (signal?.aborted) return sent;
      if (down) {
        markFailedTry(row, down, clock());
        continue;
      }
      if (!hold(row, clock())) continue;
      const mail = {
        from: row.sender ?? env().MAIL_FROM ?? SENDER_BEFORE_IT_WAS_KEPT,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        listHeaders: row.listHeaders ?? undefined,
      };
      try {
        const sending = sendMail({ ...mail, messageId: row.messageId }, signal);
        await Promise.race([sending, abandoned(signal)]);
      } catch (error) {
        if (signal?.aborted) {
          release(row);
          return sent;
        }
        const failure = mailFailure(error);
        markFailedTry(row, failure, clock());
        if (failure.serverDown) down = failure;
        continue;
      }
      markSent(row, clock());
      sent += 1;
    }
    if (down || due.length < BATCH) return sent;
  }
}
