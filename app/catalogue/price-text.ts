import { formatMoney } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import { formatAed, type Fils } from "~/money/money";

interface PricedItem {
  basePrice: Fils;
  sizes: { price: Fils }[];
}

/** The lowest price a customer can pay for the item: its cheapest size, else its base price. */
export function fromPrice(item: PricedItem): Fils {
  const prices = validSizePrices(item);
  return prices.length > 0 ? Math.min(...prices) : item.basePrice;
}

export interface PriceRange {
  min: Fils;
  max: Fils;
}

/** The prices a card spans: its cheapest and dearest size, else its base price (never below 0). */
export function cardPriceRange(item: PricedItem): PriceRange {
  const prices = validSizePrices(item);
  if (prices.length === 0) {
    const base = Math.max(0, item.basePrice || 0);
    return { min: base, max: base };
  }
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** The price shown on a bouquet card: 'AED min - AED max', or one price, in the page's language. */
export function cardPriceText(item: PricedItem, language: Language = "en"): string {
  const money = (fils: Fils) => (language === "en" ? formatAed(fils) : formatMoney(fils, language));
  const { min, max } = cardPriceRange(item);
  return min === max ? money(min) : `${money(min)} - ${money(max)}`;
}

function validSizePrices(item: PricedItem): Fils[] {
  return item.sizes
    .map((size) => size.price)
    .filter((price) => Number.isInteger(price) && price >= 0);
}
