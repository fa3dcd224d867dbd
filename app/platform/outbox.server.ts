// The outbox: every email the shop sends is first a row here, written by the same transaction as
// the change that causes it (an order paid, a refund, a colleague added), so a crash or a mail
// server that is down loses none. The outbox worker (./outbox-worker.server) sends the rows.
import { randomBytes } from "node:crypto";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { outboxMessages } from "~/db/schema";
import { currentTime } from "~/platform/clock.server";
import { env } from "~/platform/env.server";
import type { Mail } from "~/platform/mailer.server";

/** Tries stop this long after a message is written (or sent again by an admin). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

export interface QueuedMail extends Mail {
  /** What the message is about, once: a second message with the same key is not written. */
  key: string;
  /** The order it is about, if any. */
  orderId?: string | null;
}

type Writer = Pick<ReturnType<typeof db>, "insert">;

/** A Message-ID of the shop's own domain (MAIL_FROM's), stable across every try. */
function newMessageId(): string {
  const domain = /@([^>\s]+)/.exec(env().MAIL_FROM)?.[1] ?? "localhost";
  return `<${randomBytes(16).toString("hex")}@${domain}>`;
}

/**
 * Writes messages to the outbox, due at once; call it with the transaction that makes the change
 * they tell of. Keys already written are skipped. True for each message written now.
 */
export function queueMail(mails: QueuedMail[], writer: Writer = db()): boolean[] {
  const now = currentTime();
  return mails.map(
    (mail) =>
      writer
        .insert(outboxMessages)
        .values({
          id: newId(),
          key: mail.key,
          messageId: newMessageId(),
          orderId: mail.orderId ?? null,
          recipient: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          nextAttemptAt: now.toISOString(),
          giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS).toISOString(),
        })
        .onConflictDoNothing({ target: outboxMessages.key })
        .run().changes > 0,
  );
}
