import type { Catalogue } from "../catalogue";
import type english from "../en/emails";

export default {
  "emails.signature": "مع خالص المودّة، {shop}",
  "emails.dear": "مرحبًا {name}،",
  "emails.trackOrder": "تابِع طلبك",
  "emails.line": "{item} — {amount}",
  "emails.lineWithSize": "{title} — {size}",
  "emails.deliveryLine": "التوصيل",

  "emails.confirmation.subject": "{shop} — تأكيد طلبك {orderNumber}",
  "emails.confirmation.thanks": "شكرًا لك، {name}.",
  "emails.confirmation.confirmed": "طلبك {orderNumber} مؤكَّد، وقد تمّ استلام الدفع.",
  "emails.confirmation.total": "الإجمالي {total} (شاملًا ضريبة القيمة المضافة {vat})",
  "emails.confirmation.gift": "الهدية {number} من {count}",
  "emails.confirmation.delivery": "موعد التوصيل: {date}، {time}",
  "emails.confirmation.address": "العنوان: {address}",
  "emails.confirmation.for": "إلى: {recipient}",
  "emails.confirmation.forWithPhone": "إلى: {recipient} ({phone})",
  "emails.confirmation.theRecipient": "مستلم الهدية",
  "emails.confirmation.card": "البطاقة: «{message}»",

  "emails.status.subject.outForDelivery": "{shop} — الطلب {orderNumber}: زهورك في طريقها إليك",
  "emails.status.subject.delivered": "{shop} — الطلب {orderNumber}: وصلت زهورك",
  "emails.status.onTheWayToYou": "غادر طلبك {orderNumber} الأتيليه، وهو الآن في طريقه إليك.",
  "emails.status.onTheWayTo":
    "غادر طلبك {orderNumber} الأتيليه، وهو الآن في طريقه إلى {recipient}.",
  "emails.status.expected": "موعد الوصول المتوقَّع: {date}، {time}.",
  "emails.status.deliveredToYou": "سُلِّم طلبك {orderNumber} إليك.",
  "emails.status.deliveredTo": "سُلِّم طلبك {orderNumber} إلى {recipient}.",
  "emails.status.joy": "نرجو أن تحمل إليك البهجة.",

  "emails.refund.subject": "{shop} — استرداد {amount} من الطلب {orderNumber}",
  "emails.refund.refunded": "أعدنا {amount} من قيمة طلبك {orderNumber} إلى البطاقة التي دفعت بها.",
  "emails.refund.reason": "السبب: {reason}",
  "emails.refund.full": "استُردّت الآن قيمة الطلب كاملة.",
  "emails.refund.partial": "يبقى سائر طلبك على حاله.",
  "emails.refund.bank": "قد يستغرق ظهور المبلغ في كشف حسابك من 5 إلى 10 أيام، بحسب البنك.",
  "emails.refund.creditNote": "رقم إشعارك الدائن الضريبي: {number}.",
  "emails.refund.creditNoteLink": "الإشعار الدائن الضريبي {number}",
  // The customer's sign-in email.
  "emails.account.subject": "رمز الدخول إلى {shopName}",
  "emails.account.intro": "هذا رمزك لتسجيل الدخول إلى حسابك في {shopName}:",
  "emails.account.valid":
    "يعمل الرمز مرةً واحدة، لمدة 10 دقائق. ويمكنك أيضًا الضغط على الزر أدناه لتسجيل الدخول.",
  "emails.account.notYou":
    "إن لم تطلب هذا الرمز، فتجاهل هذه الرسالة: لا يستطيع أحد الدخول إلى حسابك دون الرمز.",
  "emails.account.signIn": "تسجيل الدخول",
  // A reminder of a recipient's occasion, 7 and 2 days before.
  "emails.reminder.subject": "{occasion} لـ {name} في {date}",
  "emails.reminder.intro":
    "تذكير من {shopName}: {occasion} لـ {name} بعد {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}، في {date}.",
  "emails.reminder.order": "اختر الزهور الآن وسنوصلها في يومها.",
  "emails.reminder.why":
    "تصلك هذه الرسالة لأنك حفظت هذه المناسبة في حسابك لدى {shopName} ووافقت على التذكيرات.",
  "emails.reminder.shop": "اختر الزهور",
  "emails.reminder.mute": "لا تذكّرني بهذه المناسبة بعد الآن",
  "emails.reminder.stop": "إيقاف كل التذكيرات",
} satisfies Catalogue<typeof english>;
