// Structured data for an item page: a schema.org Product with one Offer per size, and the
// page's BreadcrumbList (Hydrogen's seo module does the same for its product route).
import { imagePath } from "~/images/image-sources";
import type { ItemView } from "~/catalogue/item-view";
import { aedDecimal } from "~/money/money";

interface JsonLdContext {
  /** Absolute origin of the shop, without a trailing slash. */
  origin: string;
  shopName: string;
}

export function productJsonLd(item: ItemView, { origin, shopName }: JsonLdContext) {
  const url = `${origin}/collection/${item.id}`;
  const single = item.offers.length === 1;
  const availability = `https://schema.org/${item.inStock ? "InStock" : "OutOfStock"}`;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: item.title,
    description: item.longDescription || item.shortDescription,
    image: item.images.map((ref) => absolute(imagePath(ref, 1200), origin)),
    sku: item.id,
    brand: { "@type": "Brand", name: shopName },
    ...(item.category ? { category: item.category.name } : {}),
    offers: item.offers.map((offer) => ({
      "@type": "Offer",
      ...(single ? {} : { name: offer.label }),
      price: aedDecimal(offer.price),
      priceCurrency: "AED",
      availability,
      url: single ? url : `${url}?size=${encodeURIComponent(offer.name)}`,
    })),
  };
}

export function breadcrumbJsonLd(item: Pick<ItemView, "id" | "title">, origin: string) {
  const trail = [
    { name: "Home", url: `${origin}/` },
    { name: "Collection", url: `${origin}/collection` },
    { name: item.title, url: `${origin}/collection/${item.id}` },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped so no text in
 * the catalogue can close the script element or open a comment.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026");
}

function absolute(path: string, origin: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path}`;
}
