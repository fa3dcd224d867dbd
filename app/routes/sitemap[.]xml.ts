// /sitemap.xml: every public page, category and bouquet, from the live catalogue (add-ons have no
// page of their own).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCategories } from "~/catalogue/categories.server";
import { listBouquets } from "~/catalogue/items.server";
import { shopOrigin } from "~/platform/origin.server";

const PAGES = ["/", "/collection", "/craft", "/portfolio", "/contact", "/about"];

export interface SitemapEntry {
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
  const urls = entries.map(({ path, updatedAt }) => {
    const lastmod = updatedAt ? `<lastmod>${escapeXml(updatedAt.slice(0, 10))}</lastmod>` : "";
    return `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
