import { describe, expect, test } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatSlotHours,
  formatTime,
  joinParts,
  keepTimesWhole,
  listSeparator,
  normaliseDigits,
  normaliseForSearch,
} from "./format";

describe("formatMoney", () => {
  test("English: 'AED' before the amount, thousands grouped, fils only when there are some", () => {
    expect(formatMoney(125_000, "en")).toBe("AED 1,250");
    expect(formatMoney(125_050, "en")).toBe("AED 1,250.50");
    expect(formatMoney(5, "en")).toBe("AED 0.05");
    expect(formatMoney(0, "en")).toBe("AED 0");
  });

  test("Arabic: Western digits and 'د.إ' after the amount", () => {
    expect(formatMoney(125_000, "ar")).toBe("1,250 د.إ");
    expect(formatMoney(125_050, "ar")).toBe("1,250.50 د.إ");
    expect(formatMoney(12_345_600, "ar")).toBe("123,456 د.إ");
    expect(formatMoney(5, "ar")).toBe("0.05 د.إ");
  });

  test("never Arabic-Indic digits", () => {
    expect(formatMoney(987_654, "ar")).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });
});

describe("formatNumber", () => {
  test("Western digits, grouped, in both languages", () => {
    expect(formatNumber(1250, "en")).toBe("1,250");
    expect(formatNumber(1250, "ar")).toBe("1,250");
    expect(formatNumber(2.5, "ar")).toBe("2.50");
  });
});

describe("formatDate", () => {
  const day = "2027-02-14"; // a Sunday

  test("every style in English, without commas", () => {
    expect(formatDate(day, "en")).toBe("14 February 2027");
    expect(formatDate(day, "en", "long")).toBe("14 February 2027");
    expect(formatDate(day, "en", "full")).toBe("Sunday 14 February 2027");
    expect(formatDate(day, "en", "weekday-day-month")).toBe("Sunday 14 February");
    expect(formatDate(day, "en", "day-month")).toBe("14 February");
    expect(formatDate(day, "en", "short")).toBe("14 Feb 2027");
  });

  test("every style in Arabic: Arabic month and day names, Gregorian calendar, Western digits", () => {
    expect(formatDate(day, "ar")).toBe("14 فبراير 2027");
    expect(formatDate(day, "ar", "long")).toBe("14 فبراير 2027");
    expect(formatDate(day, "ar", "full")).toBe("الأحد 14 فبراير 2027");
    expect(formatDate(day, "ar", "weekday-day-month")).toBe("الأحد 14 فبراير");
    expect(formatDate(day, "ar", "day-month")).toBe("14 فبراير");
    expect(formatDate(day, "ar", "short")).toBe("14 فبراير 2027");
  });

  test("the calendar day itself, whatever the time of a full timestamp or the machine's zone", () => {
    expect(formatDate("2027-12-31T23:59:00.000Z", "en")).toBe("31 December 2027");
    expect(formatDate("2027-01-01", "ar")).toBe("1 يناير 2027");
  });
});

describe("formatDateTime and formatTime", () => {
  // 14:30 UTC is 18:30 on the shop's clock (Dubai, UTC+4).
  const moment = "2027-02-14T14:30:00.000Z";

  test("English: short month, 24-hour time in Dubai", () => {
    expect(formatDateTime(moment, "en")).toBe("14 Feb 2027, 18:30");
    expect(formatTime(moment, "en")).toBe("18:30");
  });

  test("Arabic: month name and the Arabic comma", () => {
    expect(formatDateTime(moment, "ar")).toBe("14 فبراير 2027، 18:30");
    expect(formatTime(moment, "ar")).toBe("18:30");
  });

  test("the day is Dubai's: 22:00 UTC is already tomorrow there", () => {
    expect(formatDateTime("2027-02-14T22:00:00.000Z", "en")).toBe("15 Feb 2027, 02:00");
    expect(formatDateTime("2027-02-14T22:00:00.000Z", "ar")).toBe("15 فبراير 2027، 02:00");
  });
});

