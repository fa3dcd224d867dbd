import { describe, expect, test } from "vitest";
import { sitemapXml } from "./sitemap[.]xml";

describe("sitemap XML", () => {
  test("lists absolute, escaped addresses with the date of their last change", () => {
    const xml = sitemapXml("https://maisonflorale.ae", [
      { path: "/" },
      { path: "/roses" },
      { path: "/collection/0123456789abcdef01234567", updatedAt: "2026-03-04T21:30:00.000Z" },
      { path: "/search?q=a&b" },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(xml).toContain("<url><loc>https://maisonflorale.ae/</loc></url>");
    expect(xml).toContain("<url><loc>https://maisonflorale.ae/roses</loc></url>");
    expect(xml).toContain(
      "<url><loc>https://maisonflorale.ae/collection/0123456789abcdef01234567</loc><lastmod>2026-03-04</lastmod></url>",
    );
    expect(xml).toContain("<loc>https://maisonflorale.ae/search?q=a&amp;b</loc>");
  });
});
