// The outbox: every email the shop sends is first a row here, written by the same transaction as
// the change that causes it (an order paid, a refund, a colleague added), so a crash or a mail
// server that is down loses none. The outbox worker (./outbox-worker.server) sends the rows; the
// admin dashboard lists those that failed for good ('Needs attention') and sends them again.
import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { outboxMessages } from "~/db/schema";
import { recordActivity } from "~/platform/activity.server";
import { currentTime } from "~/platform/clock.server";
import type { Mail } from "~/platform/mailer.server";
import { GIVE_UP_AFTER_MS } from "~/platform/outbox-schedule";
import { nudgeOutbox } from "~/platform/outbox-worker.server";

export { GIVE_UP_AFTER_MS };

export interface QueuedMail extends Mail {
  /** What the message is about, once: a second message with the same key is not written. */
  key: string;
  /** The order it is about, if any. */
  orderId?: string | null;
}

type Writer = Pick<ReturnType<typeof db>, "insert">;

/** A Message-ID of the sender's domain, stable across every try. */
function newMessageId(from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
  return `<${randomBytes(16).toString("hex")}@${domain}>`;
}

/**
 * Writes messages to the outbox, due at once; call it with the transaction that makes the change
 * they tell of. Keys already written are skipped. The worker is nudged, and sends them once that
 * transaction has committed (nothing, if it rolled back). True for each message written now.
 */
export function queueMail(mails: QueuedMail[], writer: Writer = db()): boolean[] {
  const now = currentTime();
  const written = mails.map(
    (mail) =>
      writer
        .insert(outboxMessages)
        .values({
          id: newId(),
          key: mail.key,
          messageId: newMessageId(mail.from),
          orderId: mail.orderId ?? null,
          recipient: mail.to,
          sender: mail.from,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          listHeaders: mail.listHeaders ? { ...mail.listHeaders } : null,
          nextAttemptAt: now.toISOString(),
          giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS).toISOString(),
        })
        .onConflictDoNothing({ target: outboxMessages.key })
        .run().changes > 0,
  );
  if (written.some(Boolean)) nudgeOutbox();
  return written;
}

export interface MessageNeedingAttention {
  id: string;
  recipient: string;
  subject: string;
  /** When it failed for good (ISO). */
  failedAt: string;
  /** Why: the mail server's refusal, or the last error of a day of tries. */
  reason: string;
}

/** Messages that failed for good, newest first: the dashboard's 'Needs attention'. */
export function messagesNeedingAttention(limit = 50): MessageNeedingAttention[] {
  return db()
    .select({
      id: outboxMessages.id,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      failedAt: outboxMessages.failedAt,
      reason: outboxMessages.lastError,
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.state, "failed"))
    .orderBy(desc(outboxMessages.failedAt))
    .limit(limit)
    .all()
    .map((row) => ({ ...row, failedAt: row.failedAt ?? "", reason: row.reason ?? "" }));
}

/**
 * 'Send again': a message that failed for good is due again at once, with a fresh day of tries,
 * and the admin's request is recorded. Null when there is no such failed message (already sent
 * again, say); the recipient otherwise.
 */
export function sendMessageAgain(id: string, by: string): { recipient: string } | null {
  const now = currentTime();
  const again = db().transaction(
    (tx) => {
      const row = tx
        .update(outboxMessages)
        .set({
          state: "pending",
          nextAttemptAt: now.toISOString(),
          giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS).toISOString(),
          failedAt: null,
        })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.state, "failed")))
        .returning({ recipient: outboxMessages.recipient, subject: outboxMessages.subject })
        .get();
      if (!row) return null;
      recordActivity(
        {
          actor: by,
          action: "email-sent-again",
          subject: row.subject,
          details: { outboxId: id },
        },
        tx,
      );
      return { recipient: row.recipient };
    },
    { behavior: "immediate" },
  );
  if (again) nudgeOutbox();
  return again;
}
