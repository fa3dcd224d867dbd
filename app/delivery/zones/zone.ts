// Delivery zones: areas of an emirate priced and timed alike. Each zone has its fee, the order
// value from which delivery is free, whether it takes same-day orders and how many days ahead
// it needs otherwise. An area belongs to one zone; an area in no zone is not delivered to.
import type { Fils } from "~/money/money";
import type { Emirate } from "../address";

/** A name in both languages; the Arabic is null until written. */
export interface ZoneText {
  en: string;
  ar: string | null;
}

export interface DeliveryZone {
  id: string;
  name: ZoneText;
  emirate: Emirate;
  areas: ZoneText[];
  fee: Fils;
  /** Order value (the lines, before the fee) from which delivery is free; null: never free. */
  freeDeliveryFrom: Fils | null;
  sameDay: boolean;
  /** Days between the order and the earliest delivery when same-day isn't offered (0–14). */
  leadDays: number;
}

/** What a zone says about when it can be delivered. */
export type ZoneTiming = Pick<DeliveryZone, "sameDay" | "leadDays">;
