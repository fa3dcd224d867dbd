import { describe, expect, test } from "vitest";
import { addDays, fallsOn, nextOccasionDate, occasionDatesInYear } from "./occasion-dates";

/** The Umm al-Qura calendar's own reading of a day, through Intl. */
function umalqura(date: string) {
  const parts = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura", {
    timeZone: "UTC",
    month: "numeric",
    day: "numeric",
  }).formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return `${part("day")}/${part("month")}`;
}

describe("the Islamic occasions on the Umm al-Qura calendar", () => {
  // As the calendar publishes them: 1 Ramadan, 1 Shawwal, 10 Dhu al-Hijjah.
  test.each([
    [2026, "2026-02-18", "2026-03-20", "2026-05-27"],
    [2027, "2027-02-08", "2027-03-09", "2027-05-16"],
    [2028, "2028-01-28", "2028-02-26", "2028-05-05"],
  ])("%i", (year, ramadan, fitr, adha) => {
    expect(occasionDatesInYear("ramadan", null, year)).toEqual([ramadan]);
    expect(occasionDatesInYear("eid-al-fitr", null, year)).toEqual([fitr]);
    expect(occasionDatesInYear("eid-al-adha", null, year)).toEqual([adha]);
  });

  const thisYear = new Date().getUTCFullYear();
  test.each([thisYear + 1, thisYear + 2, thisYear + 3])(
    "the next three years agree with Intl (%i)",
    (year) => {
      for (const [kind, day] of [
        ["ramadan", "1/9"],
        ["eid-al-fitr", "1/10"],
        ["eid-al-adha", "10/12"],
      ] as const) {
        const dates = occasionDatesInYear(kind, null, year);
        expect(dates.length).toBeGreaterThan(0);
        for (const date of dates) {
          expect(umalqura(date)).toBe(day);
          expect(umalqura(addDays(date, -1))).not.toBe(day);
        }
      }
    },
  );
});

describe("dates of the customer's own and Mother's Day", () => {
  test("Mother's Day is 21 March every year", () => {
    expect(occasionDatesInYear("mothers-day", null, 2027)).toEqual(["2027-03-21"]);
  });

  test("a birthday on 29 February falls on the 28th in other years", () => {
    expect(fallsOn("birthday", "02-29", "2027-02-28")).toBe(true);
    expect(fallsOn("birthday", "02-29", "2028-02-28")).toBe(false);
    expect(fallsOn("birthday", "02-29", "2028-02-29")).toBe(true);
  });

  test("the next date is today or the first after it", () => {
    expect(nextOccasionDate("anniversary", "06-10", "2027-06-10")).toBe("2027-06-10");
    expect(nextOccasionDate("anniversary", "06-10", "2027-06-11")).toBe("2028-06-10");
  });
});
