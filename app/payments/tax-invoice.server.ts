// The simplified tax invoice of a paid order (UAE VAT), dated by the payment that
// paid it: here beside the payments, so that orders/ never reads them.
import { DateTime } from "luxon";
import { env } from "~/platform/env.server";
import { formatAed, VAT_RATE_PERCENT } from "~/money/money";
import { ShopError } from "~/platform/errors";
import { invoiceNumberOf } from "~/orders/order-number";
import { getOrder } from "~/orders/order-reads.server";
import { isPaid } from "~/orders/statuses";
import { paymentsOfOrder } from "./payments.server";
import { billedLines, lineName } from "~/orders/billed-lines";

export interface TaxInvoice {
  number: string;
  issuedOn: string;
  shop: { name: string; address: string; trn: string };
  customer: { name: string; address: string; email: string };
  orderNumber: string;
  lines: { description: string; quantity: number; unitPrice: string; vat: string; total: string }[];
  total: string;
  vat: string;
  net: string;
  vatRate: number;
}

/** The seller as every tax document (invoice, credit note) names it. */
export function shopOnTaxDocuments(): TaxInvoice["shop"] {
  const { SHOP_NAME, SHOP_ADDRESS, SHOP_TRN } = env();
  return { name: SHOP_NAME, address: SHOP_ADDRESS, trn: SHOP_TRN };
}

/** A tax document's date: the shop's day, e.g. '12 November 2025'. */
export const taxDate = (iso: string) =>
  DateTime.fromISO(iso).setZone(env().SHOP_TIMEZONE).setLocale("en-GB").toFormat("d LLLL yyyy");

export function taxInvoice(orderId: string): TaxInvoice {
  const order = getOrder(orderId);
  const paid = paymentsOfOrder(orderId).find((payment) =>
    ["succeeded", "partially_refunded", "refunded"].includes(payment.state),
  );
  // An order refunded in full is Cancelled, yet its invoice stands: its credit notes refer to it.
  const refundedSince = paid && paid.state !== "succeeded" && !paid.refundDueAt;
  if (!paid || !(isPaid(order.status) || refundedSince)) {
    throw new ShopError("conflict", "The tax invoice is issued once the order is paid.");
  }
  return {
    number: invoiceNumberOf(order.orderNumber),
    issuedOn: taxDate(paid.confirmedAt ?? paid.updatedAt),
    shop: shopOnTaxDocuments(),
    customer: { name: order.customerName, address: order.address, email: order.email },
    orderNumber: order.orderNumber,
    lines: billedLines(order).map((line) => ({
      description: lineName(line),
      quantity: line.quantity,
      unitPrice: formatAed(line.unitPrice),
      vat: formatAed(line.vatAmount),
      total: formatAed(line.unitPrice * line.quantity),
    })),
    total: formatAed(order.totalAmount),
    vat: formatAed(order.vatAmount),
    net: formatAed(order.totalAmount - order.vatAmount),
    vatRate: VAT_RATE_PERCENT,
  };
}
