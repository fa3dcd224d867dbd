// What a bouquet card shows, shaped on the server from a catalogue item.
import { cardPriceRange, cardPriceText, type PriceRange } from "~/catalogue/price-text";
import type { Fils } from "~/money/money";

export interface BouquetCardData {
  id: string;
  title: string;
  shortDescription: string;
  priceText: string;
  /** The same prices as numbers, for the card to write in the page's language. */
  priceRange: PriceRange;
  /** The lowest price, for analytics. */
  price: Fils;
  imageId: string | null;
  /** A second picture that fades in on hover. */
  hoverImageId: string | null;
  isNew: boolean;
  featured: boolean;
  /** False: a 'Sold out' tag; the card still leads to the bouquet. */
  inStock: boolean;
  category: string;
}

interface CardSource {
  id: string;
  title: string;
  shortDescription: string;
  basePrice: number;
  fromPrice: number;
  mainImageId: string | null;
  galleryImageIds: string[];
  isNew: boolean;
  featured: boolean;
  inStock: boolean;
  categories: { name: string }[];
  sizes: { price: number }[];
}

export function bouquetCard(item: CardSource): BouquetCardData {
  return {
    id: item.id,
    title: item.title || "Bouquet",
    shortDescription: item.shortDescription || "Beautiful floral arrangement",
    priceText: cardPriceText(item),
    priceRange: cardPriceRange(item),
    price: item.fromPrice,
    imageId: item.mainImageId,
    hoverImageId: item.galleryImageIds[0] ?? null,
    isNew: item.isNew,
    featured: item.featured,
    inStock: item.inStock,
    category: item.categories[0]?.name ?? "Flowers",
  };
}
