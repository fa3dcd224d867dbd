// The tax credit note of a refund (UAE VAT): the refund's own number and date, against the tax
// invoice of its order, the amount given back without VAT, the VAT and the total.
import { formatAed, VAT_RATE_PERCENT } from "~/money/money";
import { invoiceNumberOf } from "~/orders/order-number";
import { getOrder } from "~/orders/order-reads.server";
import { ShopError } from "~/platform/errors";
import { findRefund } from "./refunds.server";
import { shopOnTaxDocuments, taxDate, type TaxInvoice } from "./tax-invoice.server";

export interface CreditNote {
  number: string;
  issuedOn: string;
  shop: TaxInvoice["shop"];
  customer: TaxInvoice["customer"];
  orderNumber: string;
  /** The number of the tax invoice it corrects. */
  invoiceNumber: string;
  reason: string;
  net: string;
  vat: string;
  total: string;
  vatRate: number;
}

export function creditNote(refundId: string): CreditNote {
  const refund = findRefund(refundId);
  if (!refund) throw new ShopError("not-found", "Credit note not found.");
  const order = getOrder(refund.orderId);
  return {
    number: refund.creditNoteNumber,
    issuedOn: taxDate(refund.updatedAt),
    shop: shopOnTaxDocuments(),
    customer: { name: order.customerName, address: order.address, email: order.email },
    orderNumber: order.orderNumber,
    invoiceNumber: invoiceNumberOf(order.orderNumber),
    reason: refund.reason,
    net: formatAed(refund.amount - refund.vatAmount),
    vat: formatAed(refund.vatAmount),
    total: formatAed(refund.amount),
    vatRate: VAT_RATE_PERCENT,
  };
}

/** The order a credit note belongs to, to check the customer's key against; null when unknown. */
export const creditNoteOrderId = (refundId: string): string | null =>
  findRefund(refundId)?.orderId ?? null;
