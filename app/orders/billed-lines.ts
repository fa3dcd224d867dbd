// What an order charges for, line by line, as the invoice, the emails, the packing slip, the
// admin and the payment provider show it: the order's lines, then the delivery fee as a line of
// its own when there is one.
import { vatIncluded, type Fils } from "~/money/money";

export const DELIVERY_LINE = "Delivery";

export interface BilledLine {
  itemId: string | null;
  title: string;
  sizeName: string;
  unitPrice: Fils;
  quantity: number;
  vatAmount: Fils;
  imageUrl: string | null;
}

export function billedLines(order: { lines: BilledLine[]; deliveryFee: Fils }): BilledLine[] {
  if (order.deliveryFee === 0) return order.lines;
  return [
    ...order.lines,
    {
      itemId: null,
      title: DELIVERY_LINE,
      sizeName: "",
      unitPrice: order.deliveryFee,
      quantity: 1,
      vatAmount: vatIncluded(order.deliveryFee),
      imageUrl: null,
    },
  ];
}

/** "Grace — Signature" for a bouquet, "Delivery" for the fee. */
export const lineName = (line: Pick<BilledLine, "title" | "sizeName">, separator = " — ") =>
  line.sizeName ? `${line.title}${separator}${line.sizeName}` : line.title;
