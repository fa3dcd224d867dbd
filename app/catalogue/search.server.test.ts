import { describe, expect, test } from "vitest";
import { aPicture } from "../../tests/support/domain-rows";
import { createCategory } from "~/catalogue/categories.server";
import { ItemFields } from "~/catalogue/item-input";
import { createItem } from "~/catalogue/item-writes.server";
import { normaliseForSearch } from "~/i18n/format";
import { rankBySearch, searchCatalogue, searchTerms, wordForms } from "./search.server";
import { cleanQuery } from "./search-query";

const item = (
  title: string,
  shortDescription = "",
  longDescription = "",
  categories: string[] = [],
) => ({
  title,
  shortDescription,
  longDescription,
  categories: categories.map((name) => ({ id: name, name, slug: name })),
});

const titles = (list: { title: string }[]) => list.map((i) => i.title);

describe("search terms", () => {
  test("trimmed, lower case, without accents or repeats", () => {
    expect(searchTerms("  Rosé   ROSE  Pivoine ")).toEqual(["rose", "pivoine"]);
    expect(searchTerms("   ")).toEqual([]);
  });

  test("the query is cut at 100 characters and to 8 words", () => {
    expect(cleanQuery("a".repeat(150))).toHaveLength(100);
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("ranking: titles, descriptions and category names", () => {
  const catalogue = [
    item("Ivory Cloud", "White hydrangea and garden roses", "", ["Signature Bouquets"]),
    item("Crimson Rose Hatbox", "Forty red roses", "", ["Flower Boxes"]),
    item("Orchid Spray", "Phalaenopsis", "Lasts for weeks.", ["Orchids"]),
    item("Blush Reverie", "Peonies", "Soft pink.", ["Roses"]),
    item("Rose Garden", "Garden roses", "", ["Roses"]),
  ];

  test("matches case-insensitively in any field: title, then category matches first", () => {
    expect(titles(rankBySearch(catalogue, "ROSE"))).toEqual([
      "Rose Garden",
      "Crimson Rose Hatbox",
      "Blush Reverie",
      "Ivory Cloud",
    ]);
  });

  test("every word must match somewhere", () => {
    expect(titles(rankBySearch(catalogue, "garden rose"))).toEqual(["Rose Garden", "Ivory Cloud"]);
    expect(titles(rankBySearch(catalogue, "orchid weeks"))).toEqual(["Orchid Spray"]);
    expect(rankBySearch(catalogue, "orchid tulip")).toEqual([]);
  });

  test("a simple plural or singular finds the other", () => {
    expect(wordForms("peony")).toEqual(["peony", "peonies"]);
    expect(wordForms("lilies")).toEqual(["lilies", "lily"]);
    expect(titles(rankBySearch(catalogue, "peony"))).toEqual(["Blush Reverie"]);
    expect(titles(rankBySearch(catalogue, "orchids"))).toEqual(["Orchid Spray"]);
  });

  test("category names count, and an empty query finds nothing", () => {
    expect(titles(rankBySearch(catalogue, "boxes"))).toEqual(["Crimson Rose Hatbox"]);
    expect(rankBySearch(catalogue, "  ")).toEqual([]);
  });
});

describe("Arabic", () => {
  test("the normaliser drops diacritics and tatweel and folds hamza, ta marbuta and alif maqsura", () => {
    expect(normaliseForSearch("أَمْسِيَة")).toBe("امسيه");
    expect(normaliseForSearch("إِمسية")).toBe("امسيه");
    expect(normaliseForSearch("آمنة")).toBe("امنه");
    expect(normaliseForSearch("ليلى")).toBe("ليلي");
    expect(normaliseForSearch("ورــــد")).toBe("ورد");
    expect(normaliseForSearch("باقة ١٢")).toBe("باقه 12");
  });

  test("the search terms are folded the same way, and English ones as before", () => {
    expect(searchTerms("  الوردةُ  الورده ")).toEqual(["الورده"]);
    expect(searchTerms("Rosé")).toEqual(["rose"]);
  });

  const arabic = [
    {
      ...item("Ivory Hour", "Avalanche roses"),
      titleAr: "ساعة العاج",
      shortDescriptionAr: "ورود أفالانش",
    },
    { ...item("Layali", "Plum ranunculus"), titleAr: "ليالي", longDescriptionAr: "لمائدة الإفطار" },
    {
      ...item("Untranslated"),
      categories: [{ id: "r", name: "Roses", nameAr: "الورود", slug: "roses" }],
    },
  ];

  test("Arabic titles, descriptions and category names are found whatever their spelling variant", () => {
    expect(titles(rankBySearch(arabic, "ساعه"))).toEqual(["Ivory Hour"]);
    expect(titles(rankBySearch(arabic, "اَلْإِفطار"))).toEqual(["Layali"]);
    expect(titles(rankBySearch(arabic, "ورود"))).toEqual(["Untranslated", "Ivory Hour"]);
    expect(titles(rankBySearch(arabic, "roses"))).toEqual(["Untranslated", "Ivory Hour"]);
  });
});

describe("searchCatalogue", () => {
  test("searches the stored catalogue and shapes bouquet cards", async () => {
    const image = await aPicture();
    const roses = createCategory({ name: "Roses", slug: "roses" });
    await createItem(
      ItemFields.parse({
        title: "Velvet Evening",
        shortDescription: "Deep red garden roses",
        categories: JSON.stringify([roses.id]),
        price: 950,
      }),
      { image },
    );
    await createItem(
      ItemFields.parse({ title: "White Orchid", shortDescription: "Phalaenopsis", price: 650 }),
      { image },
    );

    const results = searchCatalogue("velvet");
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ title: "Velvet Evening", priceText: "AED 950" });
    expect(titles(searchCatalogue("roses"))).toEqual(["Velvet Evening"]);
    expect(searchCatalogue("tulips")).toEqual([]);
  });

  test("an Arabic page gets the Arabic card, found by its Arabic title", async () => {
    await createItem(ItemFields.parse({ title: "Noor", titleAr: "نور", price: 650 }), {
      image: await aPicture(),
    });
    expect(searchCatalogue("نُور", "ar")[0]).toMatchObject({
      title: "نور",
      titleLang: "ar",
      priceText: "650 د.إ",
    });
    expect(searchCatalogue("نور")[0]).toMatchObject({ title: "Noor", titleLang: "en" });
  });

  test("never finds an add-on, whatever it is called", async () => {
    await createItem(
      ItemFields.parse({
        title: "Velvet Ribbon Vase",
        shortDescription: "Glass for red roses",
        price: 120,
        isAddOn: "true",
      }),
      { image: await aPicture() },
    );
    expect(titles(searchCatalogue("velvet"))).toEqual(["Velvet Evening"]);
    expect(searchCatalogue("vase")).toEqual([]);
  });
});
