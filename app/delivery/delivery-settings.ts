// The delivery settings the florists set: the same-day cut-off, each slot's hours and how many
// orders it takes a day, the dates the atelier is closed or has its own capacities, and the
// delivery fee. Money inside is fils; the JSON and the admin form speak AED.
import { z } from "zod";
import { filsFromAed, type Fils } from "~/money/money";
import { requiredText } from "~/platform/fields";
import { EMIRATES, type Emirate } from "./address";
import {
  DEFAULT_SLOT_HOURS,
  DELIVERY_SLOTS,
  isRealDate,
  perSlot,
  type SlotHours,
  type SlotTime,
  type SlotValue,
} from "./delivery-window";
import { DEFAULT_ZONES, newZoneId, zoneIdOf, type DeliveryZone } from "./zones";

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
  /**
   * The fee when no zone decides it: an order whose area is not known yet (the recipient gives
   * the address later) and the price shown before an area is chosen. A zone's fee wins.
   */
  deliveryFee: Fils;
  /** Order value (the lines, before the fee) from which delivery is free; null: never free. */
  freeDeliveryFrom: Fils | null;
  /** The areas delivered to, grouped with their fee and timing (zones.ts). */
  zones: DeliveryZone[];
  /** Each slot's hours on the shop's clock; the codes stay, the hours are the florists'. */
  slotHours: SlotHours;
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
    zones: DEFAULT_ZONES,
    slotHours: DEFAULT_SLOT_HOURS,
  };
}

/**
 * Settings saved before zones existed deliver to the zones a new shop starts with; zones saved
 * with the older readable ids read with their hex form. Settings saved before slot hours could be
 * set keep the usual hours.
 */
