// Refunds on the shop's own source with the demo provider: what is left, the refusals, the credit
// note numbers, the history, the cancelled order, the email, and a burst of refunds at once.
// (Stripe, the JSON API and revenue: tests/integration/refunds.test.ts.)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createItem } from "~/catalogue/item-writes.server";
import { db } from "~/db/client.server";
import { demoCheckouts, refunds } from "~/db/schema";
import { changeOrderStatus } from "~/orders/status-changes.server";
import { getOrder } from "~/orders/order-reads.server";
import { env } from "~/platform/env.server";
import { aPicture, anOrderAwaitingPayment } from "../../tests/support/domain-rows";
import { shopErrorOf } from "../../tests/support/shop-error";
import { decideOnDemoPage } from "./demo-checkout.server";
import { findPayment } from "./payments.server";
import { leftToRefund, paymentFactsOfOrder, refundOrder, RefundRequest } from "./refunds.server";

let itemId = "";

beforeAll(async () => {
  const image = await aPicture();
  itemId = (await createItem({ title: "Ivory Hour", price: 50_000, ingredients: [] }, { image }))
    .id;
});

async function aPaidOrder() {
  const { order, payment } = await anOrderAwaitingPayment(itemId, 500);
  decideOnDemoPage(payment.id, "pay");
  return { order, paymentId: payment.id };
}

async function expectRefusal(promise: Promise<unknown>, kind: string, message: string) {
  expect(await shopErrorOf(promise)).toMatchObject({ kind, message });
}

const request = (fields: { amount?: number; reason?: string } = {}) => RefundRequest.parse(fields);

/** The outbox's messages whose subject names this, their quoted-printable text joined again. */
function emailsAbout(subject: string): string[] {
  const outbox = env().outboxDir;
  if (!existsSync(outbox)) return [];
  const named = subject.replace(/[^A-Za-z0-9-]+/g, "-");
  return readdirSync(outbox)
    .filter((name) => name.endsWith(".eml") && name.includes(named))
    .map((name) =>
      readFileSync(join(outbox, name), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    );
}

describe("refunding a demo payment", () => {
  test("a part, then all that is left: credit notes in sequence, history, Cancelled, emails", async () => {
    const { order, paymentId } = await aPaidOrder();
    const first = await refundOrder(
      order.id,
      request({ amount: 150, reason: "damaged stems" }),
      "florist",
    );
    expect(first).toMatchObject({ amount: 15_000, vatAmount: 714, state: "succeeded" });
    expect(first.creditNoteNumber).toMatch(/^CN-1\d{4}$/);
    expect(leftToRefund(order.id)).toBe(35_000);
    expect(findPayment(paymentId)?.state).toBe("partially_refunded");
    expect(getOrder(order.id).status).toBe("new_paid");

    const rest = await refundOrder(order.id, request(), "rania");
    expect(rest.amount).toBe(35_000);
    expect(rest.sequence).toBe(first.sequence + 1);
    expect(findPayment(paymentId)?.state).toBe("refunded");
    const checkout = db()
      .select()
      .from(demoCheckouts)
      .where(eq(demoCheckouts.paymentId, paymentId))
      .get();
    expect(checkout?.state).toBe("refunded");
    expect(paymentFactsOfOrder(order.id)).toEqual({
      provider: "demo",
      state: "refunded",
      amount: 50_000,
      refunded: 50_000,
      test: true,
    });

    const after = getOrder(order.id);
    expect(after.status).toBe("cancelled");
    const notes = after.history.filter((change) => change.note?.startsWith("Refunded"));
    expect(notes.map((change) => [change.note, change.changedBy])).toEqual([
      [`Refunded AED 150 (${first.creditNoteNumber}): damaged stems`, "florist"],
      [`Refunded AED 350 (${rest.creditNoteNumber})`, "rania"],
    ]);
    expect(after.history.at(-1)).toMatchObject({ toStatus: "cancelled", changedBy: "rania" });

    await expect
      .poll(() => emailsAbout(`refund of AED 150 on order ${order.orderNumber}`))
      .toHaveLength(1);
    const [mail] = emailsAbout(`refund of AED 150 on order ${order.orderNumber}`);
    expect(mail).toContain(`/credit-note/${first.id}?key=`);
    expect(mail).toContain(`/track/${order.id}?key=`);
  });

  test("a delivered order refunded in full stays Delivered", async () => {
    const { order } = await aPaidOrder();
    changeOrderStatus(order.id, "delivered", "florist");
    await refundOrder(order.id, request(), "florist");
    expect(getOrder(order.id).status).toBe("delivered");
  });

  test("nothing left, never paid: 409 in the shop's words; too much or nothing: 400 on amount", async () => {
    const { order } = await aPaidOrder();
    await expectRefusal(
      refundOrder(order.id, request({ amount: 500.01 }), "florist"),
      "invalid",
      "At most AED 500 is left to refund on this order.",
    );
    expect(RefundRequest.safeParse({ amount: 0 }).success).toBe(false);
    expect(RefundRequest.safeParse({ amount: 1.005 }).success).toBe(false);
    await refundOrder(order.id, request(), "florist");
    await expectRefusal(
      refundOrder(order.id, request({ amount: 1 }), "florist"),
      "conflict",
      `Order ${order.orderNumber} has been refunded in full: nothing is left to refund.`,
    );
    const unpaid = await anOrderAwaitingPayment(itemId, 500);
    await expectRefusal(
      refundOrder(unpaid.order.id, request(), "florist"),
      "conflict",
      `Order ${unpaid.order.orderNumber} was never paid: there is nothing to refund.`,
    );
    expect(paymentFactsOfOrder(unpaid.order.id)).toMatchObject({ state: "pending", refunded: 0 });
  });

  test("a burst of refunds at once never gives back more than was paid", async () => {
    const { order } = await aPaidOrder();
    const burst = await Promise.allSettled(
      Array.from({ length: 8 }, () => refundOrder(order.id, request({ amount: 120 }), "florist")),
    );
    const given = db().select().from(refunds).where(eq(refunds.orderId, order.id)).all();
    expect(burst.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(4);
    expect(given.reduce((sum, refund) => sum + refund.amount, 0)).toBe(48_000);
    expect(new Set(given.map((refund) => refund.creditNoteNumber)).size).toBe(4);
    expect(leftToRefund(order.id)).toBe(2_000);
  });
});
