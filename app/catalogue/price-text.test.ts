import { describe, expect, test } from "vitest";
import { cardPriceText, fromPrice } from "./price-text";

describe("card price text: 'AED min - AED max', or one price", () => {
  test("a range from the cheapest to the dearest size", () => {
    expect(
      cardPriceText({
        basePrice: 0,
        sizes: [{ price: 145000 }, { price: 85000 }, { price: 95000 }],
      }),
    ).toBe("AED 850 - AED 1,450");
  });

  test("one price when every size costs the same", () => {
    expect(cardPriceText({ basePrice: 0, sizes: [{ price: 95000 }, { price: 95000 }] })).toBe(
      "AED 950",
    );
  });

  test("the base price without sizes, else 0", () => {
    expect(cardPriceText({ basePrice: 72050, sizes: [] })).toBe("AED 720.50");
    expect(cardPriceText({ basePrice: 0, sizes: [] })).toBe("AED 0");
  });

  test("sizes without a valid price are ignored", () => {
    expect(
      cardPriceText({ basePrice: 50000, sizes: [{ price: Number.NaN }, { price: 60000 }] }),
    ).toBe("AED 600");
    expect(fromPrice({ basePrice: 50000, sizes: [{ price: -1 }] })).toBe(50000);
  });
});
