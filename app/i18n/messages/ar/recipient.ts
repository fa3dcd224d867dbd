// 'Ask the recipient for the address', in Arabic.
import type english from "../en/recipient";
import type { Catalogue } from "../catalogue";

export default {
  "recipient.askRecipient": "اطلب العنوان من مستلم الهدية",
  "recipient.askRecipientHint":
    "نرسل إليك رابطًا خاصًا تشاركه مع مستلم الهدية، ليُخبرنا بالعنوان الذي تصل إليه الزهور.",
  "recipient.sendTo": "أرسل إلى",
  "recipient.sendToChoose": "اختر مستلمًا محفوظًا",
  "recipient.sendToUse": "استخدم",
  "recipient.saveRecipient": "احفظ هذا المستلم",
  "recipient.addressPending": "بانتظار العنوان",
  // What the customer reads once the recipient has given the address: only its area.
  "recipient.addressReceived": "تم استلام العنوان — {area}",

  "recipient.invite.title": "اطلب العنوان من {name}",
  "recipient.invite.text":
    "شارك هذا الرابط الخاص مع {name}. يفتح صفحةً تعرض دارنا وموعد التوصيل ونموذجًا للعنوان، دون السعر أو بياناتك أو رسالة البطاقة. وحين يصلنا العنوان نُعلمك بالبريد الإلكتروني.",
  "recipient.invite.link": "الرابط الخاص بمستلم الهدية",
  "recipient.invite.whatsapp": "شارك عبر واتساب",
  "recipient.invite.whatsappMessage":
    "زهور من {shop} في طريقها إليك. يُرجى إخبارهم بعنوان التوصيل عبر هذا الرابط: {link}",
  "recipient.email.pending":
    "سنوصل الزهور حين يصلنا العنوان من {name}. شارك هذا الرابط الخاص مع {name}: {link}",
  "recipient.email.explain":
    "تعرض الصفحة موعد التوصيل ونموذجًا للعنوان، دون السعر أو بياناتك أو رسالة البطاقة.",

  "recipient.page.title": "أين نوصل زهورك؟",
  "recipient.page.description": "أخبرنا أين نوصل زهورك.",
  "recipient.page.eyebrow": "زهور في طريقها إليك",
  "recipient.page.greeting": "مرحبًا {name}،",
  "recipient.page.intro": "زهور من {shop} في طريقها إليك. يُرجى إخبارنا أين نوصلها.",
  "recipient.page.when": "موعد التوصيل",
  "recipient.page.whenValue": "{date}، {time}",
  "recipient.page.save": "احفظ العنوان",
  "recipient.page.saving": "جارٍ الحفظ…",
  "recipient.page.privacy":
    "نستخدم هذا العنوان لتوصيل زهورك فحسب. وبعد حفظه لا يمكن تغييره من هذه الصفحة.",
  "recipient.page.thanksTitle": "شكرًا لك",
  "recipient.page.thanksText":
    "وصلنا عنوانك، وستصلك زهورك {date}، {time}. إن احتجت إلى تغيير أي شيء، يسعدنا تواصلك معنا.",
  "recipient.page.otherArea": "منطقتك ليست في القائمة؟ يسعدنا تواصلك معنا لنرتّب التوصيل.",
  "recipient.page.noAreas": "يسعدنا تواصلك معنا لنرتّب مكان التوصيل.",
  "recipient.page.closedTitle": "لم يعد العنوان مطلوبًا",
  "recipient.page.closedText":
    "لم يعد هذا التوصيل بحاجة إلى عنوان. شكرًا لك، ويسعدنا تواصلك معنا لأي استفسار.",

  "recipient.field.emirate": "الإمارة",
  "recipient.field.chooseEmirate": "يُرجى اختيار الإمارة",
  "recipient.field.area": "المنطقة",
  "recipient.field.chooseArea": "يُرجى اختيار المنطقة",
  "recipient.field.building": "المبنى أو الفيلا",
  "recipient.field.flat": "الشقة / الطابق",
  "recipient.field.street": "الشارع",
  "recipient.field.landmark": "معلم قريب أو إرشادات الوصول",
  "recipient.field.makani": "رقم مكاني",
  "recipient.field.makaniHint": "الأرقام العشرة على لوحة المبنى.",
  "recipient.field.mapUrl": "رابط خرائط جوجل",
  "recipient.field.mapUrlHint": "يمكن مشاركة الموقع من خرائط جوجل ولصق الرابط هنا.",
  "recipient.field.optional": "{label} (اختياري)",

  "recipient.received.subject": "وصلنا العنوان من مستلم الهدية — الطلب {orderNumber}",
  "recipient.received.text":
    "وصلنا من مستلم الهدية عنوان التوصيل للطلب {orderNumber}. سنوصل الزهور {date}، {time}.",

  "recipient.error.notCovered":
    "لا يمكن توصيل هذا الطلب إلى {area} كما حُجز. يسعدنا تواصلك معنا لنرتّب ذلك.",
} satisfies Catalogue<typeof english>;
