// Reconciliation with the demo provider, on the shop's own source: a payment the provider confirmed
// but nobody reported is settled, and a confirmation already sent is not sent again. (The race
// between reports runs against the real server: tests/server/payments.test.ts.)
import { existsSync, readdirSync } from "node:fs";
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { orders, payments } from "~/db/schema";
import { orderNumberOf } from "~/orders/order-number";
import { createItem } from "~/catalogue/items.server";
import { env } from "~/platform/env.server";
import { createOrder } from "~/orders/create-order.server";
import { getOrder } from "~/orders/order-reads.server";
import { OrderInput } from "~/orders/order-input";
import { deliverableDate } from "../../tests/support/catalogue";
import { decideOnDemoPage } from "./demo-checkout.server";
import {
  initiatePayment,
  PaymentRequest,
  paymentsOfOrders,
  reconcilePendingPayments,
} from "./payments.server";
import { decideDemoCheckout } from "./providers/demo.server";

let itemId = "";

beforeAll(async () => {
  const image = new Uint8Array(
    await sharp({ create: { width: 8, height: 10, channels: 3, background: "#e9d3cc" } })
      .png()
      .toBuffer(),
  );
  itemId = (await createItem({ title: "Ivory Hour", price: 95_000, ingredients: [] }, { image }))
    .id;
});

async function orderAwaitingPayment() {
  const { order } = createOrder(
    OrderInput.parse({
      customerName: "Layla Haddad",
      email: "layla@example.com",
      phone: "050 123 4567",
      address: "Villa 12, Al Wasl Road, Jumeirah 2, Dubai",
      items: [{ itemId, price: 950 }],
      totalAmount: 950,
      deliveryDate: deliverableDate(),
      deliveryTime: "evening",
    }),
  );
  const { payment } = await initiatePayment(
    { orderId: order.id, amount: 95_000, currency: "AED" },
    "http://shop.test",
  );
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
    expect(getOrder(order.id).status).toBe("Awaiting payment");
    expect(await reconcilePendingPayments(inTwoMinutes())).toBeGreaterThanOrEqual(1);
    expect(getOrder(order.id).status).toBe("New paid order");
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

let sequence = 40000;

function anOrder(): string {
  sequence += 1;
  const id = newId();
  db()
    .insert(orders)
    .values({
      id,
      sequence,
      orderNumber: orderNumberOf(sequence),
      customerName: "Layla Haddad",
      email: "layla@example.com",
      phone: "+971501234567",
      address: "Villa 12, Jumeirah 1, Dubai",
      deliveryDate: "2026-03-20",
      deliveryTime: "evening",
      status: "Awaiting payment",
      totalAmount: 49500,
      vatAmount: 0,
    })
    .run();
  return id;
}

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
