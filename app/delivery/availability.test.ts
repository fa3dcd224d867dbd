// Availability of a day from its bookings and the settings, on the shop's clock.
import { describe, expect, test } from "vitest";
import { availabilityRange, bookingProblem, dayAvailability, NO_BOOKINGS } from "./availability";
import { defaultDeliverySettings, type DeliverySettings } from "./delivery-settings";

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
      { morning: 3, afternoon: 1, evening: 40, any: 5 },
      settings,
      now,
      clock,
    );
    expect(slot(day, "morning")).toMatchObject({
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
      { morning: 2, afternoon: 0, evening: 0, any: 28 },
      settings,
      now,
      clock,
    );
    expect(day.slots.map((s) => s.remaining)).toEqual([0, 0, 0]);
    expect(bookingProblem("2027-02-11", "any", day)?.message).toBe(
      "Every slot on 11 February is fully booked. Please choose another date.",
    );
    expect(bookingProblem("2027-02-11", "afternoon", day)?.field).toBe("deliveryTime");
  });

  test("a closed date is closed with its reason, and refuses every order", () => {
    const day = dayAvailability("2027-02-12", NO_BOOKINGS, settings, now, clock);
    expect(day).toMatchObject({ open: false, reason: "Closed for a private event" });
    expect(day.slots.every((s) => !s.available && s.reason === "Closed for a private event")).toBe(
      true,
    );
    expect(bookingProblem("2027-02-12", "any", day)).toEqual({
      field: "deliveryDate",
      message: "Closed for a private event. Please choose another date.",
    });
  });

  test("today: a slot that has started, and every slot after the cut-off, cannot be chosen", () => {
    const morning = dayAvailability("2027-02-10", NO_BOOKINGS, settings, now, clock);
    expect(morning.slots.map((s) => [s.value, s.available, s.reason])).toEqual([
      ["morning", false, "Already started"],
      ["afternoon", true, undefined],
      ["evening", true, undefined],
    ]);
    const late = new Date("2027-02-10T10:30:00.000Z");
    const closed = dayAvailability("2027-02-10", NO_BOOKINGS, settings, late, clock);
    expect(closed.open).toBe(true);
    expect(closed.slots.every((s) => s.reason === "Same-day delivery has closed")).toBe(true);
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