export function withZones(
  settings: Omit<DeliverySettings, "zones" | "slotHours"> & {
    zones?: DeliveryZone[];
    slotHours?: SlotHours;
  },
): DeliverySettings {
  const zones = (settings.zones ?? DEFAULT_ZONES).map((zone) => ({
    ...zone,
    id: zoneIdOf(zone.id),
  }));
  return { ...settings, zones, slotHours: settings.slotHours ?? DEFAULT_SLOT_HOURS };
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

/** The earliest a slot may start and the latest it may end, on the shop's clock. */
export const SLOT_DAY = { from: "06:00", to: "23:00" };

const SLOT_TIME_NEEDED = "A slot's hours are times like 09:00.";

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const slotTime = z
  .string({ error: SLOT_TIME_NEEDED })
  .regex(HH_MM, SLOT_TIME_NEEDED)
  .refine(
    (time) => time >= SLOT_DAY.from && time <= SLOT_DAY.to,
    `Delivery slots are between ${SLOT_DAY.from} and ${SLOT_DAY.to}.`,
  );

const slotTimes = z.object(
  { start: slotTime, end: slotTime },
  { error: "Each slot has a start and an end, like 09:00 and 12:00." },
);

/** Where the slot hours break a rule: a slot ending before it starts, or starting inside the one before. */
export function slotHoursProblems(hours: Partial<Record<SlotValue, Partial<SlotTime>>>) {
  const problems: { path: (string | number)[]; message: string }[] = [];
  // Times not yet written as HH:MM have their own message; only real times are compared.
  const isTime = (time: unknown): time is string => typeof time === "string" && HH_MM.test(time);
  DELIVERY_SLOTS.forEach((slot, index) => {
    const start = hours[slot.value]?.start;
    const end = hours[slot.value]?.end;
    if (!isTime(start) || !isTime(end)) return;
    if (start >= end) {
      problems.push({
        path: [slot.value, "end"],
        message: `The ${slot.label.toLowerCase()} slot must end after it starts.`,
      });
    }
    const before = DELIVERY_SLOTS[index - 1];
    const endBefore = before && hours[before.value]?.end;
    if (isTime(endBefore) && start < endBefore) {
      problems.push({
        path: [slot.value, "start"],
        message: `The ${slot.label.toLowerCase()} slot starts before the ${before!.label.toLowerCase()} slot ends: slots follow each other without overlapping.`,
      });
    }
  });
  return problems;
}

/** Each slot's hours: within the delivery day, each ending after it starts, in order, apart. */
export const SlotHoursInput = z
  .object(
    perSlot(() => slotTimes),
    { error: "slotHours needs morning, afternoon and evening, each with start and end." },
  )
  .superRefine((hours, ctx) => {
    for (const problem of slotHoursProblems(hours)) ctx.addIssue({ code: "custom", ...problem });
  });

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

export const MAX_LEAD_DAYS = 14;

const EMIRATE_NAMES = EMIRATES.map((emirate) => emirate.name) as [Emirate, ...Emirate[]];

/** A zone's id as sent: its hex id, or an older readable one ('dubai-central'). */
const ZONE_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** A name in both languages: the English required, the Arabic optional (null until written). */
const zoneText = (missing: string) =>
  z.object(
    {
      en: requiredText(missing, 80, "At most 80 characters."),
      ar: z
        .string()
        .trim()
        .max(80, "At most 80 characters.")
        .nullish()
        .transform((ar) => ar || null),
    },
    { error: missing },
  );

/** Each area is delivered under one zone's rules: every repeat of a name, where it is. */
export function repeatedAreas(zones: { areas: { en: string; ar: string | null }[] }[]) {
  const seen = new Set<string>();
  const repeats: { path: (string | number)[]; message: string }[] = [];
  zones.forEach((zone, zoneIndex) =>
    zone.areas.forEach((area, areaIndex) => {
      const names = [area.en, area.ar].filter((name): name is string => !!name);
      const repeated = names.find((name) => seen.has(name.trim().toLowerCase()));
      if (repeated) {
        repeats.push({
          path: [zoneIndex, "areas", areaIndex],
          message: `${repeated} is already in a zone: an area belongs to one zone only.`,
        });
      }
      for (const name of names) seen.add(name.trim().toLowerCase());
    }),
  );
  return repeats;
}

/** One zone as `PUT /api/admin/delivery-settings` sends it: money in AED, `_id` kept if given. */
const zoneJson = z.object({
  _id: z.string().regex(ZONE_ID, "A zone id is lowercase letters, digits and hyphens.").optional(),
  name: zoneText("A zone needs a name."),
  emirate: z.enum(EMIRATE_NAMES, { error: "Choose one of the seven emirates." }),
  areas: z
    .array(zoneText("An area needs a name."), { error: "A zone needs at least one area." })
    .min(1, "A zone needs at least one area.")
    .max(200, "A zone has at most 200 areas."),
  fee: aed("The zone's fee"),
  freeDeliveryFrom: aed("The zone's free-delivery threshold").nullable(),
  sameDay: z.boolean({ error: "sameDay is true or false." }),
  leadDays: z
    .number({ error: `Lead days are a whole number from 0 to ${MAX_LEAD_DAYS}.` })
    .int(`Lead days are a whole number from 0 to ${MAX_LEAD_DAYS}.`)
    .min(0, `Lead days are a whole number from 0 to ${MAX_LEAD_DAYS}.`)
    .max(MAX_LEAD_DAYS, `Lead days are a whole number from 0 to ${MAX_LEAD_DAYS}.`),
});

export type ZoneJson = z.input<typeof zoneJson>;

/** The zones as the JSON and the admin's form send them: at least one, each area in one zone. */
export const ZonesInput = z
  .array(zoneJson, { error: "zones is a list of delivery zones." })
  .min(1, "Keep at least one delivery zone.")
  .max(50, "At most 50 delivery zones.")
  .superRefine((zones, ctx) => {
    for (const issue of repeatedAreas(zones)) ctx.addIssue({ code: "custom", ...issue });
  })
  .transform((zones): DeliveryZone[] => {
    return zones.map((zone) => {
      // Kept when sent (an older readable id as its hex form); a new zone's made here.
      const id = zone._id ? zoneIdOf(zone._id) : newZoneId();
      // Keys in the stored order, so an unchanged zone reads as unchanged in the history.
      return {
        id,
        name: { en: zone.name.en, ar: zone.name.ar },
        emirate: zone.emirate,
        areas: zone.areas.map((area) => ({ en: area.en, ar: area.ar })),
        fee: zone.fee,
        freeDeliveryFrom: zone.freeDeliveryFrom,
        sameDay: zone.sameDay,
        leadDays: zone.leadDays,
      };
    });
  });

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
    // Optional: a client that knows nothing of zones keeps the zones in force.
    zones: ZonesInput.optional(),
    // Optional: a client that knows nothing of slot hours keeps the hours in force.
    slotHours: SlotHoursInput.optional(),
  })
  .superRefine((settings, ctx) => {
    for (const issue of repeatedDates(settings)) ctx.addIssue({ code: "custom", ...issue });
  })
  .transform((settings) => ({
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
