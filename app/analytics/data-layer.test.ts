import { afterEach, describe, expect, test, vi } from "vitest";
import { analyticsItem, analyticsUrl, purchaseParams, track } from "./data-layer";

describe("events pushed to the data layer", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const pushedOn = (pathname: string) => {
    const page = { location: { pathname }, dataLayer: [] as Record<string, unknown>[] };
    vi.stubGlobal("window", page);
    track("add_to_cart", { ecommerce: { currency: "AED", value: 950 } });
    track("js_error");
    return page.dataLayer;
  };

  test("carry the language of the page, 'ar' under /ar, with their English names", () => {
    expect(pushedOn("/ar/collection/0123456789abcdef01234567")).toEqual([
      { event: "add_to_cart", ecommerce: { currency: "AED", value: 950 }, language: "ar" },
      { event: "js_error", language: "ar" },
    ]);
    expect(pushedOn("/ar")).toEqual([
      expect.objectContaining({ event: "add_to_cart", language: "ar" }),
      { event: "js_error", language: "ar" },
    ]);
  });

  test("say 'en' on every other page", () => {
    expect(pushedOn("/collection/0123456789abcdef01234567")).toEqual([
      { event: "add_to_cart", ecommerce: { currency: "AED", value: 950 }, language: "en" },
      { event: "js_error", language: "en" },
    ]);
    expect(pushedOn("/archive").map((event) => event.language)).toEqual(["en", "en"]);
  });
});

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

describe("a purchase sent to analytics", () => {
  test("carries the order's amounts in AED, read from fils", () => {
    const order = {
      orderNumber: "MF-10042",
      userData: { sha256_email_address: "ab12" },
      total: 127550,
      vat: 6074,
      deliveryFee: 2500,
      lines: [{ itemId: "a1", title: "Blush Peonies", size: "Grand", price: 125050 }],
    };
    expect(purchaseParams(order)).toEqual({
      user_data: { sha256_email_address: "ab12" },
      ecommerce: {
        transaction_id: "MF-10042",
        currency: "AED",
        value: 1275.5,
        tax: 60.74,
        shipping: 25,
        items: [
          {
            item_id: "a1",
            item_name: "Blush Peonies",
            item_variant: "Grand",
            price: 1250.5,
            quantity: 1,
          },
        ],
      },
    });
  });
});
