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
    expect(input.deliveries[0]!.items[0]!.price).toBe(125050);
    expect(input.totalAmount).toBe(125050);
  });

  test("finer than a fil, are no price of the shop (null) rather than refused", () => {
    const input = order(10.005, 10.005);
    expect(input.deliveries[0]!.items[0]!.price).toBeNull();
    expect(input.totalAmount).toBeNull();
  });
});

const buyer = {
  customerName: "Layla Haddad",
  email: "layla@example.com",
  phone: "+971501234567",
};
const gift = (deliveryDate: string) => ({
  items: [{ itemId: "0123456789abcdef01234567", price: 950 }],
  deliveryDate,
  deliveryTime: "morning",
  address: "Villa 12, Jumeirah",
});

describe("an order of several gifts", () => {
  test("is the buyer once and each gift a delivery, the total optional", () => {
    const input = OrderInput.parse({
      ...buyer,
      deliveries: [gift("2026-12-01"), gift("2026-12-02")],
    });
    expect(input.oneBody).toBeUndefined();
    expect(input.totalAmount).toBeUndefined();
    expect(input.deliveries.map((d) => d.deliveryDate)).toEqual(["2026-12-01", "2026-12-02"]);
    expect(input.deliveries[1]!.items[0]!.price).toBe(95000);
  });

  test("the one-gift body is an order of one delivery", () => {
    const input = OrderInput.parse({ ...buyer, ...gift("2026-12-01"), totalAmount: 950 });
    expect(input.oneBody).toBe(true);
    expect(input.deliveries).toHaveLength(1);
    expect(input.deliveries[0]!.deliveryTime).toBe("morning");
  });

  test("names the gift a problem is in", () => {
    const result = OrderInput.safeParse({
      ...buyer,
      deliveries: [gift("2026-12-01"), { ...gift("2026-12-02"), address: undefined }],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join("."))).toEqual([
      "deliveries.1.address",
    ]);
  });

  test("keeps a gift's fields inside deliveries, and 1 to 20 gifts", () => {
    const beside = OrderInput.safeParse({
      ...buyer,
      ...gift("2026-12-01"),
      deliveries: [gift("2026-12-01")],
    });
    expect(beside.error!.issues.map((issue) => issue.path.join("."))).toEqual(
      expect.arrayContaining(["items", "deliveryDate", "address"]),
    );
    expect(OrderInput.safeParse({ ...buyer, deliveries: [] }).success).toBe(false);
    const many = Array.from({ length: 21 }, () => gift("2026-12-01"));
    expect(OrderInput.safeParse({ ...buyer, deliveries: many }).success).toBe(false);
  });
});
