import { describe, expect, test } from "vitest";
import {
  aedDecimal,
  aedFromFils,
  filsFromAed,
  formatAed,
  formatAedCompact,
  vatIncluded,
  vatShares,
} from "./money";

describe("money", () => {
  test("formats whole dirhams without decimals and fils with two", () => {
    expect(formatAed(125000)).toBe("AED 1,250");
    expect(formatAed(125050)).toBe("AED 1,250.50");
    expect(formatAed(0)).toBe("AED 0");
    expect(formatAed(99)).toBe("AED 0.99");
  });

  test("reads JSON AED amounts as whole fils and refuses fractions of a fil", () => {
    expect(filsFromAed(1250)).toBe(125000);
    expect(filsFromAed(1250.5)).toBe(125050);
    expect(filsFromAed(0.1 + 0.2)).toBe(30);
    expect(filsFromAed(10.005)).toBeNull();
    expect(filsFromAed(-1)).toBeNull();
    expect(filsFromAed(Number.NaN)).toBeNull();
    expect(aedFromFils(125050)).toBe(1250.5);
  });

  test("writes AED with exactly two decimals for structured data", () => {
    expect(aedDecimal(125000)).toBe("1250.00");
    expect(aedDecimal(125050)).toBe("1250.50");
    expect(aedDecimal(1005)).toBe("10.05");
    expect(aedDecimal(99)).toBe("0.99");
    expect(aedDecimal(0)).toBe("0.00");
  });

  test("writes a chart's scale short: thousands as k, one decimal at most", () => {
    expect(formatAedCompact(0)).toBe("AED 0");
    expect(formatAedCompact(50000)).toBe("AED 500");
    expect(formatAedCompact(125000)).toBe("AED 1.3k");
    expect(formatAedCompact(250000)).toBe("AED 2.5k");
    expect(formatAedCompact(10000000)).toBe("AED 100k");
  });

  test("VAT is the 5% contained in a VAT-inclusive price, rounded to the fil", () => {
    expect(vatIncluded(105000)).toBe(5000);
    expect(vatIncluded(65000)).toBe(3095);
    expect(vatIncluded(0)).toBe(0);
  });

  test("an order's VAT is the total's, rounded once; its lines share it to the fil", () => {
    // AED 1,050.10 and AED 105.10: 50.00 and 5.00 line by line, 55.01 on the total.
    expect(vatIncluded(105010) + vatIncluded(10510)).toBe(5500);
    expect(vatIncluded(115520)).toBe(5501);
    expect(vatShares([105010, 10510])).toEqual([5001, 500]);
    expect(vatShares([105010, 10510, 0])).toEqual([5001, 500, 0]);
    expect(vatShares([95000])).toEqual([vatIncluded(95000)]);
    expect(vatShares([0, 0])).toEqual([0, 0]);
    // Three equal lines: the leftover fil goes to the first.
    expect(vatShares([1000, 1000, 1000])).toEqual([48, 48, 47]);
  });
});
