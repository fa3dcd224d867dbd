import { expect, test } from "vitest";
import {
  invoiceNumberOf,
  ORDER_NUMBER_START,
  orderNumberOf,
  orderSequenceOf,
} from "./order-number";

test("orders are numbered MF-10001 onwards, and each invoice shares its order's number", () => {
  expect(orderNumberOf(ORDER_NUMBER_START)).toBe("MF-10001");
  expect(invoiceNumberOf(orderNumberOf(10042))).toBe("INV-10042");
});

test("a typed order number is read with or without its prefix, in any case", () => {
  expect(orderSequenceOf("MF-10042")).toBe(10042);
  expect(orderSequenceOf("mf10042")).toBe(10042);
  expect(orderSequenceOf("10042")).toBe(10042);
  expect(orderSequenceOf("MF-42")).toBeNull();
  expect(orderSequenceOf("INV-10042")).toBeNull();
});
