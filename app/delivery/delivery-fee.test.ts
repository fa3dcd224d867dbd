import { expect, test } from "vitest";
import { deliveryFeeFor } from "./delivery-fee";

test("the fee is charged under the threshold and dropped from it on", () => {
  const settings = { deliveryFee: 2500, freeDeliveryFrom: 50000 };
  expect(deliveryFeeFor(49999, settings)).toBe(2500);
  expect(deliveryFeeFor(50000, settings)).toBe(0);
  expect(deliveryFeeFor(120000, settings)).toBe(0);
});

test("without a threshold the fee is always charged; a fee of 0 is free delivery", () => {
  expect(deliveryFeeFor(1_000_000, { deliveryFee: 2500, freeDeliveryFrom: null })).toBe(2500);
  expect(deliveryFeeFor(100, { deliveryFee: 0, freeDeliveryFrom: null })).toBe(0);
});
