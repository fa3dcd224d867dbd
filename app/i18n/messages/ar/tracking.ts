// The pages after the checkout, in Arabic.
import type english from "../en/tracking";
import type { Catalogue } from "../catalogue";

export default {
  "tracking.thankYou.title": "شكرًا لطلبك",
  "tracking.thankYou.description":
    "طلبك من \u2068Maison Florale\u2069 الآن بين أيدي منسّقي الزهور لدينا.",
  "tracking.thankYou.eyebrow": "استلمنا طلبك",
  "tracking.thankYou.lede": "زهورك الآن بين أيدي منسّقينا. إليك ما سيحدث بعد ذلك.",
  "tracking.thankYou.nextSteps": "الخطوات التالية",
  "tracking.thankYou.prepareTitle": "نُعدّ زهورك",
  "tracking.thankYou.prepareText":
    "ينتقي منسّقونا سيقان زهورك ويعتنون بها، ثم يصوغون باقتك ويربطونها يدويًا في الأتيليه.",
  "tracking.thankYou.confirmTitle": "نؤكد طلبك بالبريد الإلكتروني وواتساب",
  "tracking.thankYou.confirmText":
    "ستصلك رسالة تأكيد بتفاصيل طلبك، وسنتواصل معك إن احتاج أي أمر إلى اهتمامك.",
  "tracking.thankYou.deliverTitle": "نوصّل في الموعد الذي اخترته",
  "tracking.thankYou.deliverText":
    "تصل زهورك في التاريخ والموعد اللذين اخترتهما، مع بطاقة وإرشادات العناية بها.",
  "tracking.thankYou.noOrderTitle": "لا يوجد طلب لعرضه",
  "tracking.thankYou.noOrderText":
    "تعرض هذه الصفحة تأكيد الطلب حين تصل إليها من صفحة الدفع، ولم نجد في هذا الرابط رقم طلب. تجد رابط طلبك في رسالة التأكيد التي أرسلناها إلى بريدك الإلكتروني.",
  "tracking.thankYou.home": "العودة إلى الرئيسية",
  "tracking.thankYou.browse": "تصفّح المجموعة",
  "tracking.thankYou.helpCall": "لديك سؤال عن طلبك؟ اتصل بنا على <0>{phone}</0>.",
  "tracking.thankYou.helpCallOrWhatsApp":
    "لديك سؤال عن طلبك؟ اتصل بنا على <0>{phone}</0> أو <1>راسلنا عبر واتساب</1>.",

  "tracking.title": "تتبّع طلبك",
  "tracking.description": "أين وصل طلبك من \u2068Maison Florale\u2069 في طريقه إليك.",
  "tracking.eyebrow": "تتبّع طلبك",
  "tracking.orderNumber": "الطلب {number}",
  "tracking.whereItIs": "أين وصل طلبك",
  "tracking.now": "الآن",
  "tracking.state.done": "تمّ",
  "tracking.state.current": "الآن",
  "tracking.state.upcoming": "قادم",
  "tracking.awaitingNote": "سنؤكد طلبك فور وصول دفعتك.",
  "tracking.refreshing": "تُحدَّث هذه الصفحة تلقائيًا ما دام طلبك في الطريق.",
  "tracking.refundedInPart": "استُرد جزء من قيمة هذا الطلب",
  "tracking.yourOrder": "طلبك",
  "tracking.delivery": "التوصيل",
  "tracking.for": "إلى",
  "tracking.address": "العنوان",
  "tracking.whatYouOrdered": "ما طلبته",
  "tracking.item": "المنتج",
  "tracking.price": "السعر",
  "tracking.total": "الإجمالي",

  "tracking.step.confirmed": "تم التأكيد",
  "tracking.step.preparing": "قيد التحضير",
  "tracking.step.outForDelivery": "في الطريق إليك",
  "tracking.step.delivered": "تم التوصيل",
  "tracking.step.cancelled": "أُلغي",
  "tracking.step.refunded": "استُردّت قيمته",
  "tracking.step.awaitingPayment": "بانتظار الدفع",

  "tracking.status.awaitingPayment": "بانتظار الدفع",
  "tracking.status.newPaidOrder": "طلب مدفوع جديد",
  "tracking.status.inPreparation": "قيد التحضير",
  "tracking.status.inDelivery": "قيد التوصيل",
  "tracking.status.delivered": "تم التوصيل",
  "tracking.status.cancelled": "أُلغي",
} satisfies Catalogue<typeof english>;
