import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, test } from "vitest";
import type { Language } from "./languages";
import { translator } from "./page-language.server";
import { said, saidText } from "./said";
import { translatorFor, type MessageId, type PageLanguage } from "./translate";

/** A page's language from messages written here, compiled as the root loader compiles them. */
function pageOf(language: Language, sources: Record<string, string>): PageLanguage {
  return {
    language,
    messages: Object.fromEntries(
      Object.entries(sources).map(([id, text]) => [id, compileMessage(text)]),
    ),
  };
}

const id = (name: string) => name as MessageId;

const ENGLISH_REFUSALS = {
  "test.error.tooLong": "At most {max} characters.",
  "test.error.between": "Choose between {min} and {max} stems.",
  "test.error.required": "Required.",
};

const arabic = translatorFor(
  pageOf("ar", {
    "test.greeting": "أهلاً {name}",
    "test.stems":
      "{count, plural, zero {لا زهور} one {زهرة واحدة} two {زهرتان} few {# زهرات} many {# زهرة} other {# زهرة}}",
    "test.error.tooLong": "{max} حرفًا على الأكثر.",
    "test.error.between": "اختر بين {min} و{max} من السيقان.",
    "test.error.required": "هذا الحقل مطلوب.",
  }),
);

const english = translatorFor(
  pageOf("en", {
    "test.greeting": "Hello {name}",
    "test.stems": "{count, plural, one {# stem} other {# stems}}",
    ...ENGLISH_REFUSALS,
  }),
);

describe("t", () => {
  test("puts values in their places", () => {
    expect(arabic.t(id("test.greeting"), { name: "ليلى" })).toBe("أهلاً ليلى");
    expect(english.t(id("test.greeting"), { name: "Layla" })).toBe("Hello Layla");
  });

  test("Arabic's six plural forms: zero, one, two, few (3–10), many (11–99), other", () => {
    const stems = (count: number) => arabic.t(id("test.stems"), { count });
    expect(stems(0)).toBe("لا زهور");
    expect(stems(1)).toBe("زهرة واحدة");
    expect(stems(2)).toBe("زهرتان");
    expect(stems(3)).toBe("3 زهرات");
    expect(stems(10)).toBe("10 زهرات");
    expect(stems(11)).toBe("11 زهرة");
    expect(stems(99)).toBe("99 زهرة");
    expect(stems(100)).toBe("100 زهرة");
    expect(stems(103)).toBe("103 زهرات");
  });

  test("English's two: one and other", () => {
    expect(english.t(id("test.stems"), { count: 1 })).toBe("1 stem");
    expect(english.t(id("test.stems"), { count: 0 })).toBe("0 stems");
    expect(english.t(id("test.stems"), { count: 12 })).toBe("12 stems");
  });

  test("the shop's own catalogue: the header's language link names the other language", () => {
    expect(translator("en").t("common.languageLink")).toBe("العربية");
    expect(translator("ar").t("common.languageLink")).toBe("English");
  });
});

describe("a message the page's catalogue lacks", () => {
  test("never shows as its id: under test it throws, naming the id and the language", () => {
    expect(() => arabic.t(id("test.nobodyWroteThis"))).toThrow(
      "No message 'test.nobodyWroteThis' in the ar catalogue this page has.",
    );
    // A page taken over without its language's words (the words of another language only).
    const empty = translatorFor({ language: "en", messages: {} });
    expect(() => empty.t(id("common.languageLink"))).toThrow(/common\.languageLink/);
  });
});

describe("a refusal's text (saidText)", () => {
  test("is said in each language with its values", () => {
    const tooLong = saidText(id("test.error.tooLong"), { max: 500 });
    expect(arabic.say(tooLong)).toBe("500 حرفًا على الأكثر.");
    expect(english.say(tooLong)).toBe("At most 500 characters.");
    const between = saidText(id("test.error.between"), { min: 3, max: 12 });
    expect(arabic.say(between)).toBe("اختر بين 3 و12 من السيقان.");
    expect(arabic.say(saidText(id("test.error.required")))).toBe("هذا الحقل مطلوب.");
  });

  test("words nobody said by id stay as written: no English sentence is matched back to a key", () => {
    expect(arabic.say("At most 500 characters.")).toBe("At most 500 characters.");
    expect(arabic.say("Something nobody wrote down.")).toBe("Something nobody wrote down.");
  });

  test("a message said by id that the page's catalogue lacks fails as t() does", () => {
    expect(() => arabic.say(saidText(id("test.error.nobodyWroteThis")))).toThrow(
      /test\.error\.nobodyWroteThis/,
    );
  });
});

