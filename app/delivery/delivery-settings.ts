// The delivery settings the florists set: the same-day cut-off, how many orders
// each slot takes a day, the dates the atelier is closed or has its own capacities, and the
// delivery fee. Money inside is fils; the JSON and the admin form speak AED.
import { z } from "zod";
import { filsFromAed, type Fils } from "~/money/money";
import { requiredText } from "~/platform/fields";
import { DELIVERY_SLOTS, isRealDate, perSlot, type SlotValue } from "./delivery-window";

/** Orders a slot takes in a day; null is no limit. */
export type SlotCapacity = Record<SlotValue, number | null>;

export interface ClosedDate {
  date: string;
  /** What customers read, e.g. "Closed for Eid Al Adha". */
  reason: string;
}

export interface SpecialDate {
  date: string;
  slotCapacity: SlotCapacity;
  note: string | null;
}

export interface DeliverySettings {
  sameDayCutoff: string;
  slotCapacity: SlotCapacity;
  closedDates: ClosedDate[];
  specialDates: SpecialDate[];
  deliveryFee: Fils;
  /** Order value (the lines, before the fee) from which delivery is free; null: never free. */
  freeDeliveryFrom: Fils | null;
}

/** Until the florists set anything: unlimited slots, no closed dates, free delivery. */
export function defaultDeliverySettings(sameDayCutoff: string): DeliverySettings {
  return {
    sameDayCutoff,
    slotCapacity: perSlot(() => null),
    closedDates: [],
    specialDates: [],
    deliveryFee: 0,
    freeDeliveryFrom: null,
  };
}

export const MAX_CAPACITY = 10_000;

export const capacity = z
  .number({ error: "A capacity is a whole number of orders, or empty for no limit." })
  .int("A capacity is a whole number of orders, or empty for no limit.")
  .min(0, "A capacity cannot be negative.")
  .max(MAX_CAPACITY, `A capacity is at most ${MAX_CAPACITY.toLocaleString("en")} orders.`)
  .nullable();

const slotNames = DELIVERY_SLOTS.map((slot) => slot.value);

/** "slotCapacity needs morning, afternoon and evening (a number or null)." */
const SLOT_CAPACITY_NEEDED = `slotCapacity needs ${slotNames.slice(0, -1).join(", ")} and ${slotNames.at(-1)} (a number or null).`;

const slotCapacity = z.object(
  perSlot(() => capacity),
  { error: SLOT_CAPACITY_NEEDED },
);

export const sameDayCutoff = z
  .string({ error: "The same-day cut-off is a time like 14:00." })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "The same-day cut-off is a time like 14:00.");

export const closedReason = requiredText("Say why the atelier is closed; customers read it.", 120);

export const dateNote = z
  .string()
  .trim()
  .max(120, "Keep the note to 120 characters.")
  .nullish()
  .transform((note) => note || null);

export const shopDate = z
  .string({ error: "Use a date like 2027-02-14." })
  .refine(isRealDate, "Use a date like 2027-02-14.");

export const aed = (what: string) =>
  z
    .number({ error: `${what} is an amount in AED.` })
    .nonnegative(`${what} cannot be negative.`)
    .max(100_000, `${what} is at most AED 100,000.`)
    .transform((value, ctx) => {
      const fils = filsFromAed(value);
      if (fils === null) {
        ctx.addIssue({ code: "custom", message: `${what} has at most two decimals.` });
        return z.NEVER;
      }
      return fils;
    });

/** A date may be closed or special, once: each repeat, where it is and what to say. */
export function repeatedDates(settings: Pick<DeliverySettings, "closedDates" | "specialDates">) {
  const seen = new Set<string>();
  const repeats: { path: (string | number)[]; message: string }[] = [];
  for (const [list, entries] of [
    ["closedDates", settings.closedDates],
    ["specialDates", settings.specialDates],
  ] as const) {
    entries.forEach((entry, index) => {
      if (seen.has(entry.date)) {
        repeats.push({
          path: [list, index, "date"],
          message: `${entry.date} is already listed: a date is either closed or special, once.`,
        });
      }
      seen.add(entry.date);
    });
  }
  return repeats;
}

/** The settings as `PUT /api/admin/delivery-settings` and the admin's form send them. */
export const DeliverySettingsInput = z
  .object({
    sameDayCutoff,
    slotCapacity,
    closedDates: z
      .array(
        z.object({
          date: shopDate,
          reason: closedReason,
        }),
      )
      .max(366),
    specialDates: z
      .array(
        z.object({
          date: shopDate,
          slotCapacity,
          note: dateNote,
        }),
      )
      .max(366),
    deliveryFee: aed("The delivery fee"),
    freeDeliveryFrom: aed("The free-delivery threshold").nullable(),
  })
  .superRefine((settings, ctx) => {
    for (const issue of repeatedDates(settings)) ctx.addIssue({ code: "custom", ...issue });
  })
  .transform((settings): DeliverySettings => ({
    ...settings,
    closedDates: [...settings.closedDates].sort((a, b) => a.date.localeCompare(b.date)),
    specialDates: [...settings.specialDates].sort((a, b) => a.date.localeCompare(b.date)),
  }));

/** The capacities in force on a date: its own on a special date, else the usual ones. */
export function capacityOn(date: string, settings: DeliverySettings): SlotCapacity {
  return (
    settings.specialDates.find((special) => special.date === date)?.slotCapacity ??
    settings.slotCapacity
  );
}

/** A day takes as many orders as its slots together; none of its slots unlimited, else no limit. */
export function dayCapacity(capacity: SlotCapacity): number | null {
  const caps = Object.values(capacity);
  return caps.every((cap): cap is number => cap !== null)
    ? caps.reduce((sum, cap) => sum + cap, 0)
    : null;
}

export function closedDateOn(date: string, settings: DeliverySettings): ClosedDate | null {
  return settings.closedDates.find((closed) => closed.date === date) ?? null;
}
