// The dashboard's next seven days: places held per slot against capacity, full and closed dates.
import { afterEach, beforeEach, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { anOrderRow } from "../../tests/support/domain-rows";
import { nextDaysPlan } from "./delivery-plan.server";
import { defaultDeliverySettings } from "./delivery-settings";
import { saveDeliverySettings } from "./delivery-settings.server";

// Noon in Dubai on 10 February 2027.
const NOW = new Date("2027-02-10T08:00:00.000Z");

function anOrder(deliveryDate: string, deliveryTime: string, status = "new_paid") {
  anOrderRow({ deliveryDate, deliveryTime, status, createdAt: NOW.toISOString() });
}

beforeEach(() => {
  db().delete(orders).run();
});

afterEach(() => {
  saveDeliverySettings(defaultDeliverySettings("14:00"), "test");
});

test("seven days from today on the shop's clock, each slot's places against its capacity", () => {
  saveDeliverySettings(
    {
      ...defaultDeliverySettings("14:00"),
      slotCapacity: { morning: 2, afternoon: 5, evening: null },
      specialDates: [
        {
          date: "2027-02-14",
          slotCapacity: { morning: 10, afternoon: 10, evening: 10 },
          note: "Valentine's",
        },
      ],
      closedDates: [{ date: "2027-02-12", reason: "Closed for stocktaking" }],
    },
    "test",
  );
  anOrder("2027-02-10", "morning");
  anOrder("2027-02-10", "morning");
  anOrder("2027-02-10", "any");
  anOrder("2027-02-10", "evening", "cancelled");
  anOrder("2027-02-14", "evening");
  anOrder("2027-02-17", "morning");

  const plan = nextDaysPlan(NOW);
  expect(plan.map((day) => day.date)).toEqual([
    "2027-02-10",
    "2027-02-11",
    "2027-02-12",
    "2027-02-13",
    "2027-02-14",
    "2027-02-15",
    "2027-02-16",
  ]);
  const [today, , closed, , valentines] = plan;
  expect(today).toMatchObject({
    closedReason: null,
    slots: {
      morning: { held: 2, capacity: 2, full: true },
      afternoon: { held: 0, capacity: 5, full: false },
      evening: { held: 0, capacity: null, full: false },
    },
    anyTime: 1,
    day: { held: 3, capacity: null, full: false },
  });
  expect(closed?.closedReason).toBe("Closed for stocktaking");
  expect(valentines?.slots.evening).toEqual({ held: 1, capacity: 10, full: false });
  expect(valentines?.day).toEqual({ held: 1, capacity: 30, full: false });
});

test("a day whose slots all have limits is full once its orders reach their sum", () => {
  saveDeliverySettings(
    {
      ...defaultDeliverySettings("14:00"),
      slotCapacity: { morning: 1, afternoon: 1, evening: 0 },
    },
    "test",
  );
  anOrder("2027-02-11", "any");
  anOrder("2027-02-11", "any");
  expect(nextDaysPlan(NOW)[1]?.day).toEqual({ held: 2, capacity: 2, full: true });
});
