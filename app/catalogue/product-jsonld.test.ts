import { describe, expect, test } from "vitest";
import type { ItemView } from "~/catalogue/item-view";
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from "./product-jsonld";

const origin = "https://maisonflorale.ae";

const item: ItemView = {
  id: "0123456789abcdef01234567",
  title: "Ivory Hour",
  titleLang: "en",
  shortDescription: "Avalanche roses and white ranunculus.",
  shortDescriptionLang: "en",
  longDescription: "A study in quiet luxury.",
  longDescriptionLang: "en",
  category: { name: "Signature Bouquets", nameLang: "en", slug: "signature-bouquets" },
  images: ["aaaaaaaaaaaaaaaaaaaaaaaa", "https://cdn.example.com/ivory.jpg"],
  price: { amount: 65000, compareAt: null, from: true },
  offers: [
    { name: "Petite", label: "Petite", labelLang: "en", price: 65000 },
    { name: "Grand Luxe", label: "Grand Luxe", labelLang: "en", price: 145050 },
  ],
  ingredients: ["Avalanche roses"],
  ingredientsLang: "en",
  sizeDetails: [],
  dimensions: null,
  dimensionsLang: "en",
  care: [],
  careLang: "en",
  inStock: true,
  updatedAt: "2026-01-02T10:00:00.000Z",
};

describe("product JSON-LD", () => {
  test("describes the item with one AED offer per size", () => {
    const product = productJsonLd(item, { origin, shopName: "Maison Florale" });
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Ivory Hour",
      description: "A study in quiet luxury.",
      sku: item.id,
      brand: { "@type": "Brand", name: "Maison Florale" },
      category: "Signature Bouquets",
    });
    expect(product.image).toEqual([
      `${origin}/api/images/aaaaaaaaaaaaaaaaaaaaaaaa?w=1200`,
      "https://cdn.example.com/ivory.jpg",
    ]);
    expect(product.offers).toEqual([
      {
        "@type": "Offer",
        name: "Petite",
        price: "650.00",
        priceCurrency: "AED",
        availability: "https://schema.org/InStock",
        url: `${origin}/collection/${item.id}?size=Petite`,
      },
      {
        "@type": "Offer",
        name: "Grand Luxe",
        price: "1450.50",
        priceCurrency: "AED",
        availability: "https://schema.org/InStock",
        url: `${origin}/collection/${item.id}?size=Grand%20Luxe`,
      },
    ]);
  });

  test("an item without sizes has a single offer at the item's address", () => {
    const product = productJsonLd(
      {
        ...item,
        category: null,
        longDescription: "",
        offers: [{ name: "Standard", label: "Standard", labelLang: "en", price: 49500 }],
      },
      { origin, shopName: "Maison Florale" },
    );
    expect(product.description).toBe("Avalanche roses and white ranunculus.");
    expect(product).not.toHaveProperty("category");
    expect(product.offers).toEqual([
      {
        "@type": "Offer",
        price: "495.00",
        priceCurrency: "AED",
        availability: "https://schema.org/InStock",
        url: `${origin}/collection/${item.id}`,
      },
    ]);
  });

  test("an out-of-stock item's offers say so", () => {
    const product = productJsonLd(
      { ...item, inStock: false },
      { origin, shopName: "Maison Florale" },
    );
    expect(product.offers.map((offer) => offer.availability)).toEqual([
      "https://schema.org/OutOfStock",
      "https://schema.org/OutOfStock",
    ]);
  });

  test("the breadcrumb runs Home / Collection / title", () => {
    expect(breadcrumbJsonLd(item, origin).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Collection", item: `${origin}/collection` },
      {
        "@type": "ListItem",
        position: 3,
        name: "Ivory Hour",
        item: `${origin}/collection/${item.id}`,
      },
    ]);
  });

  test("catalogue text cannot break out of the script element", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script> & <!--" });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> & <!--" });
  });
});
