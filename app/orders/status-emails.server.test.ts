// The status emails' words: who is named, and that no price is ever in them.
import { describe, expect, test } from "vitest";
import type { Order } from "./order-reads.server";
import { statusEmailText } from "./status-emails.server";

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
  status: "In delivery",
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

const gift: Order = {
  ...order,
  recipientName: "Noor",
  recipientPhone: "+971507654321",
  cardMessage: "Happy birthday",
};

describe("statusEmailText", () => {
  test("out for delivery: the order, the day and slot, addressed to the customer", () => {
    const text = statusEmailText(order, "out-for-delivery", "Maison Florale").join("\n");
    expect(text).toContain("Dear Layla Haddad,");
    expect(text).toContain("MF-10001 has left the atelier and is on its way to you.");
    expect(text).toContain("Friday 20 March 2026, Evening (5pm-8pm)");
  });

  test("a gift names its recipient, and nothing else of theirs; no email carries a price", () => {
    for (const kind of ["out-for-delivery", "delivered"] as const) {
      const text = statusEmailText(gift, kind, "Maison Florale").join("\n");
      expect(text).toContain("Noor");
      expect(text).not.toContain("+971507654321");
      expect(text).not.toContain("Happy birthday");
      expect(text).not.toMatch(/AED|495/);
    }
    expect(statusEmailText(gift, "delivered", "Maison Florale")).toContain(
      "Your order MF-10001 has been delivered to Noor.",
    );
  });
});
