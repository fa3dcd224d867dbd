// What each form of the delivery page changes, and only that.
import { expect, test } from "vitest";
import { defaultDeliverySettings, type DeliverySettings } from "./delivery-settings";
import { ClosedDateForm, DeliveryRulesForm, SpecialDateForm } from "./delivery-settings-form";
import {
  dateInWords,
  dayInWords,
  withClosedDate,
  withoutDate,
  withRules,
  withSpecialDate,
} from "./settings-changes";

const settings: DeliverySettings = {
  ...defaultDeliverySettings("14:00"),
  closedDates: [{ date: "2027-02-14", reason: "Closed for the move" }],
  specialDates: [
    {
      date: "2027-03-21",
      slotCapacity: { morning: 20, afternoon: null, evening: 10 },
      note: "Mother's Day",
    },
  ],
};

test("the rules change the cut-off, capacities and fees and keep the dates", () => {
  const rules = DeliveryRulesForm.parse({
    sameDayCutoff: "13:00",
    morning: 8,
    evening: 4,
    deliveryFee: 35,
  });
  expect(withRules(rules)(settings)).toEqual({
    ...settings,
    sameDayCutoff: "13:00",
    slotCapacity: { morning: 8, afternoon: null, evening: 4 },
    deliveryFee: 3500,
    freeDeliveryFrom: null,
  });
});

test("a closed and a special date are added beside the others", () => {
  const closed = withClosedDate(
    ClosedDateForm.parse({ date: "2027-04-01", reason: "Stocktaking" }),
  );
  expect(closed(settings).closedDates).toEqual([
    ...settings.closedDates,
    { date: "2027-04-01", reason: "Stocktaking" },
  ]);
  const special = withSpecialDate(SpecialDateForm.parse({ date: "2027-05-10", morning: 3 }));
  expect(special(settings).specialDates).toContainEqual({
    date: "2027-05-10",
    slotCapacity: { morning: 3, afternoon: null, evening: null },
    note: null,
  });
});

test("removing a date takes it from the closed and the special dates", () => {
  const after = withoutDate({ date: "2027-02-14" })(withoutDate({ date: "2027-03-21" })(settings));
  expect(after.closedDates).toEqual([]);
  expect(after.specialDates).toEqual([]);
  expect(after.slotCapacity).toEqual(settings.slotCapacity);
});

test("dates in the page's words", () => {
  expect(dateInWords("2027-02-14")).toBe("14 February 2027");
  expect(dayInWords("2027-02-14")).toBe("Sunday 14 February 2027");
});
