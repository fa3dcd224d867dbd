import { describe, expect, test } from "vitest";
import { firstWords, messageFilter, replyLink } from "./messages";

describe("the inbox's words", () => {
  test("the list shows new messages unless asked otherwise", () => {
    expect(messageFilter(null)).toBe("new");
    expect(messageFilter("done")).toBe("done");
    expect(messageFilter("all")).toBe("all");
    expect(messageFilter("spam")).toBe("new");
  });

  test("first words are cut at a word", () => {
    expect(firstWords("White  peonies\nfor Friday")).toBe("White peonies for Friday");
    const long = "word ".repeat(40);
    expect(firstWords(long)).toMatch(/^(word ){17}word…$/);
  });

  test("the reply fills the subject and quotes only the message", () => {
    const link = replyLink(
      { name: "Layla", email: "layla+f@example.ae", message: "Peonies?\nOn Friday" },
      "Maison Florale",
    );
    const url = new URL(link);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("layla%2Bf@example.ae");
    expect(url.searchParams.get("subject")).toBe("Re: Your message to Maison Florale");
    expect(link).toContain("subject=Re%3A%20Your%20message%20to%20Maison%20Florale");
    expect(url.searchParams.get("body")).toBe(
      "Dear Layla,\n\n\n\nLayla wrote:\n> Peonies?\n> On Friday",
    );
  });
});
