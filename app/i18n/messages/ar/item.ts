import type { Catalogue } from "../catalogue";
import type english from "../en/item";

export default {
  "item.breadcrumb.label": "مسار التصفّح",
  "item.breadcrumb.home": "الرئيسية",
  "item.breadcrumb.collection": "المجموعة",

  "item.gallery.label": "صور {title}",
  "item.gallery.empty": "لا تتوفر صورة",
  "item.gallery.imageAlt": "{title}، الصورة {position} من {count}",
  "item.gallery.zoom": "تكبير الصورة",
  "item.gallery.position": "الصورة {position} من {count}",
  "item.gallery.zoomed": " (مكبّرة)",
  "item.gallery.thumbs": "جميع الصور",
  "item.gallery.show": "عرض الصورة {position} من {count}",
  "item.gallery.previous": "الصورة السابقة",
  "item.gallery.next": "الصورة التالية",
  "item.gallery.broken": "تعذّر تحميل هذه الصورة، فعرضنا مكانها صورة بديلة.",

  "item.price.from": "ابتداءً من",
  "item.price.was": "السعر السابق",
  "item.price.vat": "الأسعار شاملة ضريبة القيمة المضافة بنسبة {rate}%",

  "item.benefits.label": "وعدنا لك",
  "item.benefits.fresh": "نضارة كل يوم",
  "item.benefits.fast": "توصيل سريع",
  "item.benefits.crafted": "تنسيق بأيدٍ خبيرة",
  "item.benefits.premium": "أزهار فاخرة",
  "item.benefits.safe": "توصيل آمن",
  "item.benefits.satisfaction": "رضاك مضمون",

  "item.summary.untitled": "باقة",
  "item.summary.shortFallback": "تنسيق زهري بديع",
  "item.summary.enquire": "استفسر عبر واتساب",
  "item.summary.newTab": " (يُفتح في علامة تبويب جديدة)",
  "item.summary.note": "أو اسأل منسّقي الزهور لدينا عن هذه الباقة أو أحجامها أو توصيلها.",
  "item.whatsapp.enquiry": "مرحبًا \u2068Maison Florale\u2069، لديّ استفسار عن باقة «{title}».",
  "item.whatsapp.similar":
    "مرحبًا \u2068Maison Florale\u2069، باقة «{title}» غير متوفرة حاليًا. هل يمكنكم اقتراح باقة مشابهة؟",

  "item.details.eyebrow": "الباقة",
  "item.details.heading": "عن {title}",
  "item.details.ingredients": "المكوّنات",
  "item.details.ingredientsFallback": "أزهار موسمية فاخرة",
  "item.details.dimensions": "المقاسات",
  "item.details.dimensionsFallback":
    "تُنسَّق كل باقة يدويًا، لذا يتفاوت حجمها قليلًا بحسب أزهار الموسم.",
  "item.details.care": "العناية بالباقة",
  "item.details.careWater": "غيّر الماء كل يومين أو ثلاثة أيام",
  "item.details.careStems": "قُصّ السيقان بزاوية 45°",

  "item.problem.notFoundEyebrow": "خطأ 404",
  "item.problem.notFound": "الباقة غير موجودة",
  "item.problem.notFoundText": "لم تعد هذه الباقة ضمن مجموعتنا، أو أن العنوان غير مكتمل.",
  "item.problem.browse": "تصفّح المجموعة",
  "item.problem.failedEyebrow": "حدث خطأ ما",
  "item.problem.failed": "تعذّر تحميل الباقة",
  "item.problem.server": "خطأ في الخادم: {status}",
  "item.problem.default": "حدث خلل أثناء تحميل هذه الباقة",
  "item.problem.back": "العودة إلى المجموعة",
} satisfies Catalogue<typeof english>;
