// The admin's delivery page (/admin/delivery): one plain form per change, each read by Conform
// and Zod with the same field rules as the JSON settings.
import { z } from "zod";
import { normaliseDigits } from "~/i18n/format";
import {
  aed,
  capacity,
  closedReason,
  dateNote,
  sameDayCutoff,
  shopDate,
  SlotHoursInput,
  ZonesInput,
  type ZoneJson,
} from "./delivery-settings";
import { DELIVERY_SLOTS, isRealDate, perSlot, type SlotHours } from "./delivery-window";

export const SAVE_RULES = "save-rules";
export const CLOSE_DATE = "close-date";
export const ADD_SPECIAL_DATE = "add-special-date";
export const REMOVE_DATE = "remove-date";
export const SAVE_ZONES = "save-zones";

/** An empty capacity box is no limit. */
const capacityField = capacity.optional().transform((value) => value ?? null);

/** One box per slot, named after it. */
const slotCapacityFields = perSlot(() => capacityField);

/** The boxes of a slot's hours: 'morningStart', 'morningEnd', … */
export const slotHourBox = (slot: keyof SlotHours, edge: "start" | "end") =>
  `${slot}${edge === "start" ? "Start" : "End"}` as const;

const slotHourBoxes = Object.fromEntries(
  DELIVERY_SLOTS.flatMap((slot) =>
    (["start", "end"] as const).map((edge) => [
      slotHourBox(slot.value, edge),
      z.string().optional(),
    ]),
  ),
) as Record<ReturnType<typeof slotHourBox>, z.ZodOptional<z.ZodString>>;

type HourBoxes = Partial<Record<ReturnType<typeof slotHourBox>, string>>;

const HOUR_BOXES = DELIVERY_SLOTS.flatMap((slot) =>
  (["start", "end"] as const).map((edge) => slotHourBox(slot.value, edge)),
);

/**
 * The slot hours the rules form sends, read by the JSON's rules: null when it sends no hour box
 * (an older page keeps the hours in force), else the hours or the boxes' problems.
 */
export function slotHoursOfForm(
  form: HourBoxes,
): { hours: SlotHours | null } | { problems: { box: string | null; message: string }[] } {
  if (HOUR_BOXES.every((box) => form[box] === undefined)) return { hours: null };
  const parsed = SlotHoursInput.safeParse(
    perSlot((slot) => ({
      start: form[slotHourBox(slot, "start")] ?? "",
      end: form[slotHourBox(slot, "end")] ?? "",
    })),
  );
  if (parsed.success) return { hours: parsed.data };
  return {
    problems: parsed.error.issues.map((issue) => {
      const [slot, edge] = issue.path;
      const box =
        typeof slot === "string" && (edge === "start" || edge === "end")
          ? slotHourBox(slot as keyof SlotHours, edge)
          : null;
      return { box, message: issue.message };
    }),
  };
}

export const DeliveryRulesForm = z
  .object({
    sameDayCutoff,
    ...slotCapacityFields,
    ...slotHourBoxes,
    deliveryFee: aed("The delivery fee")
      .optional()
      .transform((fee) => fee ?? 0),
    freeDeliveryFrom: aed("The free-delivery threshold")
      .optional()
      .transform((from) => from ?? null),
  })
  .superRefine((form, ctx) => {
    const read = slotHoursOfForm(form);
    if (!("problems" in read)) return;
    for (const { box, message } of read.problems) {
      ctx.addIssue({ code: "custom", message, path: box ? [box] : [] });
    }
  });

const chosenDate = z
  .string({ error: "Choose the date." })
  .refine(isRealDate, "Use a date like 2027-02-14.");

export const ClosedDateForm = z.object({ date: chosenDate, reason: closedReason });

export const SpecialDateForm = z.object({
  date: chosenDate,
  ...slotCapacityFields,
  note: dateNote,
});

export const RemoveDateForm = z.object({ date: shopDate });

/** One zone's boxes as the form sends them, kept as text until the zones' own rules read them. */
const zoneRow = z.object({
  id: z.string().optional(),
  remove: z.string().optional(),
  nameEn: z.string().optional(),
  nameAr: z.string().optional(),
  emirate: z.string().optional(),
  areas: z.string().optional(),
  fee: z.string().optional(),
  freeDeliveryFrom: z.string().optional(),
  sameDay: z.string().optional(),
  leadDays: z.string().optional(),
});

type ZoneRow = z.infer<typeof zoneRow>;

/** "Dubai Marina | دبي مارينا", one per line: the area's English name, then its Arabic one. */
export function areaLines(text: string): { en: string; ar: string | null }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [en = "", ...ar] = line.split("|");
      return { en: en.trim(), ar: ar.join("|").trim() || null };
    });
}

/** A number typed in any digits; an empty box is undefined, anything else NaN (refused). */
const typedNumber = (text: string | undefined) =>
  text === undefined || text.trim() === "" ? undefined : Number(normaliseDigits(text.trim()));

const blankRow = (row: ZoneRow) => !row.nameEn?.trim() && !row.nameAr?.trim() && !row.areas?.trim();

function zoneJsonOf(row: ZoneRow): ZoneJson {
  return {
    ...(row.id ? { _id: row.id } : {}),
    name: { en: row.nameEn ?? "", ar: row.nameAr ?? null },
    emirate: (row.emirate ?? "") as ZoneJson["emirate"],
    areas: areaLines(row.areas ?? ""),
    fee: typedNumber(row.fee) ?? 0,
    freeDeliveryFrom: typedNumber(row.freeDeliveryFrom) ?? null,
    sameDay: row.sameDay === "on",
    leadDays: typedNumber(row.leadDays) ?? 0,
  };
}

/** Where a zone rule's refusal shows on the form: the box the field is typed in. */
function boxOf(field: PropertyKey | undefined, part: PropertyKey | undefined): string {
  if (field === "name") return part === "ar" ? "nameAr" : "nameEn";
  return String(field ?? "nameEn");
}

/**
 * The Zones section: every zone's boxes, a ticked 'Remove' leaves one out, an empty new zone is
 * ignored; the rest is read by the same rules as the JSON settings.
 */
export const ZonesForm = z.object({ zones: z.array(zoneRow).optional() }).transform((form, ctx) => {
  const kept = (form.zones ?? [])
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.remove !== "on" && !blankRow(row));
  const parsed = ZonesInput.safeParse(kept.map(({ row }) => zoneJsonOf(row)));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const [at, field, part] = issue.path;
    const row = typeof at === "number" ? kept[at] : undefined;
    ctx.addIssue({
      code: "custom",
      message: issue.message,
      path: row ? ["zones", row.index, boxOf(field, part)] : [],
    });
  }
  return z.NEVER;
});
