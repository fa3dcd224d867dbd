import { describe, expect, test } from "vitest";
import type { Language } from "~/i18n/languages";
import type { MessageValues } from "~/i18n/translate";
import arabicWords from "~/i18n/messages/ar/item";
import englishWords from "~/i18n/messages/en/item";
import { loadErrorMessage } from "./item-error";

/** The item catalogue's words with their {values} filled in, as the page's translator says them. */
function wordsOf(language: Language, catalogue: Record<string, string>) {
  return {
    language,
    t: (id: string, values: MessageValues = {}) =>
      catalogue[id]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])),
  };
}

const english = wordsOf("en", englishWords);
const arabic = wordsOf("ar", arabicWords);

describe("item load error message: the status, else the error's message, else a default", () => {
  test("a server response names its status", () => {
    const response = { status: 503, statusText: "Service Unavailable", internal: false, data: "" };
    expect(loadErrorMessage(response, english)).toBe("Server error: 503 Service Unavailable");
    expect(loadErrorMessage(response, arabic)).toBe("خطأ في الخادم: 503");
  });

  test("else the error's own message, else the default", () => {
    expect(loadErrorMessage(new Error("Database is locked"), english)).toBe("Database is locked");
    expect(loadErrorMessage(new Error(""), english)).toBe("There was a problem loading this item");
    expect(loadErrorMessage("boom", english)).toBe("There was a problem loading this item");
  });

  test("an Arabic page never shows an error's English message", () => {
    expect(loadErrorMessage(new Error("Database is locked"), arabic)).toBe(
      "حدث خلل أثناء تحميل هذه الباقة",
    );
  });
});
