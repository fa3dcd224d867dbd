import { expect, test } from "vitest";
import { invoiceNumberOf, ORDER_NUMBER_START, orderNumberOf } from "./order-number";

test("orders are numbered MF-10001 onwards, and each invoice shares its order's number", () => {
  expect(orderNumberOf(ORDER_NUMBER_START)).toBe("MF-10001");
  expect(invoiceNumberOf(orderNumberOf(10042))).toBe("INV-10042");
});
