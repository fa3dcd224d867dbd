// A day's delivery sheets: paid orders only, one sheet per slot, the recipient on a gift.
import { beforeEach, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { orderLines, orders } from "~/db/schema";
import { anOrderRow } from "../../tests/support/domain-rows";
import { deliverySheetsOn } from "./day-deliveries.server";

const DAY = "2027-03-20";

function aLine(orderId: string, position: number, title: string, sizeName: string) {
  db()
    .insert(orderLines)
    .values({
      id: newId(),
      orderId,
      position,
      title,
      sizeName,
      unitPrice: 49_500,
      quantity: 1,
      vatAmount: 0,
    })
    .run();
}

beforeEach(() => {
  db().delete(orders).run();
});

test("the day's paid orders, grouped by slot in the day's order, with their lines", () => {
  const evening = anOrderRow({
    deliveryDate: DAY,
    deliveryTime: "evening",
    status: "in_preparation",
  });
  aLine(evening, 0, "Blush Peony Dome", "Grand");
  aLine(evening, 1, "Gold Ribbon", "One size");
  const morning = anOrderRow({
    deliveryDate: DAY,
    deliveryTime: "morning",
    status: "new_paid",
    recipientName: "Noor Saleh",
    cardMessage: "Happy birthday",
    notes: "Ring twice",
  });
  anOrderRow({ deliveryDate: DAY, deliveryTime: "any", status: "delivered" });
  anOrderRow({ deliveryDate: DAY, deliveryTime: "morning", status: "awaiting_payment" });
  anOrderRow({ deliveryDate: DAY, deliveryTime: "afternoon", status: "cancelled" });
  anOrderRow({ deliveryDate: "2027-03-21", deliveryTime: "morning", status: "in_delivery" });

  const sheets = deliverySheetsOn(DAY);
  expect(sheets.map((sheet) => [sheet.label, sheet.deliveries.length])).toEqual([
    ["Morning (9am-12pm)", 1],
    ["Evening (5pm-8pm)", 1],
    ["Any Time", 1],
  ]);
  expect(sheets[0]?.deliveries[0]).toMatchObject({
    id: morning,
    deliverTo: "Noor Saleh",
    phone: "+971501234567",
    customersPhone: true,
    cardMessage: "Happy birthday",
    notes: "Ring twice",
    lines: [],
  });
  expect(sheets[1]?.deliveries[0]).toMatchObject({
    id: evening,
    deliverTo: "Layla Haddad",
    customersPhone: false,
    cardMessage: null,
    lines: [
      { title: "Blush Peony Dome", size: "Grand", quantity: 1 },
      { title: "Gold Ribbon", size: "One size", quantity: 1 },
    ],
  });
});

test("a day without paid orders has no sheets", () => {
  anOrderRow({ deliveryDate: DAY, status: "awaiting_payment" });
  expect(deliverySheetsOn(DAY)).toEqual([]);
});
