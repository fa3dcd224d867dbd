// Which orders hold a place: all but the cancelled ones and those left unpaid for 30 minutes.
import { beforeEach, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { anOrderRow } from "../../tests/support/domain-rows";
import { bookingsBetween, placeProblem } from "./bookings.server";
import { saveDeliverySettings } from "./delivery-settings.server";
import { defaultDeliverySettings } from "./delivery-settings";

const DAY = "2027-02-14";
const PLACED = new Date("2027-02-10T08:00:00.000Z");
const minutesLater = (minutes: number) => new Date(PLACED.getTime() + minutes * 60_000);

beforeEach(() => {
  db().delete(orders).run();
});

function anOrder(status: string, deliveryTime = "morning") {
  anOrderRow({
    deliveryDate: DAY,
    deliveryTime,
    status,
    createdAt: PLACED.toISOString(),
    updatedAt: PLACED.toISOString(),
  });
}

test("an order awaiting payment holds its place for 30 minutes, then gives it back", () => {
  anOrder("Awaiting payment");
  anOrder("New paid order");
  expect(bookingsBetween(DAY, DAY, minutesLater(29)).get(DAY)?.morning).toBe(2);
  expect(bookingsBetween(DAY, DAY, minutesLater(30)).get(DAY)?.morning).toBe(2);
  expect(bookingsBetween(DAY, DAY, minutesLater(31)).get(DAY)?.morning).toBe(1);
});

test("a cancelled order holds nothing; 'any time' orders are counted apart", () => {
  anOrder("Cancelled");
  anOrder("Delivered", "any");
  anOrder("In preparation", "evening");
  expect(bookingsBetween(DAY, DAY, minutesLater(60)).get(DAY)).toEqual({
    morning: 0,
    afternoon: 0,
    evening: 1,
    any: 1,
  });
});

test("the last place of a slot, taken by an unpaid order, is free again after 30 minutes", () => {
  saveDeliverySettings(
    {
      ...defaultDeliverySettings("14:00"),
      specialDates: [
        { date: DAY, slotCapacity: { morning: 1, afternoon: 1, evening: 1 }, note: null },
      ],
    },
    "test",
  );
  anOrder("Awaiting payment");
  expect(placeProblem(DAY, "morning", minutesLater(10), db())?.message).toBe(
    "The morning slot on 14 February is fully booked. Please choose another time.",
  );
  expect(placeProblem(DAY, "morning", minutesLater(31), db())).toBeNull();
  saveDeliverySettings(defaultDeliverySettings("14:00"), "test");
});
