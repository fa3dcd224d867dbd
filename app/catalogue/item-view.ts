// What the item page shows, shaped on the server from a catalogue item.
import type { Item } from "~/catalogue/items.server";
import { sizesOffered } from "~/catalogue/sizes";
import type { Fils } from "~/money/money";

// Stand-ins for texts a bouquet lacks; pages say them in their own language.
export const INGREDIENTS_FALLBACK = "Premium seasonal flowers";
export const SHORT_DESCRIPTION_FALLBACK = "Beautiful floral arrangement";

export interface ItemPrice {
  amount: Fils;
  /** Struck through when the shown size's comparePrice exceeds its price. */
  compareAt: Fils | null;
  /** Several sizes at different prices: the amount is the lowest, shown as 'From …'. */
  from: boolean;
}

export interface ItemOffer {
  name: string;
  price: Fils;
}

export interface ItemView {
  id: string;
  title: string;
  shortDescription: string;
  longDescription: string;
  category: { name: string; slug: string } | null;
  /** Main image first, then the gallery; image ids or URLs. */
  images: string[];
  price: ItemPrice;
  /** One per size, or a single one at the base price when there are no sizes. */
  offers: ItemOffer[];
  ingredients: string[];
  dimensions: string | null;
  /** False: 'Currently unavailable' instead of the purchase options. */
  inStock: boolean;
  updatedAt: string;
}

export function itemView(item: Item): ItemView {
  const sizes = item.sizes.filter((size) => Number.isInteger(size.price) && size.price >= 0);
  return {
    id: item.id,
    title: item.title || "Bouquet",
    shortDescription: item.shortDescription || SHORT_DESCRIPTION_FALLBACK,
    longDescription: item.longDescription,
    category: item.categories[0]
      ? { name: item.categories[0].name, slug: item.categories[0].slug }
      : null,
    images: [...new Set([item.mainImageId, ...item.galleryImageIds].filter(isPresent))],
    price: itemPrice(sizes, item.basePrice),
    offers: sizesOffered({ sizes, basePrice: item.basePrice }).map((size) => ({
      name: size.sizeName,
      price: size.price,
    })),
    ingredients: item.ingredients.length > 0 ? item.ingredients : [INGREDIENTS_FALLBACK],
    dimensions: item.dimensions?.trim() || null,
    inStock: item.inStock,
    updatedAt: item.updatedAt,
  };
}

/** The lowest size's price ('From' when sizes differ), else the base price. */
export function itemPrice(
  sizes: { price: Fils; comparePrice: Fils | null }[],
  basePrice: Fils,
): ItemPrice {
  const cheapest = sizes.reduce<(typeof sizes)[number] | undefined>(
    (low, size) => (low === undefined || size.price < low.price ? size : low),
    undefined,
  );
  if (!cheapest) return { amount: Math.max(0, basePrice), compareAt: null, from: false };
  const compare = cheapest.comparePrice;
  return {
    amount: cheapest.price,
    compareAt: compare !== null && compare > cheapest.price ? compare : null,
    from: sizes.some((size) => size.price !== cheapest.price),
  };
}

/** `?image=2` is the second picture (1-based, as people count); anything else the first. */
export function galleryIndex(param: string | null, count: number): number {
  if (!param || !/^\d{1,3}$/.test(param)) return 0;
  const position = Number(param);
  return position >= 1 && position <= count ? position - 1 : 0;
}

function isPresent(ref: string | null): ref is string {
  return Boolean(ref);
}
