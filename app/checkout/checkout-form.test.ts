import { describe, expect, it } from "vitest";
import { CheckoutForm, MISSING_DATE } from "./checkout-form";
import { allInEnglish, inEnglish } from "~/i18n/in-english.server";

const valid = {
  name: "Layla Haddad",
  email: "layla@example.com",
  phone: "050 123 4567",
  emirate: "Dubai",
  area: "Jumeirah",
  building: "Villa 12",
  itemId: "0123456789abcdef01234567",
  size: "Grand",
  date: "2030-05-01",
  time: "evening",
  price: 139000,
  key: "4f6c1f7e-0d1b-4c55-9a55-0d6f3c1f0a11",
};

describe("CheckoutForm", () => {
  it("accepts a complete order and normalises the phone to E.164", () => {
    const parsed = CheckoutForm.parse(valid);
    expect(parsed.phone).toBe("+971501234567");
  });

  it("refuses a blank name with the field's message", () => {
    const result = CheckoutForm.safeParse({ ...valid, name: "   " });
    expect(result.success).toBe(false);
    expect(allInEnglish(result.error?.issues[0])).toMatchObject({
      path: ["name"],
      message: "Please enter your full name.",
    });
  });

  it("takes the delivery address as its group of fields, Makani in any digits", () => {
    const parsed = CheckoutForm.parse({ ...valid, flat: "", makani: "٣٤٥٦٧ ٨٩٠١٢" });
    expect(parsed).toMatchObject({ emirate: "Dubai", area: "Jumeirah", building: "Villa 12" });
    expect(parsed.flat).toBeUndefined();
    expect(parsed.makani).toBe("3456789012");
    const missing = CheckoutForm.safeParse({ ...valid, building: " " });
    expect(allInEnglish(missing.error?.issues[0])).toMatchObject({
      path: ["building"],
      message: "Please enter the building or villa.",
    });
  });

  it("asks for a delivery date when none is chosen", () => {
    const result = CheckoutForm.safeParse({ ...valid, date: undefined });
    expect(result.error?.issues[0]?.message).toBe(MISSING_DATE);
  });

  const gift = { ...valid, gift: true, recipientName: "Noor", recipientPhone: "٠٥٠ ٧٦٥ ٤٣٢١" };

  it("keeps a card message to 250 characters, Arabic too, and checks the recipient's mobile", () => {
    const arabic = "م".repeat(250);
    expect(CheckoutForm.parse({ ...gift, cardMessage: arabic }).cardMessage).toBe(arabic);
    const long = CheckoutForm.safeParse({ ...gift, cardMessage: "x".repeat(251) });
    expect(long.error?.issues.map((issue) => inEnglish(issue.message))).toEqual([
      "A card message is at most 250 characters.",
    ]);
    expect(CheckoutForm.safeParse({ ...gift, recipientPhone: "12" }).success).toBe(false);
  });

  it("a gift needs the recipient's name and a UAE mobile, Arabic-Indic digits read as 0–9", () => {
    expect(CheckoutForm.parse(gift).recipientPhone).toBe("+971507654321");
    const bare = CheckoutForm.safeParse({ ...valid, gift: true });
    expect(bare.error?.issues.map((issue) => [issue.path[0], inEnglish(issue.message)])).toEqual([
      ["recipientName", "Please enter the recipient's name."],
      ["recipientPhone", "Please enter the recipient's UAE mobile number, e.g. +971 50 123 4567."],
    ]);
    // A landline or a number abroad is no mobile the driver can message.
    for (const recipientPhone of ["04 123 4567", "+44 7911 123456"]) {
      expect(CheckoutForm.safeParse({ ...gift, recipientPhone }).success).toBe(false);
    }
    // A card message alone makes a gift, too.
    expect(CheckoutForm.safeParse({ ...valid, cardMessage: "With love" }).success).toBe(false);
    expect(CheckoutForm.parse({ ...gift, surprise: true, anonymous: true })).toMatchObject({
      surprise: true,
      anonymous: true,
    });
  });
});
