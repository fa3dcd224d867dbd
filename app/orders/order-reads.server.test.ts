// The orders list's sort by delivery: by date, then by the day's slots in their order.
import { beforeEach, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { anOrderRow } from "../../tests/support/domain-rows";
import { listOrders } from "./order-reads.server";

let minute = 0;

/** A paid order for that delivery, each placed a second after the last. */
function anOrder(deliveryDate: string, deliveryTime: string) {
  minute += 1;
  const at = new Date(Date.UTC(2026, 2, 1, 0, 0, minute)).toISOString();
  anOrderRow({
    deliveryDate,
    deliveryTime,
    status: "New paid order",
    createdAt: at,
    updatedAt: at,
  });
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
