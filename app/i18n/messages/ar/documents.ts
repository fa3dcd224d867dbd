import type { Catalogue } from "../catalogue";
import type english from "../en/documents";

export default {
  "documents.trn": "رقم التسجيل الضريبي {trn}",
  "documents.number": "الرقم {number}",
  "documents.date": "التاريخ {date}",
  "documents.order": "الطلب {orderNumber}",
  "documents.description": "البيان",
  "documents.amount": "المبلغ",
  "documents.vat": "ضريبة القيمة المضافة {rate}%",
  "documents.deliveryLine": "التوصيل",

  "documents.gift.heading": "الهدية {number} من {count}: {recipient}، {date}، {slot}",
  "documents.creditNote.refundOnGift": "مبلغ مسترد من الهدية {number} من الطلب {orderNumber}",

  "documents.invoice.title": "فاتورة ضريبية",
  "documents.invoice.billedTo": "صادرة إلى",
  "documents.invoice.quantity": "الكمية",
  "documents.invoice.unitPrice": "سعر الوحدة",
  "documents.invoice.net": "الإجمالي دون ضريبة القيمة المضافة",
  "documents.invoice.total": "الإجمالي (بالدرهم، شاملًا الضريبة)",
  "documents.invoice.note":
    "جميع المبالغ بالدرهم الإماراتي، والأسعار شاملة ضريبة القيمة المضافة بنسبة {rate}%.",

  "documents.creditNote.title": "إشعار دائن ضريبي",
  "documents.creditNote.against": "مقابل الفاتورة الضريبية {invoiceNumber}",
  "documents.creditNote.creditedTo": "لصالح",
  "documents.creditNote.refundOn": "مبلغ مسترد من الطلب {orderNumber}",
  "documents.creditNote.reason": "السبب: {reason}",
  "documents.creditNote.net": "المبلغ المسترد دون ضريبة القيمة المضافة",
  "documents.creditNote.total": "إجمالي المبلغ المسترد (بالدرهم، شاملًا الضريبة)",
  "documents.creditNote.note":
    "جميع المبالغ بالدرهم الإماراتي. يُخفِّض هذا الإشعار الفاتورة الضريبية {invoiceNumber} بالمبالغ المبيّنة أعلاه.",
} satisfies Catalogue<typeof english>;
