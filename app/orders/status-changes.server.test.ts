// A status change and the customer's email about it: the email is queued in the change's own
// transaction, the change never waits on the email nor fails with it, and an email that could not
// be sent is tried again by the outbox worker; each kind goes out once however often it is set.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { db } from "~/db/client.server";
import { outboxMessages } from "~/db/schema";
import { outboxSettled, sendDueMail } from "~/platform/outbox-worker.server";
import { anOrderRow } from "../../tests/support/domain-rows";
import { getOrder } from "./order-reads.server";
import { changeOrderStatus } from "./status-changes.server";

// The outbox is a file, not a folder, until the test lets mail through: every send fails.
const outbox = join(process.env.TEST_DIR!, "blocked-outbox");
process.env.OUTBOX_DIR = outbox;
writeFileSync(outbox, "");

const queued = (orderId: string) =>
  db()
    .select({ key: outboxMessages.key, state: outboxMessages.state })
    .from(outboxMessages)
    .where(eq(outboxMessages.orderId, orderId))
    .all();
const sent = () => readdirSync(outbox).filter((name) => name.endsWith(".eml")).length;

test("a failed status email leaves the change made, and the worker sends it later, once", async () => {
  const id = anOrderRow({ status: "in_preparation" });
  expect(changeOrderStatus(id, "in_delivery", "florist").status).toBe("in_delivery");
  await outboxSettled();
  expect(queued(id)).toEqual([{ key: `order:${id}:out-for-delivery`, state: "pending" }]);
  expect(getOrder(id).status).toBe("in_delivery");

  rmSync(outbox);
  mkdirSync(outbox);
  // Setting the status again queues nothing new; the worker's next try sends it.
  changeOrderStatus(id, "in_delivery", "florist");
  await outboxSettled();
  expect(sent()).toBe(0);
  expect(await sendDueMail({ now: new Date(Date.now() + 31_000) })).toBe(1);
  changeOrderStatus(id, "delivered", "florist");
  changeOrderStatus(id, "in_delivery", "florist");
  await outboxSettled();
  expect(sent()).toBe(2);
  expect(queued(id)).toEqual(
    expect.arrayContaining([
      { key: `order:${id}:out-for-delivery`, state: "sent" },
      { key: `order:${id}:delivered`, state: "sent" },
    ]),
  );
  expect(queued(id)).toHaveLength(2);
});
