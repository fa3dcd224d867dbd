// The demo portfolio's eight pictures, laid out by the portfolio page's own rule.
import { describe, expect, test } from "vitest";
import { galleryShares } from "~/content/gallery-layout";
import { portfolioShots } from "./portfolio";

describe("the demo portfolio", () => {
  test("its eight shots make four rows", () => {
    const shares = galleryShares(portfolioShots);
    expect(shares).toHaveLength(8);
    for (let row = 0; row < 8; row += 2) {
      expect(shares[row]! + shares[row + 1]!).toBeCloseTo(1);
    }
  });
});
