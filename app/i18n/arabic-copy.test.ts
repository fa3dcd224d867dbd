// The Arabic copy's house rules (docs/arabic-glossary.md) that a machine can hold: quotation
// marks «» only, tanween on alif written one way (يدويًا, never يدوياً), and a noun after a
// number in the form Arabic gives that number (3–10 دقائق, 11–99 دقيقة, 250 حرفًا).
import { describe, expect, test } from "vitest";
import { arabic } from "./messages/index.server";
import { translator } from "./page-language.server";
import { saidText } from "./said";

const messages = Object.entries(arabic);

describe("the Arabic catalogues' spelling", () => {
  test("no English quotation marks “ ” : Arabic quotes with «»", () => {
    expect(messages.filter(([, text]) => /[“”]/.test(text)).map(([id]) => id)).toEqual([]);
  });

  test("tanween on alif is written on the letter before it (ًا), never after it (اً)", () => {
    expect(messages.filter(([, text]) => text.includes("اً")).map(([id]) => id)).toEqual([]);
  });
});

describe("a noun after a number takes the number's form", () => {
  const ar = translator("ar");

  test("minutes in a refusal said by id", () => {
    const retry = (minutes: number) =>
      ar.say(saidText("checkout.error.tooManyOrders", { minutes }));
    expect(retry(1)).toContain("بعد دقيقة واحدة.");
    expect(retry(2)).toContain("بعد دقيقتين.");
    expect(retry(5)).toContain("بعد 5 دقائق.");
    expect(retry(15)).toContain("بعد 15 دقيقة.");
  });

  test("characters and days", () => {
    expect(ar.t("checkout.cardMessage", { max: 250 })).toBe(
      "رسالة البطاقة (اختيارية، حتى 250 حرفًا)",
    );
    expect(ar.say(saidText("address.error.tooLong", { max: 10 }))).toBe("10 أحرف على الأكثر.");
    expect(ar.say(saidText("address.error.tooLong", { max: 120 }))).toBe("120 حرفًا على الأكثر.");
    expect(ar.say(saidText("checkout.error.tooFarAhead", { days: 60 }))).toContain("60 يومًا");
  });

  test("subscription periods say how often", () => {
    expect(ar.t("home.subscriptions.biWeekly.per")).toBe("كل أسبوعين");
  });
});
