// A status change and the customer's email about it: the change never waits on the email nor
// fails with it, and an email that could not be sent goes out when the status is set again.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { expect, test, vi } from "vitest";
import { db } from "~/db/client.server";
import { orderEmails } from "~/db/schema";
import { anOrderRow } from "../../tests/support/domain-rows";
import { getOrder } from "./order-reads.server";
import { changeOrderStatus } from "./status-changes.server";
import { sendStatusEmail } from "./status-emails.server";

// The outbox is a file, not a folder, until the test lets mail through: every send fails.
const outbox = join(process.env.TEST_DIR!, "blocked-outbox");
process.env.OUTBOX_DIR = outbox;
writeFileSync(outbox, "");

const claimed = (orderId: string) =>
  db().select().from(orderEmails).where(eq(orderEmails.orderId, orderId)).all().length;
const sent = () => readdirSync(outbox).filter((name) => name.endsWith(".eml")).length;

test("a failed status email leaves the change made, and is sent when the status is set again", async () => {
  const id = anOrderRow({ status: "In preparation" });
  expect(changeOrderStatus(id, "In delivery", "florist").status).toBe("In delivery");
  // Claimed as the change returns, unclaimed once the send has failed.
  await vi.waitFor(() => expect(claimed(id)).toBe(0));
  expect(await sendStatusEmail(id)).toBe(false);
  expect(getOrder(id).status).toBe("In delivery");

  rmSync(outbox);
  mkdirSync(outbox);
  changeOrderStatus(id, "In delivery", "florist");
  await vi.waitFor(() => expect(sent()).toBe(1));
  changeOrderStatus(id, "Delivered", "florist");
  changeOrderStatus(id, "In delivery", "florist");
  await vi.waitFor(() => expect(sent()).toBe(2));
  expect(claimed(id)).toBe(2);
});
