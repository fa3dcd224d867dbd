import { describe, expect, test } from "vitest";
import type { Item } from "~/catalogue/items.server";
import {
  chosenSizeDetails,
  galleryIndex,
  INGREDIENTS_FALLBACK,
  itemPrice,
  itemView,
} from "./item-view";

const size = (sizeName: string, price: number, comparePrice: number | null = null) => ({
  id: sizeName,
  sizeName,
  sizeNameAr: null,
  price,
  comparePrice,
  description: null,
  ingredients: [],
  descriptionAr: null,
  ingredientsAr: [],
  dimensions: null,
  dimensionsAr: null,
});

const item: Item = {
  id: "0123456789abcdef01234567",
  title: "Ivory Hour",
  shortDescription: "",
  longDescription: "A study in quiet luxury.",
  titleAr: null,
  shortDescriptionAr: null,
  longDescriptionAr: null,
  basePrice: 0,
  fromPrice: 65000,
  mainImageId: "aaaaaaaaaaaaaaaaaaaaaaaa",
  galleryImageIds: ["bbbbbbbbbbbbbbbbbbbbbbbb", "aaaaaaaaaaaaaaaaaaaaaaaa"],
  isNew: false,
  featured: true,
  inStock: true,
  isAddOn: false,
  ingredients: [],
  ingredientsAr: [],
  dimensions: "  ",
  dimensionsAr: null,
  care: null,
  careAr: null,
  categories: [
    { id: "c1", name: "Signature Bouquets", nameAr: null, slug: "signature-bouquets" },
    { id: "c2", name: "Roses", nameAr: "ورود", slug: "roses" },
  ],
  sizes: [size("Signature", 95000), size("Petite", 65000, 75000)],
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
};

