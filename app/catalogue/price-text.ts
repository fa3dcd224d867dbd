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

/** The price shown on a bouquet card: 'AED min - AED max', or one price. */
export function cardPriceText(item: PricedItem): string {
  const prices = validSizePrices(item);
  if (prices.length === 0) return formatAed(Math.max(0, item.basePrice || 0));
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? formatAed(min) : `${formatAed(min)} - ${formatAed(max)}`;
}

function validSizePrices(item: PricedItem): Fils[] {
  return item.sizes
    .map((size) => size.price)
    .filter((price) => Number.isInteger(price) && price >= 0);
}
