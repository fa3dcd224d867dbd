// The hold job on the shop's own source with the demo provider: an order whose time to pay ran
// out is cancelled and its checkout closed; live holds, paid orders and orders the florists
// cancelled themselves are left as they are.
import { beforeAll, expect, test } from "vitest";
import { createItem } from "~/catalogue/item-writes.server";
import { db } from "~/db/client.server";
import { demoCheckouts } from "~/db/schema";
import { createOrder } from "~/orders/create-order.server";
import { OrderInput } from "~/orders/order-input";
import { getOrder } from "~/orders/order-reads.server";
import { changeOrderStatus } from "~/orders/status-changes.server";
import { aPicture } from "../../tests/support/domain-rows";
import { deliverableDate } from "../../tests/support/catalogue";
import { decideOnDemoPage } from "./demo-checkout.server";
import { endPaymentHolds } from "./hold-job.server";
import { findPayment, initiatePayment, PaymentRequest } from "./payments.server";

let itemId = "";
beforeAll(async () => {
  itemId = (
    await createItem(
      { title: "Velvet Noir", price: 95_000, ingredients: [] },
      {
        image: await aPicture(),
      },
    )
  ).id;
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function unpaidOrder(placedAt: Date) {
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
    placedAt,
  );
  const { payment } = await initiatePayment(
    PaymentRequest.parse({ orderId: order.id, amount: 950 }),
    "http://shop.test",
  );
  return { order, payment };
}

const checkoutState = (paymentId: string) =>
  db()
    .select()
    .from(demoCheckouts)
    .all()
    .find((checkout) => checkout.paymentId === paymentId)?.state;

test("an order whose hold has ended is cancelled, its checkout closed; the others stay", async () => {
  const ended = await unpaidOrder(minutesAgo(31));
  const live = await unpaidOrder(minutesAgo(29));
  const paid = await unpaidOrder(minutesAgo(31));
  decideOnDemoPage(paid.payment.id, "pay");
  const byFlorist = await unpaidOrder(minutesAgo(10));
  changeOrderStatus(byFlorist.order.id, "cancelled", "florist");

  expect(await endPaymentHolds()).toBe(1);

  const cancelled = getOrder(ended.order.id);
  expect(cancelled.status).toBe("cancelled");
  expect(cancelled.holdUntil).toBeNull();
  expect(cancelled.history.at(-1)).toMatchObject({
    fromStatus: "awaiting_payment",
    toStatus: "cancelled",
    changedBy: "system",
    note: "Payment not completed",
  });
  expect(findPayment(ended.payment.id)?.state).toBe("cancelled");
  expect(checkoutState(ended.payment.id)).toBe("expired");
  // Too late: 'Pay now' on the closed checkout pays nothing.
  expect(decideOnDemoPage(ended.payment.id, "pay")).toMatchObject({
    state: "cancelled",
    timeRanOut: true,
  });

  expect(getOrder(live.order.id).status).toBe("awaiting_payment");
  expect(checkoutState(live.payment.id)).toBe("pending");
  expect(getOrder(paid.order.id).status).toBe("new_paid");
  expect(getOrder(paid.order.id).holdUntil).toBeNull();
  expect(checkoutState(byFlorist.payment.id)).toBe("pending");

  // A second pass finds nothing more to do.
  expect(await endPaymentHolds()).toBe(0);
});
