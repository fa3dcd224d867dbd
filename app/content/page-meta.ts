// Title, description, canonical and social preview for the content pages, one way for all.
import type { MetaDescriptor } from "@remix-run/node";
import { pageMeta } from "~/content/meta";
import { shopFromMatches } from "~/content/shop-context";
import { localisedPath } from "~/i18n/languages";

interface ContentMeta {
  matches: { id: string; data?: unknown }[];
  title: string;
  description: string;
  path: string;
  image?: string | null;
  /** Diagnostic and confirmation pages stay out of search results. */
  noindex?: boolean;
}

export function contentMeta({
  matches,
  title,
  description,
  path,
  image,
  noindex,
}: ContentMeta): MetaDescriptor[] {
  const shop = shopFromMatches(matches);
  return [
    ...pageMeta({
      title: `${title} | ${shop.shopName}`,
      description,
      origin: shop.origin,
      path: localisedPath(path, shop.pageLanguage.language),
      image,
      shopName: shop.shopName,
    }),
    ...(noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
}
