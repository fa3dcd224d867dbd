// The simplified tax invoice of a paid order (UAE VAT), dated by the payment that
// paid it: here beside the payments, so that orders/ never reads them. Bilingual, as UAE law
// asks of a tax document: every label in English and in Arabic, amounts in AED.
import { DateTime } from "luxon";
import type { Text } from "~/content/shop-content";
import { currentShopContent } from "~/content/shop-content.server";
import { currentSlotHours } from "~/delivery/delivery-settings.server";
import { slotName } from "~/delivery/slot-names";
import { formatDate, isolate } from "~/i18n/format";
import { translator } from "~/i18n/page-language.server";
import type { MessageId, MessageValues } from "~/i18n/translate";
import { env } from "~/platform/env.server";
import { formatAed, VAT_RATE_PERCENT } from "~/money/money";
import { ShopError } from "~/platform/errors";
import { invoiceNumberOf } from "~/orders/order-number";
import { getOrder, type Delivery, type Order } from "~/orders/order-reads.server";
import { customerAddressLine } from "~/orders/recipient-address.server";
import { isPaid } from "~/orders/statuses";
import { paymentsOfOrder } from "./payments.server";
import {
  arabicLineName,
  billedLines,
  isDeliveryLine,
  lineName,
  type BilledLine,
} from "~/orders/billed-lines";

/** A tax document's words in its two languages. */
export interface Bilingual {
  en: string;
  ar: string;
}

/** A message of the documents' catalogue in English and in Arabic. */
export function bilingual(id: MessageId, values?: MessageValues): Bilingual {
  return { en: translator("en").t(id, values), ar: translator("ar").t(id, values) };
}

/** A line of a tax document: a bouquet, an add-on or a delivery fee. */
export interface TaxLine {
  description: string;
  /** The line in Arabic, when the bouquet had an Arabic title (null otherwise). */
  descriptionAr: string | null;
  quantity: number;
  unitPrice: string;
  vat: string;
  total: string;
}

/** The lines of one gift, under its heading (null on an order of one gift: no heading). */
export interface TaxLineGroup {
  heading: Bilingual | null;
  lines: TaxLine[];
}

export interface TaxInvoice {
  number: string;
  issuedOn: string;
  /** The same day with its Arabic month: '12 نوفمبر 2025'. */
  issuedOnAr: string;
  /** The seller's legal name and address in both languages (the English where none is written). */
  shop: { name: Bilingual; address: Bilingual; trn: string };
  /**
   * The customer billed: their own address, or for one the recipient gave, only that it came and
   * its area (`addressAr` its Arabic words; null when the address is the customer's own).
   */
  customer: { name: string; address: string; addressAr: string | null; email: string };
  orderNumber: string;
  /** The lines, grouped by gift on an order of several (one group without a heading else). */
  groups: TaxLineGroup[];
  total: string;
  vat: string;
  net: string;
  vatRate: number;
}

/** A text of the shop's content for both sides of a tax document. */
const bothSides = (text: Text): Bilingual => ({ en: text.en, ar: text.ar ?? text.en });

/** The seller as every tax document (invoice, credit note) names it: the shop content's legal details. */
export function shopOnTaxDocuments(): TaxInvoice["shop"] {
  const { legal } = currentShopContent();
  return { name: bothSides(legal.name), address: bothSides(legal.address), trn: legal.trn };
}

/** The customer as a tax document names them: never billed to the recipient's home. */
export function customerOnTaxDocuments(order: Order): TaxInvoice["customer"] {
  const en = customerAddressLine(order, "en") ?? "";
  const ar = customerAddressLine(order, "ar") ?? "";
  return {
    name: order.customerName,
    address: en,
    addressAr: ar !== en ? ar : null,
    email: order.email,
  };
}

/** A tax document's date: the shop's day, e.g. '12 November 2025'. */
export const taxDate = (iso: string) =>
  DateTime.fromISO(iso).setZone(env().SHOP_TIMEZONE).setLocale("en-GB").toFormat("d LLLL yyyy");

