import { describe, expect, test } from "vitest";
import { SlotHoursInput } from "./delivery-settings";
import { DeliveryRulesForm, slotHoursOfForm } from "./delivery-settings-form";
import { DEFAULT_SLOT_HOURS } from "./delivery-window";

const usual = DEFAULT_SLOT_HOURS;
const messagesOf = (hours: unknown) => {
  const parsed = SlotHoursInput.safeParse(hours);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("slot hours", () => {
  test("the usual ones, and slots meeting end to start, are fine", () => {
    expect(messagesOf(usual)).toEqual([]);
    expect(
      messagesOf({
        ...usual,
        morning: { start: "06:00", end: "12:00" },
        evening: { start: "17:00", end: "23:00" },
      }),
    ).toEqual([]);
  });

  test("a slot ends after it starts, within 06:00 to 23:00, after the one before", () => {
    expect(messagesOf({ ...usual, morning: { start: "12:00", end: "12:00" } })).toEqual([
      "The morning slot must end after it starts.",
    ]);
    expect(messagesOf({ ...usual, morning: { start: "05:59", end: "12:00" } })).toEqual([
      "Delivery slots are between 06:00 and 23:00.",
    ]);
    expect(messagesOf({ ...usual, evening: { start: "17:00", end: "23:01" } })).toEqual([
      "Delivery slots are between 06:00 and 23:00.",
    ]);
    expect(messagesOf({ ...usual, evening: { start: "16:59", end: "20:00" } })).toEqual([
      "The evening slot starts before the afternoon slot ends: slots follow each other without overlapping.",
    ]);
    expect(messagesOf({ ...usual, afternoon: { start: "1pm", end: "17:00" } })).toEqual([
      "A slot's hours are times like 09:00.",
    ]);
  });

  test("the rules form: no hour box keeps the hours in force; a problem shows on its box", () => {
    const rules = { sameDayCutoff: "14:00" };
    expect(slotHoursOfForm(DeliveryRulesForm.parse(rules))).toEqual({ hours: null });
    const boxes = {
      morningStart: "08:00",
      morningEnd: "11:00",
      afternoonStart: "11:00",
      afternoonEnd: "16:00",
      eveningStart: "16:00",
      eveningEnd: "21:00",
    };
    expect(slotHoursOfForm(DeliveryRulesForm.parse({ ...rules, ...boxes }))).toEqual({
      hours: {
        morning: { start: "08:00", end: "11:00" },
        afternoon: { start: "11:00", end: "16:00" },
        evening: { start: "16:00", end: "21:00" },
      },
    });
    const refused = DeliveryRulesForm.safeParse({ ...rules, ...boxes, eveningEnd: "15:00" });
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([["eveningEnd"]]);
  });
});
