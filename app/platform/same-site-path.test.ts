import { describe, expect, test } from "vitest";
import { sameSitePath } from "./same-site-path";

describe("sameSitePath", () => {
  test("keeps a page of this shop with its query", () => {
    expect(sameSitePath("/collection?sort=newest")).toBe("/collection?sort=newest");
    expect(sameSitePath("/")).toBe("/");
    expect(sameSitePath("/about")).toBe("/about");
    expect(sameSitePath("/collection/abc?size=grand&date=2026-12-01")).toBe(
      "/collection/abc?size=grand&date=2026-12-01",
    );
  });

  test("never another site, a script or nothing", () => {
    const away = [
      "/.//evil.example",
      "/./\\evil.example",
      "/..//evil.example",
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "https://evil.example",
      "HTTPS://evil.example/x",
      "javascript:alert(1)",
      "  /about",
      "evil.example",
      "",
      null,
      undefined,
    ];
    for (const from of away) expect(sameSitePath(from), String(from)).toBe("/");
  });

  test("encoded slashes stay part of the path, never a host", () => {
    for (const from of ["/%2F%2Fevil.example", "/%5Cevil.example", "/.%2F%2Fevil.example"]) {
      const path = sameSitePath(from);
      expect(path.startsWith("//"), from).toBe(false);
      expect(new URL(path, "https://shop.example").host).toBe("shop.example");
    }
  });

  test("answers the fallback given", () => {
    expect(sameSitePath("//evil.example", "/collection")).toBe("/collection");
  });
});
