// The catalogue's words in both languages: English as the shop has always written them, Arabic
// with its six plural forms and Western digits, prices through the one formatting module.
import { describe, expect, test } from "vitest";
import { translator } from "~/i18n/page-language.server";
import type { MessageId } from "~/i18n/translate";

const english = translator("en");
const arabic = translator("ar");
const count = (words: typeof english, value: number) =>
  words.t("catalogue.toolbar.count", { count: value, shown: words.number(value) });

describe("the collection's toolbar", () => {
  test("English counts and sort labels stay word for word", () => {
    expect([0, 1, 26, 1250].map((n) => count(english, n))).toEqual([
      "0 bouquets",
      "1 bouquet",
      "26 bouquets",
      "1,250 bouquets",
    ]);
    const sorts = ["catalogue.sort.newest", "catalogue.sort.priceLow", "catalogue.sort.priceHigh"];
    expect((sorts as MessageId[]).map((id) => english.t(id))).toEqual([
      "Newest",
      "Price: Low to High",
      "Price: High to Low",
    ]);
  });

  test("Arabic counts take the form each number asks for, in Western digits", () => {
    expect([0, 1, 2, 5, 11, 100, 1250].map((n) => count(arabic, n))).toEqual([
      "لا توجد باقات",
      "باقة واحدة",
      "باقتان",
      "5 باقات",
      "11 باقة",
      "100 باقة",
      "1,250 باقة",
    ]);
  });
});

describe("a card's price range", () => {
  const range = (words: typeof english) =>
    words.t("catalogue.card.priceRange", { min: words.money(45000), max: words.money(125000) });

  test("'AED min - AED max' in English, 'من … إلى …' in Arabic", () => {
    expect(range(english)).toBe("AED 450 - AED 1,250");
    expect(range(arabic)).toBe("من 450 د.إ إلى 1,250 د.إ");
  });
});
