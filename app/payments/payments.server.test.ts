// Reconciliation with the demo provider, on the shop's own source: a payment the provider confirmed
// but nobody reported is settled, and a confirmation already sent is not sent again. (The race
// between reports runs against the real server: tests/server/payments.test.ts.)
import { existsSync, readdirSync } from "node:fs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { outboxMessages, payments } from "~/db/schema";
import { createItem } from "~/catalogue/item-writes.server";
import { shopEmail } from "~/content/shop-mail.server";
import { env } from "~/platform/env.server";
import { getOrder } from "~/orders/order-reads.server";
import { aPicture, anOrderAwaitingPayment, anOrderRow } from "../../tests/support/domain-rows";
import { decideOnDemoPage } from "./demo-checkout.server";
import { PaymentRequest, paymentsOfOrders } from "./payments.server";
import { reconcilePendingPayments } from "./reconcile.server";
import { decideDemoCheckout } from "./providers/demo.server";

let itemId = "";

beforeAll(async () => {
  const image = await aPicture();
  itemId = (await createItem({ title: "Ivory Hour", price: 95_000, ingredients: [] }, { image }))
    .id;
});

async function orderAwaitingPayment() {
  const { order, payment } = await anOrderAwaitingPayment(itemId, 950);
  return { order, paymentId: payment.id };
}

function emailsAbout(orderNumber: string): string[] {
  const outbox = env().outboxDir;
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox).filter((name) => name.includes(orderNumber) && name.endsWith(".eml"));
}

const inTwoMinutes = () => new Date(Date.now() + 2 * 60 * 1000);

describe("reconciliation", () => {
  test("settles a payment the provider confirmed but nobody reported", async () => {
    const { order, paymentId } = await orderAwaitingPayment();
    decideDemoCheckout(paymentId, "succeeded");
    expect(getOrder(order.id).status).toBe("awaiting_payment");
    expect(await reconcilePendingPayments(inTwoMinutes())).toBeGreaterThanOrEqual(1);
    expect(getOrder(order.id).status).toBe("new_paid");
  });

  test("the confirmation is written with the payment, in its transaction, before any send", async () => {
    const { order, paymentId } = await orderAwaitingPayment();
    decideOnDemoPage(paymentId, "pay");
    expect(getOrder(order.id).status).toBe("new_paid");
    const queued = db()
      .select({ key: outboxMessages.key, recipient: outboxMessages.recipient })
      .from(outboxMessages)
      .where(eq(outboxMessages.orderId, order.id))
      .orderBy(outboxMessages.key)
      .all();
    expect(queued).toEqual([
      { key: `order:${order.id}:confirmation:customer`, recipient: order.email },
      { key: `order:${order.id}:confirmation:shop`, recipient: shopEmail() },
    ]);
  });

  test("sends no second confirmation for an order already confirmed", async () => {
    const { order, paymentId } = await orderAwaitingPayment();
    decideOnDemoPage(paymentId, "pay");
    // One confirmation to the customer and one to the shop.
    await expect.poll(() => emailsAbout(order.orderNumber).length).toBe(2);
    await reconcilePendingPayments(inTwoMinutes());
    expect(emailsAbout(order.orderNumber)).toHaveLength(2);
  });
});

const orderId = "0123456789abcdef01234567";

describe("a payment request's amount", () => {
  test("is read from AED into fils", () => {
    expect(PaymentRequest.parse({ orderId, amount: 1250.5 }).amount).toBe(125050);
  });

  test("finer than a fil, matches no order's total (null)", () => {
    expect(PaymentRequest.parse({ orderId, amount: 10.005 }).amount).toBeNull();
  });
});

const anOrder = () => anOrderRow();

function aPayment(orderId: string, state: string, createdAt: string) {
  db()
    .insert(payments)
    .values({
      id: newId(),
      orderId,
      provider: "demo",
      amount: 49500,
      state,
      idempotencyKey: newId(),
      createdAt,
    })
    .run();
}

describe("the orders page's payments, read for the whole list at once", () => {
  test("each order gets its own payments, oldest first, and an order without any gets none", () => {
    const [layla, omar, noor] = [anOrder(), anOrder(), anOrder()];
    aPayment(layla, "succeeded", "2026-03-10T09:00:00.000Z");
    aPayment(layla, "failed", "2026-03-10T08:00:00.000Z");
    aPayment(omar, "pending", "2026-03-10T10:00:00.000Z");
    const byOrder = paymentsOfOrders([layla, omar, noor]);
    expect(byOrder.get(layla)?.map((payment) => payment.state)).toEqual(["failed", "succeeded"]);
    expect(byOrder.get(omar)?.map((payment) => payment.state)).toEqual(["pending"]);
    expect(byOrder.get(noor)).toEqual([]);
    expect(paymentsOfOrders([]).size).toBe(0);
  });
});
