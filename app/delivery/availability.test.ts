// Availability of a day from its bookings and the settings, on the shop's clock.
import { describe, expect, test } from "vitest";
import {
  availabilityRange,
  bookingProblem,
  dayAvailability,
  filledByPaid,
  NO_BOOKINGS,
  NO_HOLDS,
  paidOnly,
  roomForPaid,
  unpaidShare,
  unpaidShareTaken,
} from "./availability";
import { defaultDeliverySettings, type DeliverySettings } from "./delivery-settings";
import { allInEnglish } from "~/i18n/in-english.server";

const clock = { timeZone: "Asia/Dubai", sameDayCutoff: "14:00" };
// 10:30 in Dubai on 10 February 2027.
const now = new Date("2027-02-10T06:30:00.000Z");
const settings: DeliverySettings = {
  ...defaultDeliverySettings("14:00"),
  slotCapacity: { morning: 10, afternoon: 10, evening: 10 },
  closedDates: [{ date: "2027-02-12", reason: "Closed for a private event" }],
  specialDates: [
    { date: "2027-02-14", slotCapacity: { morning: 3, afternoon: 2, evening: null }, note: null },
  ],
};
const slot = (day: ReturnType<typeof dayAvailability>, value: string) =>
  day.slots.find((s) => s.value === value)!;

describe("dayAvailability", () => {
  test("a special date has its own capacities; a slot without a limit leaves the day open", () => {
    const day = dayAvailability(
      "2027-02-14",
      paidOnly({ morning: 3, afternoon: 1, evening: 40, any: 5 }),
      settings,
      now,
      clock,
    );
    expect(allInEnglish(slot(day, "morning"))).toMatchObject({
      available: false,
      remaining: 0,
      reason: "Fully booked",
    });
    expect(slot(day, "afternoon")).toMatchObject({ available: true, remaining: 1 });
    expect(slot(day, "evening")).toMatchObject({ available: true, remaining: null });
  });

  test("'any time' orders fill the day: a slot with room is full once the day is", () => {
    const day = dayAvailability(
      "2027-02-11",
      paidOnly({ morning: 2, afternoon: 0, evening: 0, any: 28 }),
      settings,
      now,
      clock,
    );
    expect(day.slots.map((s) => s.remaining)).toEqual([0, 0, 0]);
    expect(allInEnglish(bookingProblem("2027-02-11", "any", day)?.message)).toBe(
      "Every slot on 11 February is fully booked. Please choose another date.",
    );
    expect(bookingProblem("2027-02-11", "afternoon", day)?.field).toBe("deliveryTime");
  });

  test("a closed date is closed with its reason, and refuses every order", () => {
    const day = dayAvailability("2027-02-12", NO_HOLDS, settings, now, clock);
    expect(day).toMatchObject({ open: false, reason: "Closed for a private event" });
    expect(day.slots.every((s) => !s.available && s.reason === "Closed for a private event")).toBe(
      true,
    );
    expect(allInEnglish(bookingProblem("2027-02-12", "any", day))).toEqual({
      field: "deliveryDate",
      message: "Closed for a private event. Please choose another date.",
    });
  });

  test("today: a slot that has started, and every slot after the cut-off, cannot be chosen", () => {
    const morning = dayAvailability("2027-02-10", NO_HOLDS, settings, now, clock);
    expect(allInEnglish(morning.slots.map((s) => [s.value, s.available, s.reason]))).toEqual([
      ["morning", false, "Already started"],
      ["afternoon", true, undefined],
      ["evening", true, undefined],
    ]);
    const late = new Date("2027-02-10T10:30:00.000Z");
    const closed = dayAvailability("2027-02-10", NO_HOLDS, settings, late, clock);
    expect(closed.open).toBe(true);
    expect(
      closed.slots.every((s) => allInEnglish(s.reason) === "Same-day delivery has closed"),
    ).toBe(true);
  });
});

