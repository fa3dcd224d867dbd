// Per-page title, description, canonical URL and Open Graph tags, built one way everywhere.
import type { MetaDescriptor } from "@remix-run/node";

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute origin of the shop, from the root loader. */
  origin: string;
  /** Path of the canonical URL, e.g. "/collection". */
  path: string;
  /** Image reference (id or URL) for social previews. */
  image?: string | null;
  type?: "website" | "product";
  shopName?: string;
}

export function pageMeta({
  title,
  description,
  origin,
  path,
  image,
  type = "website",
  shopName = "Maison Florale",
}: PageMeta): MetaDescriptor[] {
  const url = `${origin}${path}`;
  const imageUrl = image
    ? /^https?:/.test(image)
      ? image
      : `${origin}/api/images/${image}?w=1200`
    : undefined;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: shopName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(imageUrl ? [{ property: "og:image", content: imageUrl }] : []),
    { name: "twitter:card", content: imageUrl ? "summary_large_image" : "summary" },
  ];
}
