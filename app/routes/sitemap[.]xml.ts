// /sitemap.xml: every public page, category and bouquet, from the live catalogue (add-ons have no
// page of their own), in both languages: each page's English address and its Arabic twin under
// /ar, and with each the pair of alternates (en, ar, x-default = English) search engines read to
// show a reader the version in their language.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCategories } from "~/catalogue/categories.server";
import { listBouquets } from "~/catalogue/items.server";
import { languages, localisedPath } from "~/i18n/languages";
import { shopOrigin } from "~/platform/origin.server";

const PAGES = ["/", "/collection", "/craft", "/portfolio", "/contact", "/about"];

export interface SitemapEntry {
  /** The page's English path; its Arabic twin is derived from it. */
  path: string;
  /** ISO timestamp of the last change; only its date is published. */
  updatedAt?: string;
}

export function loader({ request }: LoaderFunctionArgs) {
  const origin = shopOrigin(request);
  const entries: SitemapEntry[] = [
    ...PAGES.map((path) => ({ path })),
    ...listCategories().map((category) => ({
      path: `/${category.slug}`,
      updatedAt: category.updatedAt,
    })),
    ...listBouquets().map((item) => ({
      path: `/collection/${item.id}`,
      updatedAt: item.updatedAt,
    })),
  ];
  return new Response(sitemapXml(origin, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, updatedAt }) => {
    const lastmod = updatedAt ? `<lastmod>${escapeXml(updatedAt.slice(0, 10))}</lastmod>` : "";
    const address = (language: (typeof languages)[number]) =>
      escapeXml(`${origin}${localisedPath(path, language)}`);
    const alternates = [
      ...languages.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${address(language)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address("en")}"/>`,
    ].join("");
    return languages.map(
      (language) => `<url><loc>${address(language)}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) =>
      ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char,
  );
}
