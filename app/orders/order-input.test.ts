import { describe, expect, test } from "vitest";
import { OrderInput } from "./order-input";

const order = (price: number, totalAmount: number) =>
  OrderInput.parse({
    customerName: "Layla Haddad",
    email: "layla@example.com",
    phone: "+971501234567",
    address: "Villa 12, Jumeirah",
    items: [{ itemId: "0123456789abcdef01234567", price }],
    totalAmount,
    deliveryDate: "2026-12-01",
  });

describe("the amounts of an order as sent", () => {
  test("are read from AED into fils", () => {
    const input = order(1250.5, 1250.5);
    expect(input.items[0]!.price).toBe(125050);
    expect(input.totalAmount).toBe(125050);
  });

  test("finer than a fil, are no price of the shop (null) rather than refused", () => {
    const input = order(10.005, 10.005);
    expect(input.items[0]!.price).toBeNull();
    expect(input.totalAmount).toBeNull();
  });
});
