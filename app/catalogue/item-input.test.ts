import { describe, expect, test } from "vitest";
import { ItemFields, SizeInput } from "./item-input";

const size = (price: unknown, comparePrice?: unknown) =>
  SizeInput.safeParse({ sizeName: "Grand", price, comparePrice });

describe("prices an admin types or a client sends", () => {
  test("are read in AED and kept as whole fils", () => {
    expect(size(1250.5).data?.price).toBe(125050);
    expect(size(" 1250.50 ").data?.price).toBe(125050);
    expect(size(1_000_000).data?.price).toBe(100_000_000);
    expect(size(650, "").data?.comparePrice).toBeUndefined();
    expect(size(650, "800").data?.comparePrice).toBe(80000);
    expect(ItemFields.parse({ price: 950 }).price).toBe(95000);
  });

  test("are refused once, in the same words, when they are not an amount of fils", () => {
    for (const wrong of ["abc", "", -1, 10.005, 1_000_000.01, Number.POSITIVE_INFINITY]) {
      const issues = size(wrong).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        ["price", "Please enter a valid price"],
      ]);
    }
  });
});
