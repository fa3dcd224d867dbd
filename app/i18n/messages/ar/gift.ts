// A gift's own words, in Arabic.
import type english from "../en/gift";
import type { Catalogue } from "../catalogue";

export default {
  "gift.surprise": "توصيل مفاجئ — يُرجى عدم الاتصال بمستلم الهدية مسبقًا",
  "gift.anonymous": "إهداء دون ذكر اسم المُرسِل على البطاقة",
  "gift.charactersLeft":
    "{count, plural, zero {لم يتبقَّ أي حرف} one {يتبقّى حرف واحد} two {يتبقّى حرفان} few {يتبقّى # أحرف} many {يتبقّى # حرفًا} other {يتبقّى # حرف}}",
  "gift.preview": "بطاقتك",
  "gift.previewPlaceholder": "ستظهر رسالتك هنا.",
  "gift.previewFor": "إلى {name}",
  "gift.surpriseShown": "توصيل مفاجئ: لن نتصل بمستلم الهدية مسبقًا.",
  "gift.anonymousShown": "البطاقة بلا توقيع.",

  "gift.error.recipientName": "يُرجى إدخال اسم مستلم الهدية.",
  "gift.error.recipientMobile": "يُرجى إدخال رقم جوال إماراتي لمستلم الهدية، مثل ‎+971 50 123 4567.",
  "gift.error.cardMessageTooLong":
    "لا تتجاوز رسالة البطاقة {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.",
} satisfies Catalogue<typeof english>;
