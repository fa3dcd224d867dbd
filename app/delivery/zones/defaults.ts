// The zones a new shop starts with; the florists change them on the admin's delivery page.
import { zoneIdOf } from "./ids";
import type { DeliveryZone, ZoneText } from "./zone";

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
