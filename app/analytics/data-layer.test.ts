import { describe, expect, test } from "vitest";
import { analyticsUrl } from "./data-layer";

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
