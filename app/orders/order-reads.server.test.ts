// The orders list's sort by delivery: by date, then by the day's slots in their order.
import { beforeEach, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { anOrderRow } from "../../tests/support/domain-rows";
import { countOrders, listOrders } from "./order-reads.server";

let minute = 0;

/** A paid order for that delivery, each placed a second after the last. */
function anOrder(deliveryDate: string, deliveryTime: string) {
  minute += 1;
  const at = new Date(Date.UTC(2026, 2, 1, 0, 0, minute)).toISOString();
  anOrderRow({
    deliveryDate,
    deliveryTime,
    status: "new_paid",
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

test("the admin's search finds an order by number, name, email or phone written any way", () => {
  const fatima = anOrderRow({
    customerName: "Fatima Al Mansoori",
    email: "fatima.m@example.ae",
    phone: "+971 55 987 6543",
  });
  anOrderRow({ customerName: "Layla Haddad", email: "layla@example.com", phone: "+971501234567" });
  const fatimaNumber = listOrders({ search: "Fatima" })[0]!.orderNumber;
  const found = (search: string) => listOrders({ search }).map((order) => order.id);

  expect(found("fatima")).toEqual([fatima]);
  expect(found("AL MANS")).toEqual([fatima]);
  expect(found("fatima.m@")).toEqual([fatima]);
  expect(found("055 987 6543")).toEqual([fatima]);
  expect(found("(55) 987-65")).toEqual([fatima]);
  expect(found(fatimaNumber)).toEqual([fatima]);
  expect(found(fatimaNumber.replace("MF-", ""))).toEqual([fatima]);
  expect(found(fatimaNumber.toLowerCase())).toEqual([fatima]);
  expect(found("Noura")).toEqual([]);
  // LIKE's wildcards are only letters here: '%' and '_' match themselves, not everything.
  expect(found("%")).toEqual([]);
  expect(found("_")).toEqual([]);
  expect(countOrders({ search: "example" })).toBe(2);
  expect(countOrders({ search: "fatima", status: "delivered" })).toBe(0);
});

test("pages of the list follow one another without gaps or repeats", () => {
  for (let day = 1; day <= 7; day += 1) anOrder(`2026-03-0${day}`, "morning");
  const all = listOrders().map((order) => order.id);
  const pages = [0, 3, 6].map((offset) =>
    listOrders({ limit: 3, offset }).map((order) => order.id),
  );
  expect(pages.flat()).toEqual(all);
  expect(countOrders()).toBe(7);
});
