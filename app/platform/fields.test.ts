import { describe, expect, test } from "vitest";
import { dateText, phoneNumber, requiredText } from "./fields";

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("requiredText", () => {
  test("trims, and refuses a missing or blank text with its message", () => {
    const name = requiredText("Name is required.", 5);
    expect(name.parse("  Noor ")).toBe("Noor");
    expect(messages(name.safeParse(undefined))).toEqual(["Name is required."]);
    expect(messages(name.safeParse("   "))).toEqual(["Name is required."]);
  });

  test("a text too long says the given words, else the missing text's", () => {
    expect(messages(requiredText("Name is required.", 3, "Too long.").safeParse("Layla"))).toEqual([
      "Too long.",
    ]);
    expect(messages(requiredText("Name is required.", 3).safeParse("Layla"))).toEqual([
      "Name is required.",
    ]);
  });
});

describe("phoneNumber", () => {
  const phone = phoneNumber("Please enter a valid phone number.");

  test("a UAE mobile typed locally is stored in E.164", () => {
    expect(phone.parse(" 050 123 4567 ")).toBe("+971501234567");
  });

  test("typed in any of the three digit scripts, the same number in 0–9", () => {
    // Western, Arabic-Indic (an Arabic keyboard's) and Persian digits, and the scripts mixed.
    for (const typed of ["050 123 4567", "٠٥٠ ١٢٣ ٤٥٦٧", "۰۵۰ ۱۲۳ ۴۵۶۷", "+٩٧١ 50 ۱۲۳ 4567"]) {
      expect(phone.parse(typed)).toBe("+971501234567");
    }
    expect(messages(phone.safeParse("٠٥٠ ١٢٣"))).toEqual(["Please enter a valid phone number."]);
  });

  test("missing, too long or not a number: the one message", () => {
    for (const value of [undefined, "", "1".repeat(41), "not a phone"]) {
      expect(messages(phone.safeParse(value))).toEqual(["Please enter a valid phone number."]);
    }
  });
});

describe("dateText", () => {
  test("takes YYYY-MM-DD only, and says its message for anything else", () => {
    const date = dateText("Use YYYY-MM-DD.");
    expect(date.parse("2027-02-14")).toBe("2027-02-14");
    expect(messages(date.safeParse("14/02/2027"))).toEqual(["Use YYYY-MM-DD."]);
    expect(messages(date.safeParse(undefined))).toEqual(["Use YYYY-MM-DD."]);
  });

  test("typed in Arabic-Indic or Persian digits, kept as 0–9", () => {
    const date = dateText("Use YYYY-MM-DD.");
    expect(date.parse("٢٠٢٧-٠٢-١٤")).toBe("2027-02-14");
    expect(date.parse("۲۰۲۷-۰۲-۱۴")).toBe("2027-02-14");
    expect(date.parse("2027-٠٢-۱۴")).toBe("2027-02-14");
    expect(messages(date.safeParse("١٤/٠٢/٢٠٢٧"))).toEqual(["Use YYYY-MM-DD."]);
  });
});
