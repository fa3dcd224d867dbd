import type { Catalogue } from "../catalogue";
import type english from "../en/policies";

export default {
  "policies.terms.title": "شروط البيع",
  "policies.terms.description":
    "الشروط التي تبيع بها \u2068Maison Florale\u2069 الزهور وتوصلها داخل دولة الإمارات العربية المتحدة.",
  "policies.privacy.title": "إشعار الخصوصية",
  "policies.privacy.description":
    "البيانات الشخصية التي تحتفظ بها \u2068Maison Florale\u2069، ولماذا، وإلى متى، وحقوقك بموجب القانون الإماراتي.",
  "policies.returns.title": "الإرجاع واسترداد المبالغ",
  "policies.returns.description": "ما يحدث إن وصلت الزهور تالفة، وكيف تلغي طلبك، وكيف تُرد المبالغ.",
  "policies.delivery.title": "معلومات التوصيل",
  "policies.delivery.description":
    "فترات التوصيل، والتوصيل في اليوم نفسه داخل دبي، والمناطق التي نخدمها، ورسوم التوصيل.",
  "policies.draft": "مسودة: لم يعتمد المتجر هذه الصفحة بعد، وقد تتغير قبل الافتتاح.",
  "policies.englishOnly": "هذه الصفحة غير متاحة بالعربية بعد، فنعرضها بالإنجليزية.",
} satisfies Catalogue<typeof english>;