/** The same day in Arabic: '12 نوفمبر 2025'. */
export const taxDateAr = (iso: string) =>
  formatDate(DateTime.fromISO(iso).setZone(env().SHOP_TIMEZONE).toISODate()!, "ar", "long");

export function taxLine(line: BilledLine): TaxLine {
  return {
    description: lineName(line),
    descriptionAr: isDeliveryLine(line)
      ? translator("ar").t("documents.deliveryLine")
      : arabicLineName(line),
    quantity: line.quantity,
    unitPrice: formatAed(line.unitPrice),
    vat: formatAed(line.vatAmount),
    total: formatAed(line.unitPrice * line.quantity),
  };
}

/** A gift's heading on a tax document: its number, recipient, date and slot, in both languages. */
export function giftHeading(order: Order, index: number): Bilingual {
  const delivery = order.deliveries[index]!;
  const recipient = delivery.recipientName || order.customerName;
  const hours = currentSlotHours();
  const values = { number: index + 1, count: order.deliveries.length };
  const en = translator("en");
  const ar = translator("ar");
  return {
    en: en.t("documents.gift.heading", {
      ...values,
      recipient,
      date: formatDate(delivery.deliveryDate, "en"),
      slot: slotName(en, delivery.deliveryTime, hours),
    }),
    ar: ar.t("documents.gift.heading", {
      ...values,
      recipient: isolate(recipient),
      date: formatDate(delivery.deliveryDate, "ar"),
      slot: slotName(ar, delivery.deliveryTime, hours),
    }),
  };
}

/**
 * The order's billed lines by gift: each gift's own lines, then its fee (with the VAT the order
 * was placed with); one group without a heading for an order of one gift.
 */
export function billedGroups(order: Order): { delivery: Delivery | null; lines: BilledLine[] }[] {
  const billed = billedLines(order);
  if (order.deliveries.length < 2) return [{ delivery: null, lines: billed }];
  // The fee lines follow the order's lines, one for each gift that pays one, in the gifts' order.
  const fees = billed.slice(order.lines.length);
  return order.deliveries.map((delivery) => ({
    delivery,
    lines: [...delivery.lines, ...(delivery.deliveryFee > 0 ? fees.splice(0, 1) : [])],
  }));
}

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
    issuedOnAr: taxDateAr(paid.confirmedAt ?? paid.updatedAt),
    shop: shopOnTaxDocuments(),
    customer: customerOnTaxDocuments(order),
    orderNumber: order.orderNumber,
    groups: billedGroups(order).map(({ delivery, lines }, index) => ({
      heading: delivery ? giftHeading(order, index) : null,
      lines: lines.map(taxLine),
    })),
    total: formatAed(order.totalAmount),
    vat: formatAed(order.vatAmount),
    net: formatAed(order.totalAmount - order.vatAmount),
    vatRate: VAT_RATE_PERCENT,
  };
}

/** The words of a tax invoice, each in English and in Arabic. */
export function invoiceWords(invoice: TaxInvoice) {
  const rate = invoice.vatRate;
  return {
    title: bilingual("documents.invoice.title"),
    trn: bilingual("documents.trn", { trn: invoice.shop.trn }),
    facts: [
      bilingual("documents.number", { number: invoice.number }),
      bilingualFact("documents.date", { date: invoice.issuedOn }, { date: invoice.issuedOnAr }),
      bilingual("documents.order", { orderNumber: invoice.orderNumber }),
    ],
    customer: bilingual("documents.invoice.billedTo"),
    columns: [
      bilingual("documents.description"),
      bilingual("documents.invoice.quantity"),
      bilingual("documents.invoice.unitPrice"),
      bilingual("documents.vat", { rate }),
      bilingual("documents.amount"),
    ],
    net: bilingual("documents.invoice.net"),
    vat: bilingual("documents.vat", { rate }),
    total: bilingual("documents.invoice.total"),
    note: bilingual("documents.invoice.note", { rate }),
  };
}

/** A fact whose value is written differently in each language (a date). */
export function bilingualFact(id: MessageId, en: MessageValues, ar: MessageValues): Bilingual {
  return { en: translator("en").t(id, en), ar: translator("ar").t(id, ar) };
}
