// The confirmation's words: what the customer and the shop read about a gift.
import { describe, expect, test } from "vitest";
import { A_GIFT, anOrder } from "../../tests/support/orders";
import { confirmationText } from "./confirmation-email.server";

const order = anOrder();

describe("confirmationText", () => {
  test("a gift names its recipient and carries the card", () => {
    const text = confirmationText(anOrder(A_GIFT), "Maison Florale");
    expect(text).toContain("For: Noor (+971507654321)");
    expect(text).toContain('Card: "Happy birthday"');
  });

  test("a card message without a recipient's name is still a gift: the card is in the email", () => {
    const text = confirmationText({ ...order, cardMessage: "With love" }, "Maison Florale");
    expect(text).toContain('Card: "With love"');
  });

  test("an order for the customer has no gift lines", () => {
    const text = confirmationText(order, "Maison Florale");
    expect(text.some((line) => line.startsWith("For:") || line.startsWith("Card:"))).toBe(false);
  });
});