describe("the translator's formatting and paths", () => {
  test("money, dates and paths in the page's language", () => {
    expect(arabic.money(125_000)).toBe("1,250 د.إ");
    expect(english.money(125_000)).toBe("AED 1,250");
    expect(arabic.date("2027-02-14")).toBe("14 فبراير 2027");
    expect(arabic.path("/collection?sort=price")).toBe("/ar/collection?sort=price");
    expect(english.path("/collection")).toBe("/collection");
    expect(arabic.path("/api/collection")).toBe("/api/collection");
  });
});

describe("say", () => {
  test("says a refusal by id with its date, a nested message and an owner's words, in each language", () => {
    const full = said("checkout.error.slotFull", {
      time: { said: said("checkout.slotName.morning") },
      day: { date: "2027-02-14" },
    });
    expect(translator("en").say(full)).toBe(
      "The morning slot on 14 February is fully booked. Please choose another time.",
    );
    expect(translator("ar").say(full)).toBe(
      "موعد الصباح يوم 14 فبراير محجوز بالكامل. يُرجى اختيار موعد آخر.",
    );
    const closed = said("checkout.error.closedChooseAnother", {
      reason: { words: "Closed for a private event" },
    });
    // The owner's English words set apart, so their full stop stays at their end.
    expect(translator("ar").say(closed)).toBe(
      "\u2068Closed for a private event\u2069. يُرجى اختيار تاريخ آخر.",
    );
  });

  test("says a refusal's text (saidText) in each language: money as each writes it, the rest as written", () => {
    const changed = saidText("checkout.error.priceChanged", {
      title: "Amber Dusk",
      size: "Grand",
      price: { fils: 125_000 },
    });
    expect(translator("en").say(changed)).toBe(
      'The price has changed: "Amber Dusk" (Grand) is now AED 1,250.',
    );
    expect(translator("ar").say(changed)).toBe(
      "تغيّر السعر: «\u2068Amber Dusk\u2069» (\u2068Grand\u2069) أصبح 1,250 د.إ.",
    );
    // Inside a sentence of its own (the JSON API's 'Invalid input. field: …').
    expect(
      translator("en").say(`Invalid input. email: ${saidText("checkout.error.emailInvalid")}`),
    ).toBe("Invalid input. email: Please enter a valid email address.");
    // Words nobody said by id (an admin's English refusal) stay as written.
    expect(translator("en").say("Use one of: New, Paid.")).toBe("Use one of: New, Paid.");
  });
});

describe("values that read left to right", () => {
  const order = (orderNumber: string) => ({ orderNumber, shop: "Maison Florale" });

  test("are set apart in Arabic: English words, a Latin order number, a phone number", () => {
    const arabic = translator("ar");
    expect(arabic.t("emails.confirmation.subject", order("MF-10001"))).toBe(
      "\u2068Maison Florale\u2069 — تأكيد طلبك \u2068MF-10001\u2069",
    );
    expect(arabic.t("emails.confirmation.subject", order("+971 50 123 4567"))).toContain(
      "\u2068+971 50 123 4567\u2069",
    );
  });

  test("are left as they are in English, and a number or a price is never set apart", () => {
    expect(translator("en").t("emails.confirmation.subject", order("MF-10001"))).not.toMatch(
      /[\u2066-\u2069]/,
    );
    expect(translator("ar").t("emails.confirmation.subject", order("10001"))).toContain(
      "تأكيد طلبك 10001",
    );
    expect(translator("ar").t("emails.confirmation.subject", order("1,250 د.إ"))).toContain(
      "تأكيد طلبك 1,250 د.إ",
    );
  });
});