describe("unpaid orders hold their places, together at most half of a slot", () => {
  const five = { ...settings, slotCapacity: { morning: 5, afternoon: 5, evening: 5 } };
  const holds = (paid: Partial<typeof NO_BOOKINGS>, unpaid: Partial<typeof NO_BOOKINGS>) => ({
    paid: { ...NO_BOOKINGS, ...paid },
    unpaid: { ...NO_BOOKINGS, ...unpaid },
  });

  test("half a capacity, rounded down, and at least one place", () => {
    expect([0, 1, 2, 3, 5, 10].map(unpaidShare)).toEqual([1, 1, 1, 1, 2, 5]);
  });

  test("an unpaid order holds its place as a paid one does: the slot is full when all are held", () => {
    const day = dayAvailability(
      "2027-02-11",
      holds({ morning: 3 }, { morning: 2 }),
      five,
      now,
      clock,
    );
    expect(allInEnglish(slot(day, "morning"))).toMatchObject({
      available: false,
      remaining: 0,
      reason: "Fully booked",
    });
    expect(slot(day, "afternoon")).toMatchObject({ available: true, remaining: 5 });
    const half = dayAvailability("2027-02-11", holds({}, { morning: 2 }), five, now, clock);
    expect(slot(half, "morning")).toMatchObject({ available: true, remaining: 3 });
  });

  test("the unpaid share of a slot, then of the day, keeps one more unpaid order out", () => {
    const capacity = five.slotCapacity;
    const unpaid = (held: Partial<typeof NO_BOOKINGS>) => ({ ...NO_BOOKINGS, ...held });
    expect(unpaidShareTaken("morning", capacity, unpaid({ morning: 1 }))).toEqual([]);
    expect(unpaidShareTaken("morning", capacity, unpaid({ morning: 2 }))).toEqual(["morning"]);
    expect(unpaidShareTaken("evening", capacity, unpaid({ morning: 2 }))).toEqual([]);
    expect(unpaidShareTaken("any", capacity, unpaid({ morning: 2, afternoon: 2 }))).toEqual([]);
    // The day's share is 7 of its 15 places: every time waits once it is taken.
    const dayTaken = unpaid({ morning: 2, afternoon: 2, any: 3 });
    expect(unpaidShareTaken("evening", capacity, dayTaken)).toEqual([
      "morning",
      "afternoon",
      "evening",
      "any",
    ]);
    // A slot without a limit has no share of its own.
    const open = { morning: null, afternoon: 5, evening: 5 };
    expect(unpaidShareTaken("morning", open, unpaid({ morning: 40 }))).toEqual([]);
  });

  test("a payment finds its place while paid orders leave one; then the unpaid ones are let go", () => {
    const capacity = five.slotCapacity;
    const paid = { ...NO_BOOKINGS, morning: 4 };
    expect(roomForPaid("morning", capacity, paid)).toBe(true);
    expect(filledByPaid(capacity, paid)).toEqual([]);
    const full = { ...paid, morning: 5 };
    expect(roomForPaid("morning", capacity, full)).toBe(false);
    expect(roomForPaid("evening", capacity, full)).toBe(true);
    expect(filledByPaid(capacity, full)).toEqual(["morning"]);
    // A day full of paid orders (slots and 'any' together) takes no payment at any time.
    const dayFull = { morning: 5, afternoon: 4, evening: 0, any: 6 };
    expect(roomForPaid("any", capacity, dayFull)).toBe(false);
    expect(filledByPaid(capacity, dayFull)).toEqual(["morning", "afternoon", "evening", "any"]);
    // No limit, no filling.
    const open = { morning: null, afternoon: 5, evening: 5 };
    expect(roomForPaid("morning", open, { ...NO_BOOKINGS, morning: 500 })).toBe(true);
  });
});

describe("availabilityRange", () => {
  const window = { today: "2027-02-10", lastDate: "2027-04-11" };
  test("defaults to today through 60 days ahead, and 62 days from a given start", () => {
    expect(availabilityRange({ from: null, to: null }, window)).toEqual({
      from: "2027-02-10",
      to: "2027-04-11",
    });
    expect(availabilityRange({ from: "2027-03-01", to: null }, window)).toEqual({
      from: "2027-03-01",
      to: "2027-05-01",
    });
  });
  test("refuses unreal dates, a reversed range and more than 62 days", () => {
    expect(availabilityRange({ from: "2027-02-30", to: null }, window)).toHaveProperty("problem");
    expect(availabilityRange({ from: "2027-03-01", to: "2027-02-01" }, window)).toHaveProperty(
      "problem",
    );
    expect(availabilityRange({ from: "2027-03-01", to: "2027-05-02" }, window)).toEqual({
      problem: "Ask for at most 62 days at a time.",
    });
  });
});
