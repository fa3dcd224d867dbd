// The content pages in Arabic (keys: en/pages.ts).
import type { Catalogue } from "../catalogue";
import type english from "../en/pages";

export default {
  "pages.craft.title": "الحِرفة",
  "pages.craft.description":
    "كيف تولد باقة من \u2068Maison Florale\u2069: زهور تُنتقى مع الفجر، وتُهيّأ طوال الليل، وتُنسَّق يدويًا في أتيليه دبي.",
  "pages.craft.eyebrow": "الأتيليه، دبي",
  "pages.craft.lede": "تُنتقى ساقًا بساق، وترتاح ليلةً كاملة، وتُربط باليد: عمل هادئ وراء كل باقة.",
  "pages.craft.posterAlt": "ورود حمراء داكنة في مزهرية قاتمة على ضوء الشموع",
  "pages.craft.playFilm": "شغّل الفيلم",
  "pages.craft.pauseFilm": "أوقف الفيلم",
  "pages.craft.introHeading": "صُنعت باليد",
  "pages.craft.introLede":
    "الفخامة في الزهور ليست في أندرها، بل في مئة قرار صغير يُتّخذ قبل أن تصل الباقة إلى بابك بوقت طويل.",
  "pages.craft.chaptersHeading": "من المزارع إلى اليد",
  "pages.craft.sourcing": "الانتقاء",
  "pages.craft.sourcing.text":
    "يشتري منسّقونا مع أول ضوء من مزارعين نعرفهم منذ سنوات: ورود الحدائق من كينيا والإكوادور، والفاوانيا من هولندا في موسمها القصير، والحوذان من إيطاليا. نختار بالعبير، وباللون في ضوء النهار، وبثقل الزهرة في اليد.",
  "pages.craft.conditioning": "التهيئة",
  "pages.craft.conditioning.text":
    "تُنظَّف كل ساق، وتُقصّ بزاوية تحت الماء، وترتاح ليلةً في غرفتنا الباردة، لترتوي جيدًا قبل أن يُطلب منها العطاء. لهذا تتفتح ورودنا على مهل، على مدى أيام لا ساعات.",
  "pages.craft.handTying": "الربط باليد",
  "pages.craft.handTying.text":
    "تُلفّ الباقات لولبيًا باليد، ساقًا بعد ساق، لتتجه كل زهرة إلى الخارج وتقف الباقة بطبيعتها في المزهرية. ثم الورق الرقيق، وشريط الحرير، وبطاقة مكتوبة بخط اليد. لا يغادر شيء الأتيليه قبل أن يكتمل.",
  "pages.craft.ctaTitle": "صُنعت لتُهدى",
  "pages.craft.ctaText": "تصفّح باقات هذا الموسم، وكلٌّ منها يُنسَّق في الأتيليه صباح يوم توصيله.",
  "pages.craft.ctaButton": "شاهد مجموعتنا",
  "pages.portfolio.title": "أعمالنا",
  "pages.portfolio.description":
    "أعراس وعشاءات وتنسيقات فندقية من \u2068Maison Florale\u2069 في دبي: موائد طويلة، وأقواس زهور، وتنسيقات للردهات.",
  "pages.portfolio.eyebrow": "أعراس · مناسبات · فنادق",
  "pages.portfolio.lede":
    "زهور لأمسيات لا تُنسى: عشاءات على موائد طويلة، ومراسم على شاطئ البحر، وردهات فنادق تتبدّل مع المواسم.",
  "pages.portfolio.heroAlt":
    "ورود بيضاء في علبة قبعة من \u2068Maison Florale\u2069 بجانب أوركيد في أصيص",
  "pages.portfolio.introHeading": "مصمَّمة للمكان والضوء والساعة",
  "pages.portfolio.intro1":
    "من مجلس حميم إلى قاعة احتفالات تتسع لمئات الضيوف، يبدأ كل تنسيق بزيارة: ندرس المكان، وكيف يسقط الضوء في ساعة المناسبة، والأجواء التي تودّ أن يشعر بها ضيوفك لحظة دخولهم.",
  "pages.portfolio.intro2":
    "كل قطعة يبنيها منسّقونا بأنفسهم، وتركّبها الأيدي نفسها التي صمّمتها، بزهور هُيّئت في الأتيليه لأيام قبل المناسبة.",
  "pages.portfolio.quote": "الزهور أول ما يراه ضيوفك، وآخر ما ينسونه.",
  "pages.portfolio.quoteBy": "أتيليه \u2068Maison Florale\u2069",
  "pages.portfolio.selected": "أعمال مختارة",
  "pages.portfolio.gallery": "أعمالنا",
  "pages.portfolio.ctaEyebrow": "مناسبات حسب الطلب",
  "pages.portfolio.ctaTitle": "تخطّط لاحتفال؟",
  "pages.portfolio.ctaText":
    "أخبرنا بالتاريخ والمكان والإحساس الذي تتخيّله، وسنعود إليك بمقترح ورسومات ولوحة من زهور الموسم.",
  "pages.portfolio.ctaButton": "احجز استشارة",
  "pages.lightbox.close": "إغلاق",
  "pages.lightbox.previous": "الصورة السابقة",
  "pages.lightbox.next": "الصورة التالية",
  "pages.picture.portfolio-1": "عشاء على مائدة طويلة، جميرا",
  "pages.picture.portfolio-2": "قوس زهور لزفاف على الشاطئ",
  "pages.picture.portfolio-3": "ممرّ من الأزهار البيضاء",
  "pages.picture.portfolio-4": "مزهرية ردهة في فندق خمس نجوم",
  "pages.picture.portfolio-5": "باقة العروس",
  "pages.picture.portfolio-6": "تنسيق وسط المائدة لمجلس خاص",
  "pages.picture.portfolio-7": "مائدة عشاء احتفالي",
  "pages.picture.portfolio-8": "تنسيق لحفل خطوبة",
  "pages.contact.title": "تواصل معنا",
  "pages.contact.description":
    "تواصل مع \u2068Maison Florale\u2069 في دبي لباقات حسب الطلب، وللأعراس والمناسبات. اتصل بنا أو راسلنا على واتساب أو اكتب إلينا: نردّ خلال 24 ساعة.",
  "pages.contact.eyebrow": "تواصل",
  "pages.contact.heading": "تواصل معنا",
  "pages.contact.lede":
    "لباقة حسب الطلب، أو لعرس أو مناسبة، أو لسؤال عن طلب، منسّقونا هنا لمساعدتك.",
  "pages.contact.writeToUs": "اكتب إلينا",
  "pages.contact.chat": "راسلنا على واتساب",
  "pages.contact.expect": "ما نعدك به",
  "pages.contact.reply": "ردّ خلال 24 ساعة",
  "pages.contact.reply.text": "كل رسالة يقرؤها أحد منسّقينا ويردّ عليها بنفسه، لا ردود آلية أبدًا.",
  "pages.contact.bespoke": "تصاميم حسب الطلب",
  "pages.contact.bespoke.text":
    "أخبرنا بالمناسبة والألوان وبمن ستُهدى إليه الزهور، وسنصمّم تنسيقًا لا يشبه سواه.",
  "pages.contact.delivery": "توصيل في جميع أنحاء دبي",
  "pages.contact.delivery.text":
    "توصيل في اليوم نفسه أو في موعد تحدّده، إلى المنازل والمكاتب والفنادق، في الفترة التي تختارها.",
  "pages.contact.events": "استشارات المناسبات",
  "pages.contact.events.text":
    "أعراس وعشاءات ومناسبات للشركات، نخطّط لها معك في البوتيك أو عبر واتساب.",
  "pages.contact.formIntro": "شاركنا بضع كلمات عمّا تفكر فيه، وأفضل طريقة للتواصل معك.",
  "pages.contactForm.name": "الاسم",
  "pages.contactForm.email": "البريد الإلكتروني",
  "pages.contactForm.phone": "الهاتف (اختياري)",
  "pages.contactForm.message": "الرسالة",
  "pages.contactForm.send": "أرسل الرسالة",
  "pages.contactForm.note": "نردّ على كل رسالة خلال 24 ساعة.",
  "pages.contactForm.thanks": "شكرًا لتواصلك معنا! سنعود إليك قريبًا.",
  "pages.error.contactFailed": "حدث خطأ أثناء إرسال رسالتك. يُرجى المحاولة مجددًا.",
  "pages.error.nameMissing": "يُرجى إخبارنا باسمك.",
  "pages.error.nameTooLong": "يُرجى ألا يتجاوز الاسم 120 حرفًا.",
  "pages.error.emailMissing": "يُرجى إدخال بريدك الإلكتروني.",
  "pages.error.invalidEmail": "يُرجى إدخال بريد إلكتروني صحيح.",
  "pages.error.invalidPhone": "يُرجى إدخال رقم هاتف صحيح، مثل ‎+971 50 123 4567.",
  "pages.error.messageMissing": "يُرجى كتابة رسالتك.",
  "pages.error.messageTooLong": "يُرجى ألا تتجاوز الرسالة 2,000 حرف.",
  "pages.support.title": "تواصل مباشر",
  "pages.support.promise":
    "تودّ أن تتحدّث إلينا مباشرة؟ يردّ منسّقونا على الهاتف وواتساب طوال ساعات العمل، ويجيبون عن كل رسالة مكتوبة خلال 24 ساعة.",
  "pages.support.telephone": "الهاتف",
  "pages.support.whatsapp": "واتساب",
  "pages.contactForm.privacy": "كيف نصون ما تكتبه إلينا: إشعار الخصوصية",
  "pages.support.instagram": "إنستغرام",
  "pages.support.boutique": "البوتيك",
  "pages.support.hours": "ساعات العمل",
  "pages.about.title": "قصتنا",
  "pages.about.description":
    "\u2068Maison Florale\u2069 دار زهور في دبي قوامها الجودة والنضارة، والحرفية، والاستدامة، والخدمة الشخصية.",
  "pages.about.eyebrow": "من نحن",
  "pages.about.lede":
    "دار زهور في دبي قامت على قناعة بسيطة: أن تحمل الباقة من العناية ما تحمله اللحظة التي تحتفي بها.",
  "pages.about.heroAlt":
    "قبّة من الورود الوردية على قاعدة بجانب علبة قبعة من \u2068Maison Florale\u2069",
  "pages.about.storyEyebrow": "الدار",
  "pages.about.storyTitle": "وُلدت في جميرا",
  "pages.about.storyLede":
    "بدأت \u2068Maison Florale\u2069 أتيليهًا صغيرًا على البحر، تنسّق الزهور للأصدقاء، ثم لأعراسهم، ثم للفنادق التي أُقيمت فيها تلك الأعراس.",
  "pages.about.story1":
    "ما زلنا نعمل كما بدأنا. ينتقي منسّقونا كل ساق بأنفسهم، ويهيّئونها بصبر، ويربطون كل باقة باليد، حتى يصل إلى بابك ما كان على طاولة عملنا ذلك الصباح كما هو.",
  "pages.about.story2":
    "واليوم نصمّم لمنازل في أنحاء دبي، ولاحتفالات كبيرة وصغيرة، ولردهات أرقى فنادق المدينة وقاعات طعامها. تغيّر الحجم، أما العناية فلم تتغيّر.",
  "pages.about.valuesEyebrow": "ما نؤمن به",
  "pages.about.valuesTitle": "قيمنا",
  "pages.about.quality": "الجودة والنضارة",
  "pages.about.quality.text":
    "تصل الزهور إلى الأتيليه خلال أيام من قطفها، وترتاح ليلةً قبل تنسيقها. وإن لم تكن الساق مثالية، فلن تغادر المكان.",
  "pages.about.craftsmanship": "الحِرفية",
  "pages.about.craftsmanship.text":
    "كل باقة يصمّمها ويربطها باليد منسّق متمرّس، ساقًا بعد ساق، بعناية تضاهي عناية دور الأزياء الراقية.",
  "pages.about.sustainability": "الاستدامة",
  "pages.about.sustainability.text":
    "نغلّف بورق قابل لإعادة التدوير وشرائط من القطن، ونتعامل مع مزارعين يرعون أرضهم، ونحوّل ما لا نستخدمه إلى سماد.",
  "pages.about.personalization": "اللمسة الشخصية",
  "pages.about.personalization.text":
    "ألوانك، والزهور المفضّلة لدى مستلم الهدية، وبطاقة بكلماتك: كل تنسيق يمكن أن يُصنع لشخص واحد ولحظة واحدة.",
  "pages.about.ctaTitle": "زهور للحظتك",
  "pages.about.ctaText": "اكتشف باقات هذا الموسم، تصلك في أنحاء دبي في الفترة التي تختارها.",
  "pages.about.ctaButton": "اكتشف المجموعة",
  "pages.search.resultsTitle": "نتائج البحث عن «{query}»",
  "pages.search.title": "البحث",
  "pages.search.description": "ابحث في باقات {shopName}، دار الزهور الفاخرة في دبي.",
  "pages.search.eyebrow": "البحث",
  "pages.search.resultsHeading": "نتائج «{query}»",
  "pages.search.heading": "ابحث في المجموعة",
  "pages.search.count":
    "{count, plural, zero {لا باقات} one {باقة واحدة} two {باقتان} few {{number} باقات} many {{number} باقة} other {{number} باقة}}",
  "pages.search.hint": "ابحث عن باقة باسمها، أو بزهرة، أو بلون.",
  "pages.search.label": "ابحث في المجموعة",
  "pages.search.placeholder": "ورود، فاوانيا، أبيض…",
  "pages.search.submit": "بحث",
  "pages.search.matching": "الباقات المطابقة",
  "pages.search.browseByCategory": "تصفّح حسب الفئة",
  "pages.search.noResults": "لا توجد باقات تطابق «{query}».",
  "pages.search.tryAnother": "جرّب زهرة أو لونًا آخر، أو تصفّح المجموعة كاملة.",
  "pages.search.browse": "تصفّح المجموعة",
  "pages.search.orBrowse": "أو تصفّح حسب الفئة",
  "pages.search.allBouquets": "جميع الباقات",
} satisfies Catalogue<typeof english>;
