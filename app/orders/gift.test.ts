import { describe, expect, test } from "vitest";
import { giftIssues, giftOf, giftRulesApply, isUaeMobile, senderShownToRecipient } from "./gift";
import { allInEnglish } from "~/i18n/in-english.server";

const none = { recipientName: null, recipientPhone: null, cardMessage: null };

describe("giftOf", () => {
  test("any one of recipient name, recipient phone or card message makes a gift", () => {
    expect(giftOf({ ...none, recipientName: "Noor" })).toEqual({ ...none, recipientName: "Noor" });
    expect(giftOf({ ...none, recipientPhone: "+971507654321" })).not.toBeNull();
    expect(giftOf({ ...none, cardMessage: "With love" })).toEqual({
      ...none,
      cardMessage: "With love",
    });
  });

  test("an order with none of them, or only empty ones, is for the customer", () => {
    expect(giftOf(none)).toBeNull();
    expect(giftOf({ recipientName: "", recipientPhone: "", cardMessage: "" })).toBeNull();
  });
});

describe("the gift rules", () => {
  test("a recipient's name and a UAE mobile are what a gift needs", () => {
    expect(giftIssues({ recipientName: "Noor", recipientPhone: "+971507654321" })).toBeNull();
    expect(
      allInEnglish(giftIssues({ recipientName: " ", recipientPhone: "+97141234567" })),
    ).toEqual({
      recipientName: ["Please enter the recipient's name."],
      recipientPhone: ["Please enter the recipient's UAE mobile number, e.g. +971 50 123 4567."],
    });
    expect(isUaeMobile("+447911123456")).toBe(false);
  });

  test("the JSON API holds to them every order with a recipient, and gifts using the Dubai delivery fields", () => {
    // A recipient's name makes it a gift to reach, whatever the form of the address.
    expect(giftRulesApply({ recipientName: "Noor" })).toBe(true);
    expect(giftRulesApply({ cardMessage: "With love" })).toBe(false);
    expect(giftRulesApply({ recipientName: "Noor", deliveryAddress: { area: "JLT" } })).toBe(true);
    expect(giftRulesApply({ surprise: true })).toBe(true);
    expect(giftRulesApply({ deliveryAddress: { area: "JLT" } })).toBe(false);
  });

  test("an anonymous card shows the recipient no sender", () => {
    expect(senderShownToRecipient({ customerName: "Layla", anonymous: false })).toBe("Layla");
    expect(senderShownToRecipient({ customerName: "Layla", anonymous: true })).toBeNull();
  });
});
