// A bouquet without sizes of its own is sold in one size, under this name: on its page, in its
// offers, in the order and on the invoice.
import type { Fils } from "~/money/money";

export const STANDARD_SIZE = "Standard";
/** The Standard size's name on the Arabic pages. */
export const STANDARD_SIZE_AR = "قياسي";

/** A size a bouquet is sold in, at its price (and the price struck through, if any). */
export interface SizeOffered {
  sizeName: string;
  price: Fils;
  comparePrice: Fils | null;
}

interface Sized {
  sizes: SizeOffered[];
  basePrice: Fils;
}

/** The sizes a bouquet is sold in: its own, or one Standard size at its base price when it has none. */
export function sizesOffered(item: Sized): SizeOffered[] {
  if (item.sizes.length === 0) {
    return [{ sizeName: STANDARD_SIZE, price: item.basePrice, comparePrice: null }];
  }
  return item.sizes.map(({ sizeName, price, comparePrice }) => ({ sizeName, price, comparePrice }));
}

/**
 * The size `wanted` names, in any case; undefined when the bouquet has sizes and none by that
 * name. A bouquet without sizes is sold in its Standard one, whatever is asked for.
 */
export function sizeNamed(item: Sized, wanted: string | null | undefined): SizeOffered | undefined {
  const offered = sizesOffered(item);
  if (item.sizes.length === 0) return offered[0];
  const name = wanted?.toLowerCase();
  return offered.find((size) => size.sizeName.toLowerCase() === name);
}
