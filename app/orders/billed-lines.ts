// What an order charges for, line by line, as the invoice, the emails, the packing slip, the
// admin and the payment provider show it: the order's lines, then each delivery's fee as a line
// of its own when there is one.
import { vatShares, type Fils } from "~/money/money";

export const DELIVERY_LINE = "Delivery";

export interface BilledLine {
  itemId: string | null;
  title: string;
  sizeName: string;
  /** The Arabic title and size name the line was ordered with (null or absent when none). */
  titleAr?: string | null;
  sizeNameAr?: string | null;
  unitPrice: Fils;
  quantity: number;
  vatAmount: Fils;
  imageUrl: string | null;
}

const feeLine = (fee: Fils, vatAmount: Fils): BilledLine => ({
  itemId: null,
  title: DELIVERY_LINE,
  sizeName: "",
  unitPrice: fee,
  quantity: 1,
  vatAmount,
  imageUrl: null,
});

export function billedLines(order: {
  lines: BilledLine[];
  deliveryFee: Fils;
  vatAmount: Fils;
  /** The order's gifts: a fee line for each that pays one (the order's fee is their sum). */
  deliveries?: { deliveryFee: Fils }[];
}): BilledLine[] {
  if (order.deliveryFee === 0) return order.lines;
  const fees = (order.deliveries ?? []).map((delivery) => delivery.deliveryFee);
  if (fees.filter((fee) => fee > 0).length > 1) {
    // The VAT shared over lines and fees as the order was placed: the fees' shares come last.
    const shares = vatShares([
      ...order.lines.map((line) => line.unitPrice * line.quantity),
      ...fees,
    ]).slice(order.lines.length);
    const feeLines = fees.map((fee, index) => feeLine(fee, shares[index]!));
    return [...order.lines, ...feeLines.filter((line) => line.unitPrice > 0)];
  }
  // The fee's VAT is what the lines leave of the order's: the lines' VATs add up to it.
  const linesVat = order.lines.reduce((sum, line) => sum + line.vatAmount, 0);
  return [
    ...order.lines,
    {
      itemId: null,
      title: DELIVERY_LINE,
      sizeName: "",
      unitPrice: order.deliveryFee,
      quantity: 1,
      vatAmount: order.vatAmount - linesVat,
      imageUrl: null,
    },
  ];
}

/** "Grace — Signature" for a bouquet, "Delivery" for the fee. */
export const lineName = (line: Pick<BilledLine, "title" | "sizeName">, separator = " — ") =>
  line.sizeName ? `${line.title}${separator}${line.sizeName}` : line.title;

/** The delivery fee's line, which has no bouquet behind it. */
export const isDeliveryLine = (line: Pick<BilledLine, "itemId" | "title">) =>
  line.itemId === null && line.title === DELIVERY_LINE;

/**
 * "غريس — سيغنتشر": the line in Arabic when its bouquet had an Arabic title (its size in Arabic
 * when written, else as it is); null when there is none to say.
 */
export function arabicLineName(
  line: Pick<BilledLine, "titleAr" | "sizeName" | "sizeNameAr">,
  separator = " — ",
): string | null {
  if (!line.titleAr) return null;
  const size = line.sizeNameAr || line.sizeName;
  return size ? `${line.titleAr}${separator}${size}` : line.titleAr;
}