describe("item view", () => {
  test("a bouquet with ingredients only on its sizes shows theirs, and the chosen size's own", () => {
    const sized: Item = {
      ...item,
      sizes: [
        { ...size("Petite", 65000), ingredients: [] },
        {
          ...size("Signature", 95000),
          description: "About 30 stems",
          ingredients: ["Garden roses", "Eucalyptus", "Silk ribbon"],
        },
      ],
    };
    const view = itemView(sized);
    expect(view.ingredients).toEqual(["Garden roses", "Eucalyptus", "Silk ribbon"]);
    expect(view.ingredientsLang).toBe("en");
    expect(chosenSizeDetails(view, "Signature")).toMatchObject({
      name: "Signature",
      description: "About 30 stems",
      descriptionLang: "en",
      ingredients: ["Garden roses", "Eucalyptus", "Silk ribbon"],
      ingredientsLang: "en",
      dimensions: null,
    });
    // A size with nothing of its own written: the bouquet's list stands.
    expect(chosenSizeDetails(view, "Petite")).toBeNull();
    expect(chosenSizeDetails(view, undefined)).toBeNull();
  });

  test("shapes the page's data, with defaults for what the item lacks", () => {
    const view = itemView(item);
    expect(view.shortDescription).toBe("Beautiful floral arrangement");
    expect(view.category).toEqual({
      name: "Signature Bouquets",
      nameLang: "en",
      slug: "signature-bouquets",
    });
    expect(view.images).toEqual(["aaaaaaaaaaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbbbbbbbbbb"]);
    expect(view.ingredients).toEqual([INGREDIENTS_FALLBACK]);
    expect(view.dimensions).toBeNull();
    expect(view.inStock).toBe(true);
    expect(itemView({ ...item, inStock: false }).inStock).toBe(false);
    expect(view.offers).toEqual([
      { name: "Signature", label: "Signature", labelLang: "en", price: 95000 },
      { name: "Petite", label: "Petite", labelLang: "en", price: 65000 },
    ]);
    expect(itemView({ ...item, title: "", sizes: [], basePrice: 49500 }).offers).toEqual([
      { name: "Standard", label: "Standard", labelLang: "en", price: 49500 },
    ]);
  });

  test("for an Arabic page: the Arabic texts where written, else the English ones marked so", () => {
    const arabic: Item = {
      ...item,
      titleAr: "ساعة العاج",
      longDescriptionAr: "",
      sizes: [{ ...size("Signature", 95000), sizeNameAr: "مميّز" }, size("Petite", 65000)],
    };
    const view = itemView(arabic, "ar");
    expect([view.title, view.titleLang]).toEqual(["ساعة العاج", "ar"]);
    // Neither language wrote a short description: the shop's own words, in Arabic.
    expect([view.shortDescription, view.shortDescriptionLang]).toEqual(["تنسيق زهري بديع", "ar"]);
    expect([view.longDescription, view.longDescriptionLang]).toEqual([
      "A study in quiet luxury.",
      "en",
    ]);
    expect(view.category).toEqual({
      name: "Signature Bouquets",
      nameLang: "en",
      slug: "signature-bouquets",
    });
    expect(view.offers.map((offer) => [offer.name, offer.label, offer.labelLang])).toEqual([
      ["Signature", "مميّز", "ar"],
      ["Petite", "Petite", "en"],
    ]);
    expect(itemView({ ...arabic, sizes: [], basePrice: 49500 }, "ar").offers[0]).toMatchObject({
      name: "Standard",
      label: "قياسي",
      labelLang: "ar",
    });
    expect(view.ingredientsLang).toBe("ar");
  });

  test("each size's details and the bouquet's in the page's language, English where none is written", () => {
    const detailed: Item = {
      ...item,
      ingredients: ["Peonies", "Sweet peas"],
      ingredientsAr: ["فاوانيا", "بازلاء عطرية"],
      dimensions: "40 cm tall",
      dimensionsAr: "بارتفاع 40 سم",
      care: "Keep away from direct sun.\n\n  Mist the petals each morning. ",
      careAr: null,
      sizes: [
        {
          ...size("Grand", 145000),
          description: "About 45 stems",
          descriptionAr: "قرابة 45 ساقًا",
          ingredients: ["18 peonies"],
          dimensions: "55 cm tall",
        },
        size("Petite", 65000),
      ],
    };
    const arabic = itemView(detailed, "ar");
    expect([arabic.ingredients, arabic.ingredientsLang]).toEqual([
      ["فاوانيا", "بازلاء عطرية"],
      "ar",
    ]);
    expect([arabic.dimensions, arabic.dimensionsLang]).toEqual(["بارتفاع 40 سم", "ar"]);
    // The care text has no Arabic yet: the English lines, marked English.
    expect([arabic.care, arabic.careLang]).toEqual([
      ["Keep away from direct sun.", "Mist the petals each morning."],
      "en",
    ]);
    expect(chosenSizeDetails(arabic, "Grand")).toEqual({
      name: "Grand",
      description: "قرابة 45 ساقًا",
      descriptionLang: "ar",
      ingredients: ["18 peonies"],
      ingredientsLang: "en",
      dimensions: "55 cm tall",
      dimensionsLang: "en",
    });
    expect(chosenSizeDetails(arabic, "Petite")).toBeNull();
    const english = itemView(detailed, "en");
    expect([english.dimensions, english.dimensionsLang]).toEqual(["40 cm tall", "en"]);
    expect(chosenSizeDetails(english, "Grand")?.description).toBe("About 45 stems");
    expect(itemView(item, "ar").care).toEqual([]);
  });

  test("ingredients written only in Arabic are shown on the English page, never the stand-in", () => {
    const view = itemView({ ...item, ingredientsAr: ["ورد جوري"] }, "en");
    expect([view.ingredients, view.ingredientsLang]).toEqual([["ورد جوري"], "ar"]);
  });

  test("an item without a picture has an empty gallery", () => {
    expect(itemView({ ...item, mainImageId: null, galleryImageIds: [] }).images).toEqual([]);
  });

  test("shows the lowest size price, 'from' when sizes differ, with its compare price", () => {
    expect(itemPrice(item.sizes, 0)).toEqual({ amount: 65000, compareAt: 75000, from: true });
    expect(itemPrice([size("Only", 80000, 80000)], 0)).toEqual({
      amount: 80000,
      compareAt: null,
      from: false,
    });
    expect(itemPrice([size("A", 50000), size("B", 50000)], 0).from).toBe(false);
    expect(itemPrice([], 49500)).toEqual({ amount: 49500, compareAt: null, from: false });
  });

  test("reads ?image= as a 1-based position within the gallery", () => {
    expect(galleryIndex("2", 3)).toBe(1);
    expect(galleryIndex("3", 3)).toBe(2);
    expect(galleryIndex("4", 3)).toBe(0);
    expect(galleryIndex("0", 3)).toBe(0);
    expect(galleryIndex("-1", 3)).toBe(0);
    expect(galleryIndex("1.5", 3)).toBe(0);
    expect(galleryIndex(null, 3)).toBe(0);
  });
});
