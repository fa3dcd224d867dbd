// The delivery area in the purchase box, and the refusals of the delivery zones, in Arabic.
import type english from "../en/zones";
import type { Catalogue } from "../catalogue";

export default {
  "zones.deliverTo": "التوصيل إلى",
  "zones.chooseArea": "اختر منطقتك",
  "zones.showDelivery": "اعرض مواعيد التوصيل",
  "zones.earliest": "لا يتوفر التوصيل في اليوم نفسه إلى {area}، وأقرب موعد للتوصيل {date}.",
  "zones.error.needsMoreNotice": "يتطلب التوصيل إلى {area} مهلة أطول. يُرجى اختيار تاريخ لاحق.",
  "zones.error.needsMoreNoticeHere":
    "يتطلب التوصيل إلى هذا العنوان مهلة أطول. يُرجى اختيار تاريخ لاحق.",
  "zones.error.tooSoon": "موعد قريب جدًا للتوصيل إلى هذه المنطقة",
} satisfies Catalogue<typeof english>;
