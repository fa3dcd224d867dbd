import { describe, expect, test } from "vitest";
import { sitemapXml } from "./sitemap[.]xml";

const ORIGIN = "https://maisonflorale.ae";
const ID = "0123456789abcdef01234567";

/** The alternates every address of a page carries: both versions, English the default. */
const alternates = (english: string, arabic: string) =>
  `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}${english}"/>` +
  `<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}${arabic}"/>` +
  `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${english}"/>`;

describe("sitemap XML", () => {
  const xml = sitemapXml(ORIGIN, [
    { path: "/" },
    { path: "/roses" },
    { path: `/collection/${ID}`, updatedAt: "2026-03-04T21:30:00.000Z" },
    { path: "/search?q=a&b" },
  ]);

  test("declares the sitemap and xhtml namespaces", () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">\n/,
    );
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  test("lists every page twice, in English and under /ar, each with both alternates", () => {
    const pairs: [string, string][] = [
      ["/", "/ar"],
      ["/roses", "/ar/roses"],
    ];
    for (const [english, arabic] of pairs) {
      expect(xml).toContain(
        `<url><loc>${ORIGIN}${english}</loc>${alternates(english, arabic)}</url>`,
      );
      expect(xml).toContain(
        `<url><loc>${ORIGIN}${arabic}</loc>${alternates(english, arabic)}</url>`,
      );
    }
    expect(xml.match(/<url>/g)).toHaveLength(8);
    expect(xml).not.toContain("/ar/ar");
    expect(xml).not.toContain(`${ORIGIN}/ar/<`);
  });

  test("both versions carry the date of the page's last change", () => {
    const english = `/collection/${ID}`;
    const arabic = `/ar/collection/${ID}`;
    for (const path of [english, arabic]) {
      expect(xml).toContain(
        `<url><loc>${ORIGIN}${path}</loc><lastmod>2026-03-04</lastmod>${alternates(english, arabic)}</url>`,
      );
    }
  });

  test("escapes addresses, in the locations and the alternates alike", () => {
    expect(xml).toContain(`<loc>${ORIGIN}/search?q=a&amp;b</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/ar/search?q=a&amp;b</loc>`);
    expect(xml).toContain(`hreflang="ar" href="${ORIGIN}/ar/search?q=a&amp;b"`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|apos;|quot;)/);
  });
});
