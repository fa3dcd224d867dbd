// The confirmation's words: what the customer and the shop read about a gift.
import { describe, expect, test } from "vitest";
import { confirmationText } from "./confirmation-email.server";
import type { Order } from "./order-reads.server";

const order: Order = {
  id: "0123456789abcdef01234567",
  sequence: 10001,
  orderNumber: "MF-10001",
  customerName: "Layla Haddad",
  email: "layla@example.com",
  phone: "+971501234567",
  address: "Villa 12, Jumeirah 1, Dubai",
  notes: "",
  recipientName: null,
  recipientPhone: null,
  cardMessage: null,
  deliveryDate: "2026-03-20",
  deliveryTime: "evening",
  status: "New paid order",
  totalAmount: 49500,
  currency: "AED",
  vatAmount: 2357,
  deliveryFee: 0,
  idempotencyKey: null,
  idempotencyFingerprint: null,
  createdAt: "2026-03-10T08:00:00.000Z",
  updatedAt: "2026-03-10T08:00:00.000Z",
  lines: [],
  history: [],
};

describe("confirmationText", () => {
  test("a gift names its recipient and carries the card", () => {
    const text = confirmationText(
      {
        ...order,
        recipientName: "Noor",
        recipientPhone: "+971507654321",
        cardMessage: "Happy birthday",
      },
      "Maison Florale",
    );
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
