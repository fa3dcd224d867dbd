// Delivery zones: areas of an emirate priced and timed alike. Each zone has its fee, the order
// value from which delivery is free, whether it takes same-day orders and how many days ahead
// it needs otherwise. An area belongs to one zone; an area in no zone is not delivered to.
import type { Fils } from "~/money/money";
import type { Emirate } from "./address";
import { zoneIdOf } from "./zone-ids";
import { saidText } from "~/i18n/said";

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

const area = (en: string, ar: string): ZoneText => ({ en, ar });

/** The zones a new shop starts with: central Dubai, the rest of Dubai, and next-day emirates. */
export const DEFAULT_ZONES: DeliveryZone[] = [
  {
    id: zoneIdOf("dubai-central"),
    name: { en: "Central Dubai", ar: "وسط دبي" },
    emirate: "Dubai",
    areas: [
      area("Downtown Dubai", "وسط مدينة دبي"),
      area("Business Bay", "الخليج التجاري"),
      area("DIFC", "مركز دبي المالي العالمي"),
      area("Jumeirah", "جميرا"),
      area("Al Wasl", "الوصل"),
      area("City Walk", "سيتي ووك"),
      area("Bur Dubai", "بر دبي"),
      area("Deira", "ديرة"),
      area("Umm Suqeim", "أم سقيم"),
      area("Al Barsha", "البرشاء"),
    ],
    fee: 0,
    freeDeliveryFrom: null,
    sameDay: true,
    leadDays: 0,
  },
  {
    id: zoneIdOf("dubai-greater"),
    name: { en: "Greater Dubai", ar: "دبي الكبرى" },
    emirate: "Dubai",
    areas: [
      area("Dubai Marina", "دبي مارينا"),
      area("JBR", "مساكن شاطئ جميرا"),
      area("JLT", "أبراج بحيرات جميرا"),
      area("Palm Jumeirah", "نخلة جميرا"),
      area("Emirates Hills", "تلال الإمارات"),
      area("Dubai Hills Estate", "دبي هيلز استيت"),
      area("Arabian Ranches", "المرابع العربية"),
      area("Mirdif", "مردف"),
      area("Jumeirah Village Circle", "قرية جميرا الدائرية"),
      area("Dubai Silicon Oasis", "واحة دبي للسيليكون"),
    ],
    fee: 3500,
    freeDeliveryFrom: 75000,
    sameDay: true,
    leadDays: 0,
  },
  {
    id: zoneIdOf("abu-dhabi"),
    name: { en: "Abu Dhabi", ar: "أبوظبي" },
    emirate: "Abu Dhabi",
    areas: [
      area("Abu Dhabi City", "مدينة أبوظبي"),
      area("Saadiyat Island", "جزيرة السعديات"),
      area("Yas Island", "جزيرة ياس"),
      area("Al Reem Island", "جزيرة الريم"),
    ],
    fee: 9500,
    freeDeliveryFrom: null,
    sameDay: false,
    leadDays: 1,
  },
  {
    id: zoneIdOf("sharjah"),
    name: { en: "Sharjah", ar: "الشارقة" },
    emirate: "Sharjah",
    areas: [
      area("Al Majaz", "المجاز"),
      area("Al Khan", "الخان"),
      area("Al Nahda (Sharjah)", "النهدة (الشارقة)"),
      area("Aljada", "الجادة"),
    ],
    fee: 6000,
    freeDeliveryFrom: null,
    sameDay: false,
    leadDays: 1,
  },
];

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** An area by its English or Arabic name, with its zone; null when no zone delivers there. */
export function areaOf(
  zones: DeliveryZone[],
  areaName: string,
): { zone: DeliveryZone; area: ZoneText } | null {
  for (const zone of zones) {
    const area = zone.areas.find(
      (candidate) =>
        sameName(candidate.en, areaName) ||
        (candidate.ar !== null && sameName(candidate.ar, areaName)),
    );
    if (area) return { zone, area };
  }
  return null;
}

/** The zone an area is in (by its English or Arabic name), or null: not delivered to. */
export function zoneForArea(zones: DeliveryZone[], areaName: string): DeliveryZone | null {
  return areaOf(zones, areaName)?.zone ?? null;
}

/** The emirates the shop delivers to, each with its areas, in the zones' order. */
export function areasByEmirate(zones: DeliveryZone[]): { emirate: Emirate; areas: ZoneText[] }[] {
  const groups = new Map<Emirate, ZoneText[]>();
  for (const zone of zones) {
    const areas = groups.get(zone.emirate) ?? [];
    areas.push(...zone.areas);
    groups.set(zone.emirate, areas);
  }
  return [...groups].map(([emirate, areas]) => ({ emirate, areas }));
}

/** The refusal for an area outside every zone. */
export const notDeliveredTo = (areaName: string) =>
  saidText("address.error.notDelivered", { area: areaName });
