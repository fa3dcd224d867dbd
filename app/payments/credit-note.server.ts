// The tax credit note of a refund (UAE VAT): the refund's own number and date, against the tax
// invoice of its order, the amount given back without VAT, the VAT and the total.
import { isolate } from "~/i18n/format";
import { formatAed, VAT_RATE_PERCENT } from "~/money/money";
import { invoiceNumberOf } from "~/orders/order-number";
import { getOrder, type Order } from "~/orders/order-reads.server";
import { ShopError } from "~/platform/errors";
import { findRefund } from "./refunds.server";
import { billedGroups, giftHeading, taxLine, type TaxLineGroup } from "./tax-invoice.server";
import {
  bilingual,
  bilingualFact,
  customerOnTaxDocuments,
  shopOnTaxDocuments,
  taxDate,
  taxDateAr,
  type TaxInvoice,
} from "./tax-invoice.server";

export interface CreditNote {
  number: string;
  issuedOn: string;
  issuedOnAr: string;
  shop: TaxInvoice["shop"];
  customer: TaxInvoice["customer"];
  orderNumber: string;
  /** The number of the tax invoice it corrects. */
  invoiceNumber: string;
  reason: string;
  /** A refund of one gift: that gift's heading and its lines and fee (null: the whole order). */
  gift: (TaxLineGroup & { number: number }) | null;
  net: string;
  vat: string;
  total: string;
  vatRate: number;
}

/** The gift a refund gave back, with its lines as the invoice lists them. */
function giftRefunded(order: Order, deliveryId: string | null): CreditNote["gift"] {
  const index = order.deliveries.findIndex((delivery) => delivery.id === deliveryId);
  if (!deliveryId || index < 0) return null;
  const group = billedGroups(order).find((candidate) => candidate.delivery?.id === deliveryId);
  return {
    number: index + 1,
    heading: order.deliveries.length > 1 ? giftHeading(order, index) : null,
    lines: (group?.lines ?? []).map(taxLine),
  };
}

export function creditNote(refundId: string): CreditNote {
  const refund = findRefund(refundId);
  if (!refund) throw new ShopError("not-found", "Credit note not found.");
  const order = getOrder(refund.orderId);
  return {
    number: refund.creditNoteNumber,
    issuedOn: taxDate(refund.updatedAt),
    issuedOnAr: taxDateAr(refund.updatedAt),
    shop: shopOnTaxDocuments(),
    customer: customerOnTaxDocuments(order),
    orderNumber: order.orderNumber,
    invoiceNumber: invoiceNumberOf(order.orderNumber),
    reason: refund.reason,
    gift: giftRefunded(order, refund.deliveryId),
    net: formatAed(refund.amount - refund.vatAmount),
    vat: formatAed(refund.vatAmount),
    total: formatAed(refund.amount),
    vatRate: VAT_RATE_PERCENT,
  };
}

/** The words of a tax credit note, each in English and in Arabic. */
export function creditNoteWords(note: CreditNote) {
  const { invoiceNumber, orderNumber } = note;
  return {
    title: bilingual("documents.creditNote.title"),
    trn: bilingual("documents.trn", { trn: note.shop.trn }),
    facts: [
      bilingual("documents.number", { number: note.number }),
      bilingualFact("documents.date", { date: note.issuedOn }, { date: note.issuedOnAr }),
      bilingual("documents.creditNote.against", { invoiceNumber }),
      bilingual("documents.order", { orderNumber }),
    ],
    customer: bilingual("documents.creditNote.creditedTo"),
    columns: [bilingual("documents.description"), bilingual("documents.amount")],
    refundOn: note.gift
      ? bilingual("documents.creditNote.refundOnGift", { orderNumber, number: note.gift.number })
      : bilingual("documents.creditNote.refundOn", { orderNumber }),
    // The admin writes the reason in either language: in the other one's line it stands apart.
    reason: note.reason
      ? bilingualFact(
          "documents.creditNote.reason",
          { reason: note.reason },
          { reason: isolate(note.reason) },
        )
      : null,
    net: bilingual("documents.creditNote.net"),
    vat: bilingual("documents.vat", { rate: note.vatRate }),
    total: bilingual("documents.creditNote.total"),
    note: bilingual("documents.creditNote.note", { invoiceNumber }),
  };
}

/** The order a credit note belongs to, to check the customer's key against; null when unknown. */
export const creditNoteOrderId = (refundId: string): string | null =>
  findRefund(refundId)?.orderId ?? null;
