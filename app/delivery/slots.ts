// The delivery slots and the hours a shop starts with: no imports, so every page's shared
// script can name a slot without carrying the delivery calendar (and its date library) along.
/** The slots, in their order. Their codes never change; their hours are the florists' (SlotHours). */
export const DELIVERY_SLOTS = [
  { value: "morning", label: "Morning" },
  { value: "afternoon", label: "Afternoon" },
  { value: "evening", label: "Evening" },
] as const;

export type SlotValue = (typeof DELIVERY_SLOTS)[number]["value"];

/** A slot's hours on the shop's clock, "HH:MM" to "HH:MM". */
export interface SlotTime {
  start: string;
  end: string;
}

export type SlotHours = Record<SlotValue, SlotTime>;

/** The hours a shop starts with: morning 9am-12pm, afternoon 12pm-5pm, evening 5pm-8pm. */
export const DEFAULT_SLOT_HOURS: SlotHours = {
  morning: { start: "09:00", end: "12:00" },
  afternoon: { start: "12:00", end: "17:00" },
  evening: { start: "17:00", end: "20:00" },
};
