import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ARABIC,
  BASIC,
  charactersOf,
  LATIN,
  REST,
  unicodeRange,
  without,
} from "../../app/styles/font-subsets";
import { shopFontFiles } from "./subset";

describe("the font subsets", () => {
  it("split Fontsource's Latin range into two parts that never overlap", () => {
    const basic = new Set(charactersOf(BASIC));
    const rest = [...charactersOf(REST)];
    expect(rest.some((character) => basic.has(character))).toBe(false);
    expect(new Set([...basic, ...rest])).toEqual(new Set(charactersOf(LATIN)));
  });

  it("keep the characters of the shop's copy in the basic file", () => {
    const basic = charactersOf(BASIC);
    for (const character of "AED 1,250 · Rosé Champagne, ROSÉ CHAMPAGNE — “Noor” 10% … ×2 ©") {
      expect(basic).toContain(character);
    }
  });

  it("keep Arabic, Persian and Urdu letters, marks and punctuation in one Arabic file", () => {
    const arabic = charactersOf(ARABIC);
    for (const character of "المجموعة الفاخرة، شكراً جزيلاً؟ د.إ ١٢٣ ۴ پ چ گ ک ی ے\u200c") {
      if (character !== " " && character !== ".") expect(arabic).toContain(character);
    }
  });

  it("write CSS unicode ranges and remove code points", () => {
    expect(
      unicodeRange([
        [0x20, 0x7e],
        [0xa0, 0xa0],
      ]),
    ).toBe("U+20-7E,U+A0");
    expect(without([[0x41, 0x45]], [[0x43, 0x43]])).toEqual([
      [0x41, 0x42],
      [0x44, 0x45],
    ]);
  });

  it("are the files committed in app/styles/fonts (npm run fonts after a change)", async () => {
    for (const file of await shopFontFiles()) {
      expect(readFileSync(file.path).equals(file.bytes), file.path).toBe(true);
    }
  });
});
