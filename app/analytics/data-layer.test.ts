import { describe, expect, test } from "vitest";
import { analyticsItem, analyticsUrl } from "./data-layer";

describe("products sent to analytics", () => {
  test("carry their price in AED, read from fils, and 'Flowers' when they have no category", () => {
    expect(analyticsItem({ id: "a1", title: "Blush Peonies", price: 125050 })).toEqual({
      item_id: "a1",
      item_name: "Blush Peonies",
      item_category: "Flowers",
      price: 1250.5,
      currency: "AED",
      quantity: 1,
    });
  });
});

describe("addresses sent to analytics", () => {
  test("leave out the order link's key, and nothing else", () => {
    const url = analyticsUrl(
      "https://maisonflorale.ae/thank-you?order=0123456789abcdef01234567&key=s3cr3tK3y",
    );
    expect(url.href).toBe("https://maisonflorale.ae/thank-you?order=0123456789abcdef01234567");
  });

  test("an address without a key is left exactly as it was", () => {
    const href = "https://maisonflorale.ae/search?q=white%20roses&sort=price-low";
    expect(analyticsUrl(href).href).toBe(href);
  });
});
