// The demo payment provider's page, in Arabic.
import type english from "../en/pay";
import type { Catalogue } from "../catalogue";

export default {
  "pay.metaTitle": "دفعة تجريبية",
  "pay.badge": "دفعة تجريبية · لن تُخصم أي مبالغ من بطاقتك",
  "pay.title": "دفع آمن",
  "pay.order": "الطلب",
  "pay.amount": "المبلغ",
  "pay.payNow": "ادفع الآن",
  "pay.cancel": "إلغاء الدفع",
  "pay.paid": "تمّت هذه الدفعة.",
  "pay.cancelled": "أُلغيت هذه الدفعة.",
  "pay.timeRanOut":
    "انتهت مهلة الدفع لهذا الطلب، فلم يعد دفعه ممكنًا ولن تُخصم أي مبالغ من بطاقتك. يُرجى تقديم طلب جديد.",
  "pay.note": "تقوم هذه الصفحة مقام مزوّد الدفع بالبطاقات ما دام المتجر يعمل في الوضع التجريبي.",
  "pay.error.choose": "يُرجى اختيار «ادفع الآن» أو «إلغاء الدفع».",
} satisfies Catalogue<typeof english>;
