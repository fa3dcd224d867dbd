// When a recipient's occasion falls: a date of their own each year (a birthday on 29 February
// falls on the 28th in other years), Mother's Day on 21 March (the UAE's), and the Islamic
// occasions on the Umm al-Qura calendar, read from Intl (islamic-umalqura) day by day, so each
// year's dates come from the same calendar the UAE's announcements start from. Dates are
// YYYY-MM-DD calendar days. Browser-safe.
import type { OccasionKind } from "~/db/occasion-kinds";

/** The Islamic month and day each computed occasion falls on. */
const ISLAMIC_DAYS: Partial<Record<OccasionKind, { month: number; day: number }>> = {
  // 1 Ramadan: the start of Ramadan.
  ramadan: { month: 9, day: 1 },
  // 1 Shawwal.
  "eid-al-fitr": { month: 10, day: 1 },
  // 10 Dhu al-Hijjah.
  "eid-al-adha": { month: 12, day: 10 },
};

/** The kinds whose month and day the customer gives. */
export const OWN_DATE_KINDS: readonly OccasionKind[] = ["birthday", "anniversary", "own-date"];

export const hasOwnDate = (kind: OccasionKind) => OWN_DATE_KINDS.includes(kind);

const umalqura = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura", {
  timeZone: "UTC",
  month: "numeric",
  day: "numeric",
});

/** The Umm al-Qura month and day of a calendar day. */
export function islamicMonthDay(date: string): { month: number; day: number } {
  const parts = umalqura.formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { month: part("month"), day: part("day") };
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Whether an occasion of this kind (and month-day, for one's own) falls on this day. */
export function fallsOn(kind: OccasionKind, monthDay: string | null, date: string): boolean {
  const islamic = ISLAMIC_DAYS[kind];
  if (islamic) {
    const { month, day } = islamicMonthDay(date);
    return month === islamic.month && day === islamic.day;
  }
  const own = kind === "mothers-day" ? "03-21" : monthDay;
  if (!own) return false;
  const year = Number(date.slice(0, 4));
  // 29 February falls on the 28th in a year without one.
  const shown = own === "02-29" && !isLeapYear(year) ? "02-28" : own;
  return date.slice(5) === shown;
}

/** The calendar day `days` after `date`. */
export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T12:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** Every day of a Gregorian year an occasion falls on (an Islamic one may fall twice). */
export function occasionDatesInYear(
  kind: OccasionKind,
  monthDay: string | null,
  year: number,
): string[] {
  const dates: string[] = [];
  for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addDays(day, 1)) {
    if (fallsOn(kind, monthDay, day)) dates.push(day);
  }
  return dates;
}

/** The days from `from` to `days` after it (both counted) the occasion falls on. */
export function occasionDatesWithin(
  kind: OccasionKind,
  monthDay: string | null,
  from: string,
  days: number,
): string[] {
  const dates: string[] = [];
  for (let i = 0; i <= days; i++) {
    const day = addDays(from, i);
    if (fallsOn(kind, monthDay, day)) dates.push(day);
  }
  return dates;
}

/** The next day the occasion falls on, today or later (at most a year and a bit ahead). */
export function nextOccasionDate(
  kind: OccasionKind,
  monthDay: string | null,
  from: string,
): string | null {
  return occasionDatesWithin(kind, monthDay, from, 400)[0] ?? null;
}
