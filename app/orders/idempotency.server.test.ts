import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { orderFingerprint } from "./idempotency.server";
import { OrderInput } from "./order-input";

const request = {
  customerName: "Layla Haddad",
  email: "layla@example.com",
  phone: "+971 50 123 4567",
  address: "Villa 12, Jumeirah",
  items: [{ itemId: "0123456789abcdef01234567", price: 1250.5, size: "Grand" }],
  totalAmount: 1250.5,
  deliveryDate: "2026-12-01",
  idempotencyKey: "order-5f1c2a9e",
};

describe("an order's fingerprint", () => {
  test("is the request as validated, amounts in the AED the client sent, without the key", () => {
    const asSent =
      '{"address":"Villa 12, Jumeirah","customerName":"Layla Haddad","deliveryDate":"2026-12-01",' +
      '"deliveryTime":"any","email":"layla@example.com","items":[{"itemId":"0123456789abcdef01234567",' +
      '"price":1250.5,"quantity":1,"size":"Grand"}],"notes":"","phone":"+971501234567","totalAmount":1250.5}';
    expect(orderFingerprint(OrderInput.parse(request))).toBe(
      createHash("sha256").update(asSent).digest("hex"),
    );
  });

  test("differs when an amount does", () => {
    const other = { ...request, totalAmount: 1250 };
    expect(orderFingerprint(OrderInput.parse(other))).not.toBe(
      orderFingerprint(OrderInput.parse(request)),
    );
  });
});
