// The one place money, dates and digits are written for a reader, in either language: Western
// digits in both, 'AED 1,250' in English and '1,250 د.إ' in Arabic, Arabic month names on the
// Gregorian calendar, the shop's clock (Dubai) for moments in time.
import { aedFromFils, type Fils } from "~/money/money";
import { normaliseDigits } from "~/platform/digits";
import { intlLocale, type Language } from "./languages";

const SHOP_TIME_ZONE = "Asia/Dubai";

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, fractionDigits: number): Intl.NumberFormat {
  const key = `${language}:${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[language], {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * The separator between the parts of a list read as one line (an address's building, street,
 * area and emirate): the Arabic comma «، » in Arabic, ', ' in English.
 */
export const listSeparator = (language: Language): string => (language === "ar" ? "، " : ", ");

/**
 * Text set apart in its own direction inside a sentence of the other (U+2068 … U+2069, the
 * plain-text <bdi>): an English refund reason in an Arabic line keeps its full stop at its end.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

/**
 * What reads against a language's direction: Arabic letters on an English line; on an Arabic one,
 * English words (a name, a Latin order number) and digits in groups (a phone number). Single
 * numbers, prices and times read the same either way.
 */
const AGAINST: Record<Language, RegExp> = {
  en: /[\u0600-\u06FF]/,
  ar: /[A-Za-z]|\+\d|\d{2,}[ \u00a0]\d{2,}/,
};

/** `text` set apart (isolate) when it reads against the language's direction, once only. */
export const setApartIn = (language: Language, text: string): string =>
  AGAINST[language].test(text) && !text.startsWith("\u2068") ? isolate(text) : text;

/** Parts joined into one line in a language, the empty ones left out. */
export function joinParts(
  parts: readonly (string | null | undefined)[],
  language: Language,
): string {
  return parts.filter((part): part is string => Boolean(part)).join(listSeparator(language));
}

/** A number in the reader's language, Western digits: 1,250. */
export function formatNumber(value: number, language: Language): string {
  return numberFormat(language, Number.isInteger(value) ? 0 : 2).format(value);
}

/** A price: 'AED 1,250' / '1,250 د.إ'; fils shown only when there are some ('AED 1,250.50'). */
export function formatMoney(fils: Fils, language: Language): string {
  const amount = numberFormat(language, fils % 100 === 0 ? 0 : 2).format(aedFromFils(fils));
  return language === "ar" ? `${amount} د.إ` : `AED ${amount}`;
}

export type DateStyle =
  | "long" // 14 February 2027 / 14 فبراير 2027
  | "full" // Sunday 14 February 2027 / الأحد 14 فبراير 2027
  | "weekday-day-month" // Sunday 14 February
  | "day-month" // 14 February
  | "short"; // 14 Feb 2027

const dateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { day: "numeric", month: "long", year: "numeric" },
  full: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  "weekday-day-month": { weekday: "long", day: "numeric", month: "long" },
  "day-month": { day: "numeric", month: "long" },
  short: { day: "numeric", month: "short", year: "numeric" },
};

/**
 * A calendar date (YYYY-MM-DD, a day on the shop's calendar) in words. English keeps the order
 * the shop has always written: 'Sunday 14 February 2027', without commas.
 */
export function formatDate(date: string, language: Language, style: DateStyle = "long"): string {
  const [year, month, day] = date.slice(0, 10).split("-").map(Number) as [number, number, number];
  const utcNoon = new Date(Date.UTC(year, month - 1, day, 12));
  const text = new Intl.DateTimeFormat(intlLocale[language], {
    ...dateOptions[style],
    timeZone: "UTC",
  }).format(utcNoon);
  return language === "en" ? text.replace(/,/g, "") : text.replace("،", "");
}

/** A moment (ISO instant) on the shop's clock: '14 Feb 2027, 18:30' / '14 فبراير 2027، 18:30'. */
export function formatDateTime(iso: string, language: Language): string {
  const moment = new Date(iso);
  const day = new Intl.DateTimeFormat(intlLocale[language], {
    day: "numeric",
    month: language === "ar" ? "long" : "short",
    year: "numeric",
    timeZone: SHOP_TIME_ZONE,
  }).format(moment);
  return `${day.replace(/,/g, "")}${language === "ar" ? "، " : ", "}${formatTime(iso, language)}`;
}

/** The time of a moment on the shop's clock, 24-hour: '18:30'. */
export function formatTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale[language], {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}

// Typed digits are read the same way everywhere: the rule is the platform's.
export { normaliseDigits };

/**
 * Text as search compares it: lower case, digits Western, Arabic without its diacritics and
 * tatweel, and the usual spelling variants folded (أ إ آ ٱ → ا, ة → ه, ى → ي).
 */
export function normaliseForSearch(text: string): string {
  return normaliseDigits(text)
    .toLowerCase()
    .normalize("NFC")
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/\s+/g, " ")
    .trim();
}

/** A clock time "HH:MM" in minutes after midnight. */
const minutesOf = (time: string) => {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return hour * 60 + minute;
};

/** '9am', '12pm', '5:30pm': the hour on a 12-hour clock, minutes only when there are some. */
function englishTime(time: string): string {
  const minutes = minutesOf(time);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, "0")}` : ""}${hour < 12 ? "am" : "pm"}`;
}

/** The part of the day an Arabic reader names: morning before noon, noon, then evening. */
const arabicPeriod = (hour: number) => (hour < 12 ? "صباحًا" : hour === 12 ? "ظهرًا" : "مساءً");

function arabicTime(time: string): { number: string; period: string } {
  const minutes = minutesOf(time);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return {
    number: `${twelve}${minute ? `:${String(minute).padStart(2, "0")}` : ""}`,
    period: arabicPeriod(hour),
  };
}

/**
 * A delivery slot's hours ("HH:MM" to "HH:MM", the shop's clock) as the customer reads them:
 * '9am-12pm' / '9 صباحًا – 12 ظهرًا'; in Arabic a shared part of the day is said once: '5 – 8 مساءً',
 * its spaces no-break ones.
 */
export function formatSlotHours(hours: { start: string; end: string }, language: Language): string {
  if (language === "en") return `${englishTime(hours.start)}-${englishTime(hours.end)}`;
  const start = arabicTime(hours.start);
  const end = arabicTime(hours.end);
  // No-break spaces: a time range never breaks across lines ('5 –' above, '8 مساءً' below).
  const from = start.period === end.period ? start.number : `${start.number}\u00a0${start.period}`;
  return `${from}\u00a0–\u00a0${end.number}\u00a0${end.period}`;
}

/**
 * An owner's text with each time's number held to its part of the day ('9 مساءً', '10 am') by a
 * no-break space: opening hours never end a line on '9' with 'مساءً' below.
 */
export const keepTimesWhole = (text: string): string =>
  text.replace(/(\d)[ \t]+(?=(?:صباحًا|صباحا|ظهرًا|ظهرا|مساءً|مساء|am|pm)(?!\p{L}))/giu, "$1\u00a0");
