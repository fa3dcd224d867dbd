import { describe, expect, test } from "vitest";
import {
  DEFAULT_SLOT_HOURS,
  deliveryProblem,
  deliveryTimeLabel,
  deliveryWindow,
  slotsOffered,
} from "./delivery-window";
import { allInEnglish } from "~/i18n/in-english.server";

const dubai = { timeZone: "Asia/Dubai", sameDayCutoff: "14:00" };
// Dubai is UTC+4 all year.
const at = (iso: string) => new Date(iso);

describe("the shop's calendar", () => {
  test("today and tomorrow are Dubai dates, not server dates, around midnight", () => {
    const justAfterDubaiMidnight = at("2026-11-22T20:30:00Z"); // 00:30 on the 23rd in Dubai
    const window = deliveryWindow(justAfterDubaiMidnight, dubai);
    expect(window.today).toBe("2026-11-23");
    expect(window.tomorrow).toBe("2026-11-24");
    expect(window.lastDate).toBe("2027-01-22");
    const justBefore = deliveryWindow(at("2026-11-22T19:59:59Z"), dubai); // 23:59:59 in Dubai
    expect(justBefore.today).toBe("2026-11-22");
    expect(justBefore.firstDate).toBe("2026-11-23");
    const midnight = deliveryWindow(at("2026-11-22T20:00:00Z"), dubai); // 00:00 on the 23rd
    expect(midnight.today).toBe("2026-11-23");
    expect(midnight.firstDate).toBe("2026-11-23");
    expect(midnight.sameDayOpen).toBe(true);
  });

  test("same day is open until the cut-off and counts down to it", () => {
    const morning = deliveryWindow(at("2026-11-22T06:00:00Z"), dubai); // 10:00 Dubai
    expect(morning.sameDayOpen).toBe(true);
    expect(morning.firstDate).toBe("2026-11-22");
    expect(morning.msUntilCutoff).toBe(4 * 60 * 60 * 1000);
    const atCutoff = deliveryWindow(at("2026-11-22T10:00:00Z"), dubai); // 14:00 Dubai
    expect(atCutoff.sameDayOpen).toBe(false);
    expect(atCutoff.firstDate).toBe("2026-11-23");
    expect(atCutoff.msUntilCutoff).toBe(0);
  });

  test("today's slots whose start has passed are not offered", () => {
    expect(slotsOffered("2026-11-22", at("2026-11-22T04:59:00Z"), dubai)).toEqual([
      "morning",
      "afternoon",
      "evening",
    ]);
    expect(slotsOffered("2026-11-22", at("2026-11-22T05:00:00Z"), dubai)).toEqual([
      "afternoon",
      "evening",
    ]);
    expect(slotsOffered("2026-11-22", at("2026-11-22T09:00:00Z"), dubai)).toEqual(["evening"]);
    expect(slotsOffered("2026-11-23", at("2026-11-22T09:00:00Z"), dubai)).toEqual([
      "morning",
      "afternoon",
      "evening",
    ]);
  });

  test("with the florists' own hours, a slot is offered today only before its own start", () => {
    const own = {
      ...dubai,
      slotHours: {
        morning: { start: "08:00", end: "11:30" },
        afternoon: { start: "12:30", end: "16:00" },
        evening: { start: "16:30", end: "21:00" },
      },
    };
    // 12:15 Dubai: the usual afternoon (from 12:00) has started, this one (from 12:30) has not.
    const quarterPastNoon = at("2026-11-22T08:15:00Z");
    expect(slotsOffered("2026-11-22", quarterPastNoon, dubai)).toEqual(["evening"]);
    expect(slotsOffered("2026-11-22", quarterPastNoon, own)).toEqual(["afternoon", "evening"]);
    expect(deliveryProblem("2026-11-22", "afternoon", quarterPastNoon, own)).toBeNull();
    // 16:40 Dubai: the usual evening (from 17:00) is still offered, this one is not.
    const twentyToFive = at("2026-11-22T12:40:00Z");
    expect(slotsOffered("2026-11-22", twentyToFive, dubai)).toEqual(["evening"]);
    expect(slotsOffered("2026-11-22", twentyToFive, own)).toEqual([]);
  });

  test("a slot's label carries the hours in force", () => {
    expect(deliveryTimeLabel("morning")).toBe("Morning (9am-12pm)");
    expect(
      deliveryTimeLabel("evening", {
        ...DEFAULT_SLOT_HOURS,
        evening: { start: "16:30", end: "21:00" },
      }),
    ).toBe("Evening (4:30pm-9pm)");
    expect(deliveryTimeLabel("any")).toBe("Any Time");
  });

  test("delivery problems name the field and the reason", () => {
    const noon = at("2026-11-22T08:00:00Z"); // 12:00 Dubai
    expect(deliveryProblem("2026-11-22", "evening", noon, dubai)).toBeNull();
    expect(deliveryProblem("2026-11-22", "morning", noon, dubai)?.field).toBe("deliveryTime");
    expect(deliveryProblem("2026-11-21", "any", noon, dubai)?.field).toBe("deliveryDate");
    expect(deliveryProblem("2027-01-21", "any", noon, dubai)).toBeNull();
    expect(allInEnglish(deliveryProblem("2027-01-22", "any", noon, dubai)?.message)).toMatch(
      /60 days/,
    );
    expect(deliveryProblem("2026-02-30", "any", noon, dubai)?.field).toBe("deliveryDate");
    expect(deliveryProblem("2026-11-23", "night", noon, dubai)?.field).toBe("deliveryTime");
    const afterCutoff = at("2026-11-22T10:30:00Z"); // 14:30 Dubai
    expect(
      allInEnglish(deliveryProblem("2026-11-22", "evening", afterCutoff, dubai)?.message),
    ).toMatch(/Same-day delivery closes at 14:00/);
    expect(deliveryProblem("2026-11-23", "morning", afterCutoff, dubai)).toBeNull();
  });
});

test("a delivery time that is no slot is refused with the slots' names", () => {
  expect(
    allInEnglish(deliveryProblem("2026-12-01", "noon", at("2026-11-22T06:00:00Z"), dubai)),
  ).toEqual({
    field: "deliveryTime",
    message: "Please choose Morning, Afternoon, Evening or Any Time.",
  });
});
