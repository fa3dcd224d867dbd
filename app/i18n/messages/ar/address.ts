// The delivery address as a group of fields, and as it is shown, in Arabic.
import type english from "../en/address";
import type { Catalogue } from "../catalogue";

export default {
  "address.emirate": "الإمارة",
  "address.chooseEmirate": "اختر الإمارة",
  "address.area": "المنطقة",
  "address.chooseArea": "اختر المنطقة",
  "address.building": "المبنى أو الفيلا",
  "address.flat": "الشقة / الطابق",
  "address.street": "الشارع",
  "address.landmark": "معلم قريب أو إرشادات الوصول",
  "address.makani": "رقم مكاني",
  "address.makaniHint": "الأرقام العشرة على لوحة المبنى",
  "address.mapUrl": "رابط خرائط جوجل",
  "address.mapUrlHint": "الصق الرابط من تطبيق خرائط جوجل",
  "address.shown.landmark": "معلم قريب",
  "address.shown.makani": "مكاني",
  "address.openMap": "افتح الموقع في خرائط جوجل",

  "address.error.emirate": "يُرجى اختيار الإمارة.",
  "address.error.area": "يُرجى اختيار المنطقة.",
  "address.error.building": "يُرجى كتابة اسم المبنى أو رقم الفيلا.",
  "address.error.makani": "يتألف رقم مكاني من عشرة أرقام.",
  "address.error.mapUrl": "يُرجى لصق رابط من خرائط جوجل (maps.app.goo.gl أو google.com/maps).",
  "address.error.mapUrlElsewhere":
    "يُرجى لصق رابط دبوس أو مكان على خرائط جوجل، لا رابط يقود إلى موقع آخر.",
  "address.error.tooLong":
    "{max, plural, zero {# حرف} one {حرف واحد} two {حرفان} few {# أحرف} many {# حرفًا} other {# حرف}} على الأكثر.",
  "address.error.notDelivered": "لا نوصل إلى {area} بعد.",
  "address.error.areaNotInEmirate": "{area} ليست ضمن {emirate}.",
} satisfies Catalogue<typeof english>;
