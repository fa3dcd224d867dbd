// The outbox worker against a real mail server (smtp-server on a loopback port) and the test's
// own SQLite file: a message is sent once with its Message-ID and marked sent; a server that is
// down, busy or silent reschedules it; a day of failures or a 5xx refusal fails it for good, and
// 'Send again' puts it back; a graceful shutdown abandons a try in flight and leaves it due.
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { activityLog, outboxMessages, type OutboxMessageRow } from "~/db/schema";
import { testSmtp } from "../../tests/support/smtp";
import { messagesNeedingAttention, queueMail, sendMessageAgain } from "./outbox.server";
import {
  outboxSettled,
  sendDueMail,
  startOutboxWorker,
  stopOutboxWorker,
} from "./outbox-worker.server";
import { stopScheduledWork } from "./scheduler.server";

const smtp = await testSmtp();
// Short timeouts (the shop's own are 10-20 s) so the silent server's test is quick.
process.env.SMTP_URL = `${smtp.url}?greetingTimeout=800&connectionTimeout=800&socketTimeout=5000`;
afterAll(() => smtp.stop());

let sequence = 0;
function aMail(subject = "A note") {
  sequence += 1;
  return {
    key: `test:${sequence}`,
    from: '"Maison Florale" <orders@maisonflorale.ae>',
    to: `guest${sequence}@example.com`,
    subject: `${subject} ${sequence}`,
    text: "Hello",
    html: "<p>Hello</p>",
  };
}

/** Queues mails the way a change does: in its transaction. Answers their rows. */
function queued(...mails: ReturnType<typeof aMail>[]): string[] {
  db().transaction((tx) => {
    queueMail(mails, tx);
  });
  return mails.map((mail) => mail.key);
}

const rowOf = (key: string): OutboxMessageRow =>
  db().select().from(outboxMessages).where(eq(outboxMessages.key, key)).get()!;
const later = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000);

beforeEach(async () => {
  await outboxSettled();
  smtp.received.length = 0;
  // Each test starts from an empty outbox.
  db().delete(outboxMessages).run();
});

