// The orders list's sort by delivery: by date, then by the day's slots in their order.
import { beforeEach, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { orders } from "~/db/schema";
import { orderNumberOf } from "./order-number";
import { listOrders } from "./order-reads.server";

let sequence = 30000;

function anOrder(deliveryDate: string, deliveryTime: string) {
  sequence += 1;
  const at = new Date(Date.UTC(2026, 2, 1, 0, 0, sequence - 30000)).toISOString();
  db()
    .insert(orders)
    .values({
      id: newId(),
      sequence,
      orderNumber: orderNumberOf(sequence),
      customerName: "Layla Haddad",
      email: "layla@example.com",
      phone: "+971501234567",
      address: "Villa 12, Jumeirah 1, Dubai",
      deliveryDate,
      deliveryTime,
      status: "New paid order",
      totalAmount: 49500,
      vatAmount: 0,
      createdAt: at,
      updatedAt: at,
    })
    .run();
}

beforeEach(() => {
  db().delete(orders).run();
});

test("sorted by delivery, a day's orders run morning, afternoon, evening, then any time", () => {
  anOrder("2026-03-21", "morning");
  anOrder("2026-03-20", "any");
  anOrder("2026-03-20", "evening");
  anOrder("2026-03-20", "morning");
  anOrder("2026-03-20", "afternoon");
  const sorted = listOrders({ sort: { column: "deliveryDate", direction: "asc" } });
  expect(sorted.map((order) => `${order.deliveryDate} ${order.deliveryTime}`)).toEqual([
    "2026-03-20 morning",
    "2026-03-20 afternoon",
    "2026-03-20 evening",
    "2026-03-20 any",
    "2026-03-21 morning",
  ]);
});
