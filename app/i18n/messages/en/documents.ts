// The tax invoice and the tax credit note: one bilingual document each, every label in English
// and in Arabic side by side (UAE law asks tax documents for Arabic), amounts in AED.
export default {
  "documents.trn": "TRN {trn}",
  "documents.number": "No. {number}",
  "documents.date": "Date {date}",
  "documents.order": "Order {orderNumber}",
  "documents.description": "Description",
  "documents.amount": "Amount",
  "documents.vat": "VAT {rate}%",
  "documents.deliveryLine": "Delivery",

  "documents.gift.heading": "Gift {number} of {count}: {recipient}, {date}, {slot}",
  "documents.creditNote.refundOnGift": "Refund on gift {number} of order {orderNumber}",

  "documents.invoice.title": "Tax Invoice",
  "documents.invoice.billedTo": "Billed to",
  "documents.invoice.quantity": "Qty",
  "documents.invoice.unitPrice": "Unit price",
  "documents.invoice.net": "Total excluding VAT",
  "documents.invoice.total": "Total (AED, VAT included)",
  "documents.invoice.note": "All amounts in UAE dirhams. Prices include {rate}% VAT.",

  "documents.creditNote.title": "Tax Credit Note",
  "documents.creditNote.against": "Against tax invoice {invoiceNumber}",
  "documents.creditNote.creditedTo": "Credited to",
  "documents.creditNote.refundOn": "Refund on order {orderNumber}",
  "documents.creditNote.reason": "Reason: {reason}",
  "documents.creditNote.net": "Amount refunded excluding VAT",
  "documents.creditNote.total": "Total refunded (AED, VAT included)",
  "documents.creditNote.note":
    "All amounts in UAE dirhams. This credit note reduces tax invoice {invoiceNumber} by the amounts above.",
} as const;
