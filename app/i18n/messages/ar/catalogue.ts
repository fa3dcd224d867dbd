import type { Catalogue } from "../catalogue";
import type english from "../en/catalogue";

export default {
  "catalogue.collection.title": "المجموعة",
  "catalogue.collection.intro":
    "كل باقة تُنسَّق يدويًا في الأتيليه كل صباح من أبهى أزهار الموسم، وتصل إلى كل أنحاء دبي.",
  "catalogue.collection.gridHeading": "الباقات",
  "catalogue.collection.empty": "لا توجد باقات في المجموعة بعد.",
  "catalogue.comingSoon": "نُنسِّق مجموعتنا الجديدة الآن. يسعدنا أن تزورنا قريبًا.",
  "catalogue.collection.loadFailed": "تعذّر تحميل باقات المجموعة",
  "catalogue.collection.loadFailedHint": "يُرجى المحاولة مجددًا بعد لحظات.",
  "catalogue.reload": "إعادة تحميل الصفحة",

  "catalogue.menu.label": "تصفّح حسب الفئة",
  "catalogue.menu.all": "جميع الباقات",

  "catalogue.category.description": "{name} من {shopName}، دبي.",
  "catalogue.category.gridHeading": "باقات {name}",
  "catalogue.category.empty": "لا توجد باقات في هذه الفئة.",
  "catalogue.category.browse": "تصفّح المجموعة",
  "catalogue.category.notFound": "الفئة غير موجودة",
  "catalogue.category.notFoundText": "انتقلت هذه المجموعة إلى مكان آخر، أو انقضى موسمها.",
  "catalogue.category.failed": "حدث خطأ ما",
  "catalogue.category.failedText": "وقع خطأ غير متوقع. يُرجى تحديث الصفحة.",
  "catalogue.category.home": "العودة إلى الرئيسية",

  "catalogue.toolbar.loading": "جارٍ تحميل الباقات…",
  "catalogue.toolbar.count":
    "{count, plural, zero {لا توجد باقات} one {باقة واحدة} two {باقتان} few {{shown} باقات} many {{shown} باقة} other {{shown} باقة}}",

  "catalogue.sort.label": "الترتيب:",
  "catalogue.sort.newest": "الأحدث",
  "catalogue.sort.priceLow": "السعر: من الأقل إلى الأعلى",
  "catalogue.sort.priceHigh": "السعر: من الأعلى إلى الأقل",
  "catalogue.sort.hint": "يغيّر الترتيب إلى: {sort}",

  "catalogue.card.priceRange": "من {min} إلى {max}",
  "catalogue.card.soldOut": "نفدت الكمية",
  "catalogue.card.new": "جديدة",
  "catalogue.card.featured": "مختارة",
  "catalogue.card.failed": "تعذّر عرض هذه الباقة.",
  "catalogue.card.untitled": "باقة",
} satisfies Catalogue<typeof english>;
