import { describe, expect, test } from "vitest";
import { catalogueHref, nextSort, parseSort } from "./catalogue-url";

describe("sort cycle: all three orders reachable", () => {
  test("newest → price-low → price-high → newest", () => {
    expect(nextSort("newest")).toBe("price-low");
    expect(nextSort("price-low")).toBe("price-high");
    expect(nextSort("price-high")).toBe("newest");
  });

  test("unknown or missing values read as newest", () => {
    expect(parseSort("price-high")).toBe("price-high");
    expect(parseSort("price-low")).toBe("price-low");
    expect(parseSort(null)).toBe("newest");
    expect(parseSort("cheapest")).toBe("newest");
    expect(parseSort("constructor")).toBe("newest");
  });
});

describe("catalogue URLs", () => {
  test("category and sort are query parameters; the default sort is left out", () => {
    expect(catalogueHref("/", { category: "roses", sort: "newest" }, "catalogue")).toBe(
      "/?category=roses#catalogue",
    );
    expect(catalogueHref("/", { category: "roses", sort: "price-low" }, "catalogue")).toBe(
      "/?category=roses&sort=price-low#catalogue",
    );
    expect(catalogueHref("/collection", { sort: "price-high" })).toBe(
      "/collection?sort=price-high",
    );
    expect(catalogueHref("/roses", { category: null, sort: "newest" })).toBe("/roses");
  });

  test("slugs are encoded", () => {
    expect(catalogueHref("/", { category: "a&b c", sort: "newest" })).toBe("/?category=a%26b+c");
  });
});
