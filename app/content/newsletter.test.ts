import { describe, expect, test } from "vitest";
import { backToPage, newsletterCsv } from "./newsletter";

describe("backToPage", () => {
  test("goes back to the page with the thanks, keeping its query", () => {
    expect(backToPage("/collection?category=roses")).toBe(
      "/collection?category=roses&newsletter=thanks#newsletter",
    );
    expect(backToPage("/about?newsletter=thanks")).toBe("/about?newsletter=thanks#newsletter");
  });

  test("never leaves the shop", () => {
    const away = [
      "//evil.example/x",
      "/.//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      null,
      "",
    ];
    for (const from of away) {
      expect(backToPage(from)).toBe("/?newsletter=thanks#newsletter");
    }
  });
});

describe("newsletterCsv", () => {
  test("quotes every cell and keeps formulas as text", () => {
    const csv = newsletterCsv([
      { email: "layla@example.ae", consentedAt: "2026-02-01T08:00:00.000Z" },
      { email: '=HYPERLINK("x")@example.ae', consentedAt: "2026-02-02T08:00:00.000Z" },
      { email: "+1@example.ae", consentedAt: "2026-02-03T08:00:00.000Z" },
    ]);
    expect(csv.split("\r\n")).toEqual([
      '"email","consented_at"',
      '"layla@example.ae","2026-02-01T08:00:00.000Z"',
      '"\'=HYPERLINK(""x"")@example.ae","2026-02-02T08:00:00.000Z"',
      '"\'+1@example.ae","2026-02-03T08:00:00.000Z"',
      "",
    ]);
  });
});
