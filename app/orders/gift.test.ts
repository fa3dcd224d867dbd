import { describe, expect, test } from "vitest";
import { giftOf } from "./gift";

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