describe("normaliseDigits", () => {
  test("Arabic-Indic digits become Western ones", () => {
    expect(normaliseDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(normaliseDigits("+٩٧١ ٥٠ ١٢٣ ٤٥٦٧")).toBe("+971 50 123 4567");
  });

  test("Persian digits become Western ones", () => {
    expect(normaliseDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
  });

  test("mixed digits and other text: only the digits change", () => {
    expect(normaliseDigits("Makani ١٢٣45۶۷ - 2027-٠٢-۱۴")).toBe("Makani 1234567 - 2027-02-14");
    expect(normaliseDigits("شارع ٥")).toBe("شارع 5");
    expect(normaliseDigits("no digits")).toBe("no digits");
  });
});

describe("normaliseForSearch", () => {
  test("lower case, spaces folded and trimmed, digits Western", () => {
    expect(normaliseForSearch("  Red   ROSES ٢٤ ")).toBe("red roses 24");
  });

  test("Arabic diacritics (harakat, shadda, sukun, dagger alif) are ignored", () => {
    expect(normaliseForSearch("وَرْدٌ")).toBe("ورد");
    expect(normaliseForSearch("الزُّهُور")).toBe("الزهور");
    expect(normaliseForSearch("هٰذا")).toBe("هذا");
  });

  test("tatweel is ignored", () => {
    expect(normaliseForSearch("ورــــد")).toBe("ورد");
  });

  test("the alif forms أ إ آ ٱ all read as ا", () => {
    expect(normaliseForSearch("أزهار")).toBe("ازهار");
    expect(normaliseForSearch("إكليل")).toBe("اكليل");
    expect(normaliseForSearch("آس")).toBe("اس");
    expect(normaliseForSearch("ٱلورد")).toBe("الورد");
  });

  test("ة reads as ه and ى as ي", () => {
    expect(normaliseForSearch("باقة")).toBe("باقه");
    expect(normaliseForSearch("ليلى")).toBe("ليلي");
  });

  test("two spellings of one word meet", () => {
    expect(normaliseForSearch("باقَةُ أَزهارٍ")).toBe(normaliseForSearch("باقه ازهار"));
  });
});

describe("joinParts", () => {
  test("Arabic parts are joined by the Arabic comma «، », English ones by ', ', empty ones left out", () => {
    expect(listSeparator("ar")).toBe("، ");
    expect(joinParts(["مرسى دبي", null, "", "دبي"], "ar")).toBe("مرسى دبي، دبي");
    expect(joinParts(["Dubai Marina", undefined, "Dubai"], "en")).toBe("Dubai Marina, Dubai");
  });
});

describe("formatSlotHours", () => {
  test("English: a 12-hour clock, minutes only when there are some", () => {
    expect(formatSlotHours({ start: "09:00", end: "12:00" }, "en")).toBe("9am-12pm");
    expect(formatSlotHours({ start: "12:00", end: "17:00" }, "en")).toBe("12pm-5pm");
    expect(formatSlotHours({ start: "16:30", end: "21:00" }, "en")).toBe("4:30pm-9pm");
  });

  test("Arabic: morning, noon and evening named, a shared one said once", () => {
    expect(formatSlotHours({ start: "09:00", end: "12:00" }, "ar")).toBe(
      "9\u00a0صباحًا\u00a0–\u00a012\u00a0ظهرًا",
    );
    expect(formatSlotHours({ start: "12:00", end: "17:00" }, "ar")).toBe(
      "12\u00a0ظهرًا\u00a0–\u00a05\u00a0مساءً",
    );
    expect(formatSlotHours({ start: "17:00", end: "20:00" }, "ar")).toBe(
      "5\u00a0–\u00a08\u00a0مساءً",
    );
    expect(formatSlotHours({ start: "08:00", end: "11:30" }, "ar")).toBe(
      "8\u00a0–\u00a011:30\u00a0صباحًا",
    );
  });
});

describe("keepTimesWhole", () => {
  test("holds a time's number to its part of the day, in Arabic and English", () => {
    expect(keepTimesWhole("يوميًا، من 9 صباحًا حتى 9 مساءً")).toBe(
      "يوميًا، من 9\u00a0صباحًا حتى 9\u00a0مساءً",
    );
    expect(keepTimesWhole("Daily, 10 am – 8 PM")).toBe("Daily, 10\u00a0am – 8\u00a0PM");
  });

  test("leaves a number before any other word alone", () => {
    expect(keepTimesWhole("3 باقات, 12 amaryllis, Jumeirah 1")).toBe(
      "3 باقات, 12 amaryllis, Jumeirah 1",
    );
  });
});
