// Which orders hold a place: paid ones, and unpaid ones only while their payment hold runs.
import { beforeEach, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { anOrderRow } from "../../tests/support/domain-rows";
import {
  holdsBetween,
  placeProblem,
  roomForPayment,
  unpaidOrdersCrowdedOut,
} from "./bookings.server";
import { saveDeliverySettings } from "./delivery-settings.server";
import { defaultDeliverySettings } from "./delivery-settings";
import { allInEnglish, inEnglish } from "~/i18n/in-english.server";

const DAY = "2027-02-14";
const PLACED = new Date("2027-02-10T08:00:00.000Z");
const minutesLater = (minutes: number) => new Date(PLACED.getTime() + minutes * 60_000);
const HOLD_ENDS = minutesLater(30);

beforeEach(() => {
  db().delete(orders).run();
});

function anOrder(status: string, deliveryTime = "morning", holdUntil: Date | null = HOLD_ENDS) {
  return anOrderRow({
    deliveryDate: DAY,
    deliveryTime,
    status,
    holdUntil: holdUntil?.toISOString() ?? null,
    createdAt: PLACED.toISOString(),
    updatedAt: PLACED.toISOString(),
  });
}

function withCapacity(slotCapacity: { morning: number; afternoon: number; evening: number }) {
  saveDeliverySettings(
    {
      ...defaultDeliverySettings("14:00"),
      specialDates: [{ date: DAY, slotCapacity, note: null }],
    },
    "test",
  );
}

test("an order awaiting payment holds its place until its hold ends, then gives it back", () => {
  anOrder("awaiting_payment");
  anOrder("new_paid");
  const at = (moment: Date) => holdsBetween(DAY, DAY, moment).get(DAY);
  expect(at(minutesLater(29))).toMatchObject({
    paid: { morning: 1 },
    unpaid: { morning: 1 },
  });
  // The hold ends at its moment: from then on only the paid order holds a place.
  expect(at(HOLD_ENDS)).toMatchObject({ paid: { morning: 1 }, unpaid: { morning: 0 } });
  // A paid order's place does not depend on any hold.
  expect(at(minutesLater(600))?.paid.morning).toBe(1);
});

test("a cancelled order holds nothing; 'any time' orders are counted apart", () => {
  anOrder("cancelled");
  anOrder("delivered", "any", null);
  anOrder("in_preparation", "evening", null);
  anOrder("awaiting_payment", "afternoon", null);
  expect(holdsBetween(DAY, DAY, minutesLater(1)).get(DAY)).toEqual({
    paid: { morning: 0, afternoon: 0, evening: 1, any: 1 },
    unpaid: { morning: 0, afternoon: 0, evening: 0, any: 0 },
  });
});

test("the last place of a slot, held by an unpaid order, is free again when its hold ends", () => {
  withCapacity({ morning: 1, afternoon: 1, evening: 1 });
  anOrder("awaiting_payment");
  expect(inEnglish(placeProblem(DAY, "morning", minutesLater(10), db())?.message ?? "")).toBe(
    "The morning slot on 14 February is fully booked. Please choose another time.",
  );
  expect(placeProblem(DAY, "morning", HOLD_ENDS, db())).toBeNull();
  saveDeliverySettings(defaultDeliverySettings("14:00"), "test");
});

test("unpaid orders hold at most half a slot: then a new order waits for the earliest hold's end", () => {
  withCapacity({ morning: 5, afternoon: 5, evening: 5 });
  anOrder("awaiting_payment", "morning", minutesLater(20));
  expect(placeProblem(DAY, "morning", minutesLater(1), db())).toBeNull();
  anOrder("awaiting_payment");
  expect(allInEnglish(placeProblem(DAY, "morning", minutesLater(1), db()))).toEqual({
    field: "deliveryTime",
    message:
      "The last places of this time are being paid for. Please try again in a few minutes or choose another time.",
    // The first hold ends 20 minutes after it was placed: 19 minutes from now.
    retryAfter: 19 * 60,
  });
  // Another slot still takes unpaid orders.
  expect(placeProblem(DAY, "evening", minutesLater(1), db())).toBeNull();
  // Paid and unpaid together fill it: then it is fully booked.
  for (let n = 0; n < 3; n += 1) anOrder("new_paid");
  expect(inEnglish(placeProblem(DAY, "morning", minutesLater(1), db())?.message ?? "")).toBe(
    "The morning slot on 14 February is fully booked. Please choose another time.",
  );
  saveDeliverySettings(defaultDeliverySettings("14:00"), "test");
});

test("a slot full of paid orders takes no payment, and its unpaid orders are crowded out", () => {
  withCapacity({ morning: 2, afternoon: 5, evening: 5 });
  const waiting = [anOrder("awaiting_payment"), anOrder("awaiting_payment")];
  const other = anOrder("awaiting_payment", "evening");
  anOrder("new_paid");
  expect(roomForPayment(DAY, "morning")).toBe(true);
  expect(unpaidOrdersCrowdedOut(DAY)).toEqual([]);
  anOrder("in_preparation");
  expect(roomForPayment(DAY, "morning")).toBe(false);
  expect(roomForPayment(DAY, "evening")).toBe(true);
  expect(unpaidOrdersCrowdedOut(DAY).sort()).toEqual([...waiting].sort());
  expect(unpaidOrdersCrowdedOut(DAY)).not.toContain(other);
  saveDeliverySettings(defaultDeliverySettings("14:00"), "test");
});
