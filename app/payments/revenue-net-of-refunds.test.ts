// Revenue on the dashboard net of refunds: orders/ counts paid orders' totals, payments/ says
// which refunds are taken off and on which day (refundedOnPaidOrders, handed in).
import { beforeEach, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { orders, payments, refunds } from "~/db/schema";
import { filsFromAed } from "~/money/money";
import { dailySales, orderStats } from "~/orders/order-stats.server";
import { anOrderPlaced } from "../../tests/support/domain-rows";
import { refundedOnPaidOrders } from "./refunds.server";

let creditNotes = 20_000;

/** A refund of `aed` on the order, given at `createdAt`, in the given state. */
function aRefund(orderId: string, aed: number, createdAt: string, state = "succeeded") {
  const paymentId = newId();
  db()
    .insert(payments)
    .values({
      id: paymentId,
      orderId,
      provider: "demo",
      amount: filsFromAed(aed)!,
      state: "partially_refunded",
      idempotencyKey: `stats:${paymentId}`,
    })
    .run();
  creditNotes += 1;
  db()
    .insert(refunds)
    .values({
      id: newId(),
      orderId,
      paymentId,
      sequence: creditNotes,
      creditNoteNumber: `CN-${creditNotes}`,
      amount: filsFromAed(aed)!,
      vatAmount: 0,
      state,
      refundedBy: "florist",
      createdAt,
    })
    .run();
}

beforeEach(() => {
  db().delete(orders).run();
});

describe("revenue net of refunds", () => {
  const now = new Date("2026-03-10T08:00:00Z");

  test("refunds given on paid orders lower revenue; pending or failed ones and cancelled orders' do not", () => {
    const delivered = anOrderPlaced("delivered", "2026-03-01T10:00:00.000Z", 500);
    aRefund(delivered, 150, "2026-03-09T10:00:00.000Z");
    aRefund(delivered, 50, "2026-03-09T11:00:00.000Z", "failed");
    aRefund(delivered, 40, "2026-03-09T12:00:00.000Z", "pending");
    // Refunded in full and cancelled: its revenue already left with its status.
    const cancelled = anOrderPlaced("cancelled", "2026-03-01T10:00:00.000Z", 300);
    aRefund(cancelled, 300, "2026-03-09T10:00:00.000Z");
    expect(orderStats(refundedOnPaidOrders, now).revenue).toBe(35_000);
  });

  test("the daily chart takes a refund off the day it was given, not the day of the order", () => {
    const order = anOrderPlaced("delivered", "2026-03-01T10:00:00.000Z", 500);
    aRefund(order, 120, "2026-03-09T19:00:00.000Z"); // 23:00 on 9 March in Dubai
    const days = dailySales(refundedOnPaidOrders, 30, now);
    expect(days.find((d) => d.date === "2026-03-01")?.revenue).toBe(50_000);
    expect(days.find((d) => d.date === "2026-03-09")?.revenue).toBe(-12_000);
  });
});