describe("a pass of the worker", () => {
  test("sends a queued message once, with its stable Message-ID, and marks it sent", async () => {
    await smtp.start("accept");
    const [key] = queued(aMail("Your order"));
    await outboxSettled();
    const row = rowOf(key!);
    expect(row).toMatchObject({ state: "sent", attempts: 1, lastError: null });
    expect(row.messageId).toMatch(/^<[0-9a-f]{32}@maisonflorale\.ae>$/);
    expect(smtp.received.map((mail) => [mail.messageId, mail.to])).toEqual([
      [row.messageId, [row.recipient]],
    ]);
    expect(await sendDueMail()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  test("a message queued by a transaction that rolls back is never written nor sent", async () => {
    await smtp.start("accept");
    const mail = aMail();
    expect(() =>
      db().transaction((tx) => {
        queueMail([mail], tx);
        throw new Error("the change failed");
      }),
    ).toThrow("the change failed");
    await outboxSettled();
    expect(rowOf(mail.key)).toBeUndefined();
    expect(smtp.received).toHaveLength(0);
  });

  test("with the server down every due message waits 30 s, then goes out once it is back", async () => {
    await smtp.stop();
    const keys = queued(aMail(), aMail(), aMail());
    await outboxSettled();
    for (const key of keys) {
      const row = rowOf(key);
      expect(row).toMatchObject({ state: "pending", attempts: 1 });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      const wait = Date.parse(row.nextAttemptAt) - Date.parse(row.createdAt);
      expect(wait).toBeGreaterThanOrEqual(29_000);
      expect(wait).toBeLessThan(35_000);
    }
    await smtp.start("accept");
    const next = rowOf(keys[0]!).nextAttemptAt;
    expect(await sendDueMail({ now: later(next, -5) })).toBe(0);
    expect(await sendDueMail({ now: later(next, 5) })).toBe(3);
    const ids = keys.map((key) => rowOf(key).messageId);
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual([...ids].sort());
    expect(keys.map((key) => rowOf(key).state)).toEqual(["sent", "sent", "sent"]);
  });

  test("a busy server (4xx) or a silent one (no greeting) is tried again later", async () => {
    await smtp.start("busy");
    const [busy] = queued(aMail());
    await outboxSettled();
    expect(rowOf(busy!)).toMatchObject({ state: "pending", attempts: 1 });
    expect(rowOf(busy!).lastError).toMatch(/450/);

    await smtp.start("silent");
    const failedAt = rowOf(busy!).nextAttemptAt;
    expect(await sendDueMail({ now: later(failedAt, 1) })).toBe(0);
    const row = rowOf(busy!);
    expect(row).toMatchObject({ state: "pending", attempts: 2 });
    // nodemailer names the greeting it never got, or (on a busy machine, when the socket's timer
    // fires first) only the timeout: either way a silent server is tried again.
    expect(row.lastError).toMatch(/Greeting never received|Timeout/);
    // The second failure waits twice as long.
    expect(Date.parse(row.nextAttemptAt) - later(failedAt, 1).getTime()).toBe(60_000);
  });

  test("after a day of failures it fails for good, is listed, and 'Send again' delivers it", async () => {
    await smtp.stop();
    const [key] = queued(aMail("Order confirmed"));
    await outboxSettled();
    const { giveUpAt } = rowOf(key!);
    expect(await sendDueMail({ now: later(giveUpAt, -60) })).toBe(0);
    expect(rowOf(key!).state).toBe("pending");
    expect(rowOf(key!).nextAttemptAt).toBe(giveUpAt);
    expect(await sendDueMail({ now: new Date(giveUpAt) })).toBe(0);
    const failed = rowOf(key!);
    expect(failed).toMatchObject({ state: "failed", attempts: 3 });
    expect(failed.lastError).toMatch(
      /^Not sent within a day of tries; the last one: .*ECONNREFUSED/,
    );
    expect(messagesNeedingAttention()).toEqual([
      {
        id: failed.id,
        recipient: failed.recipient,
        subject: failed.subject,
        failedAt: giveUpAt,
        reason: failed.lastError,
      },
    ]);

    await smtp.start("accept");
    expect(sendMessageAgain(failed.id, "florist")).toEqual({ recipient: failed.recipient });
    expect(sendMessageAgain(failed.id, "florist")).toBeNull();
    await outboxSettled();
    expect(rowOf(key!).state).toBe("sent");
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([failed.messageId]);
    expect(messagesNeedingAttention()).toEqual([]);
    const activity = db()
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "email-sent-again"))
      .all();
    expect(activity).toMatchObject([
      { actor: "florist", subject: failed.subject, details: { outboxId: failed.id } },
    ]);
  });

  test("a 5xx refusal fails it at once, with the server's reason", async () => {
    await smtp.start("refuse");
    const [refused, other] = queued(aMail(), aMail());
    await outboxSettled();
    // A refusal is about one message: the next one is still tried (and refused) itself.
    for (const key of [refused!, other!]) {
      expect(rowOf(key)).toMatchObject({ state: "failed", attempts: 1 });
      expect(rowOf(key).lastError).toMatch(/^Refused by the mail server: 550 5\.1\.1/);
    }
    expect(
      messagesNeedingAttention()
        .map((message) => message.id)
        .sort(),
    ).toEqual([rowOf(refused!).id, rowOf(other!).id].sort());
  });
});

describe("the worker in a running shop", () => {
  test("a graceful shutdown abandons a try in flight at once: the message stays due for the next start", async () => {
    await smtp.start("silent");
    startOutboxWorker();
    const [key] = queued(aMail());
    const { nextAttemptAt } = rowOf(key!);
    // The pass holds the message while it waits for the silent server's greeting.
    await expect.poll(() => rowOf(key!).nextAttemptAt).not.toBe(nextAttemptAt);
    const started = Date.now();
    stopOutboxWorker();
    await stopScheduledWork();
    expect(Date.now() - started).toBeLessThan(500);
    expect(rowOf(key!)).toMatchObject({ state: "pending", attempts: 0, nextAttemptAt });
  });
});
