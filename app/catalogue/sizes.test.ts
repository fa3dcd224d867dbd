import { expect, test } from "vitest";
import { sizeNamed, sizesOffered } from "./sizes";

const grand = { sizeName: "Grand", price: 95000, comparePrice: 110000 };
const petite = { sizeName: "Petite", price: 65000, comparePrice: null };

test("a bouquet is sold in its own sizes, or in one Standard size at its base price", () => {
  expect(sizesOffered({ sizes: [petite, grand], basePrice: 0 })).toEqual([petite, grand]);
  expect(sizesOffered({ sizes: [], basePrice: 50000 })).toEqual([
    { sizeName: "Standard", price: 50000, comparePrice: null },
  ]);
});

test("a size is found by its name in any case; without sizes, the Standard one whatever is asked", () => {
  expect(sizeNamed({ sizes: [petite, grand], basePrice: 0 }, "grand")).toEqual(grand);
  expect(sizeNamed({ sizes: [petite, grand], basePrice: 0 }, "Medium")).toBeUndefined();
  expect(sizeNamed({ sizes: [petite, grand], basePrice: 0 }, null)).toBeUndefined();
  expect(sizeNamed({ sizes: [], basePrice: 50000 }, "grand")).toEqual({
    sizeName: "Standard",
    price: 50000,
    comparePrice: null,
  });
});
