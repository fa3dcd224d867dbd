// Money is integer fils (1 AED = 100 fils) everywhere inside the shop; plain AED numbers only at
// the JSON edge, and formatted text only in views.

export type Fils = number;

export const VAT_RATE_PERCENT = 5;

/** AED as a JSON number (e.g. 1250.5) to fils; null when it isn't a whole number of fils. */
export function filsFromAed(aed: number): Fils | null {
  if (!Number.isFinite(aed) || aed < 0) return null;
  const fils = Math.round(aed * 100);
  return Math.abs(fils - aed * 100) < 1e-6 ? fils : null;
}

export function aedFromFils(fils: Fils): number {
  return fils / 100;
}

/** AED with exactly two decimals ('1250.50'), as schema.org offers and og price tags write it. */
export function aedDecimal(fils: Fils): string {
  return aedFromFils(fils).toFixed(2);
}

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const withFils = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 'AED 1,250', or 'AED 1,250.50' when there are fils. */
export function formatAed(fils: Fils): string {
  const format = fils % 100 === 0 ? whole : withFils;
  return `AED ${format.format(fils / 100)}`;
}

const tenths = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** 'AED 500', 'AED 2.5k': short enough for a chart's scale in a phone's narrow column. */
export function formatAedCompact(fils: Fils): string {
  const aed = fils / 100;
  return aed >= 1000 ? `AED ${tenths.format(aed / 1000)}k` : `AED ${tenths.format(aed)}`;
}

/**
 * The VAT contained in a VAT-inclusive amount, rounded to the fil: the one VAT rule. An order's VAT
 * is this of its total (never a sum of its lines' VATs, which can differ by a fil), so the
 * checkout, the emails, the invoice and a full refund's credit note show one figure.
 */
export function vatIncluded(fils: Fils): Fils {
  return Math.round((fils * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}

/**
 * The VAT of the total of `amounts` (an order's lines and its delivery fee), shared out over them
 * in proportion, each to the fil; the fils left over by rounding down go to the largest remainders
 * (the first first), so the shares add up to exactly `vatIncluded` of the total.
 */
export function vatShares(amounts: Fils[]): Fils[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  const vat = vatIncluded(total);
  if (total === 0) return amounts.map(() => 0);
  const exact = amounts.map((amount) => (amount * vat) / total);
  const shares = exact.map(Math.floor);
  let left = vat - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
