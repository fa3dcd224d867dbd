// The demo shop's policy pages: a draft of each for a Dubai florist, in English and Arabic, shown
// marked as a draft until an owner saves the shop's own (shop-content-demo.ts).
export const TERMS_EN = `These terms apply to every order placed with Maison Florale on this website. They are written to
follow the UAE consumer protection law (Federal Law No. 15 of 2020) and its regulations.

## Who we are

Maison Florale is a flower atelier in Dubai, United Arab Emirates. Our trade name, address and
tax registration number appear on every tax invoice.

## Prices and payment

- Prices are in UAE dirhams (AED) and include VAT at 5%.
- The price you pay is the price shown when you place the order. We confirm it on the checkout page.
- Payment is taken by card when you place the order. We never see or store your card number.

## Your order

- An order is accepted once payment is confirmed; you receive a confirmation by email.
- Flowers are natural products: stems, shades and vases may differ slightly from the pictures.
  When a flower is out of season we replace it with one of equal or greater value and the same
  spirit.

## Delivery

Delivery dates, slots and areas are described on our [delivery page](/delivery).

## Cancellations, returns and refunds

See our [returns page](/returns). Nothing in these terms limits your rights under UAE law.

## Contact

Questions and complaints: write to us through the [contact page](/contact). We answer within one working day.

## Law

These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of
Dubai.
`;

export const TERMS_AR = `تسري هذه الشروط على كل طلب يُقدَّم إلى Maison Florale عبر هذا الموقع، وقد صيغت وفق قانون حماية
المستهلك في دولة الإمارات العربية المتحدة (القانون الاتحادي رقم 15 لسنة 2020) ولائحته التنفيذية.

## من نحن

Maison Florale أتيليه زهور في دبي، الإمارات العربية المتحدة. يظهر اسمنا التجاري وعنواننا ورقم
تسجيلنا الضريبي على كل فاتورة ضريبية.

## الأسعار والدفع

- الأسعار بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة بنسبة 5%.
- السعر الذي تدفعه هو السعر المعروض عند تقديم الطلب، ونؤكده في صفحة إتمام الطلب.
- يُدفع ثمن الطلب بالبطاقة عند تقديمه، ولا نطّلع على رقم بطاقتك ولا نحتفظ به.

## طلبك

- يُقبل الطلب متى تأكد الدفع، وتصلك رسالة تأكيد بالبريد الإلكتروني.
- الزهور منتجات طبيعية، فقد تختلف السيقان والدرجات والمزهريات قليلًا عن الصور. وإذا غابت زهرة
  عن موسمها استبدلنا بها زهرة تعادلها قيمةً أو تفوقها، وتحمل روحها ذاتها.

## التوصيل

تجد مواعيد التوصيل وفتراته ومناطقه في [صفحة التوصيل](/delivery).

## الإلغاء والإرجاع واسترداد المبالغ

راجع [صفحة الإرجاع](/returns). ولا يحدّ شيء في هذه الشروط من حقوقك التي يكفلها القانون الإماراتي.

## التواصل

للأسئلة والشكاوى راسلنا عبر [صفحة التواصل](/contact)، ونرد خلال يوم عمل واحد.

## القانون

تخضع هذه الشروط لقوانين دولة الإمارات العربية المتحدة كما تُطبَّق في إمارة دبي.
`;

export const PRIVACY_EN = `We look after your personal data as the UAE Personal Data Protection Law (Federal Decree-Law
No. 45 of 2021) asks.

## What we keep

- For an order: your name, email, phone number, the recipient's name, phone and address, your
  card message and delivery notes.
- For a message or the newsletter: what you write to us and your email address.

We do not keep card numbers: our payment provider handles them.

## Why

To prepare and deliver your order, to send you its confirmation and updates, to answer you, to
keep the tax records the law requires, and, only if you ask for it, to send our newsletter.

## Who sees it

Our florists and drivers, our payment provider and our email provider, each only as far as their
part requires. We never sell your data.

## How long

Orders and invoices: as long as UAE tax law requires (at least five years). Messages: as long as
needed to answer them. Newsletter: until you unsubscribe.

## Your rights

You may ask to see, correct or delete your data, or object to its use, by writing to us through
the contact page. You may also complain to the UAE Data Office.
`;

export const PRIVACY_AR = `نصون بياناتك الشخصية كما يقتضي قانون حماية البيانات الشخصية في دولة الإمارات (المرسوم بقانون
اتحادي رقم 45 لسنة 2021).

## ما نحتفظ به

- للطلب: اسمك وبريدك الإلكتروني ورقم هاتفك، واسم المستلم وهاتفه وعنوانه، ونص بطاقتك وملاحظات
  التوصيل.
- للرسائل والنشرة البريدية: ما تكتبه لنا وعنوان بريدك الإلكتروني.

لا نحتفظ بأرقام البطاقات، إذ يتولاها مزوّد الدفع.

## لماذا

لتحضير طلبك وتوصيله، ولإرسال تأكيده ومستجداته، وللرد عليك، وللاحتفاظ بالسجلات الضريبية التي
يفرضها القانون، ولإرسال نشرتنا إن طلبتها فقط.

## من يطّلع عليها

منسّقو الزهور والسائقون لدينا، ومزوّد الدفع ومزوّد البريد الإلكتروني، كلٌّ بقدر ما يتطلبه دوره.
ولا نبيع بياناتك أبدًا.

## مدة الاحتفاظ

الطلبات والفواتير: المدة التي يفرضها قانون الضرائب الإماراتي (خمس سنوات على الأقل). الرسائل:
ما دامت لازمة للرد عليها. النشرة البريدية: حتى تلغي اشتراكك.

## حقوقك

يحق لك أن تطلب الاطلاع على بياناتك أو تصحيحها أو حذفها، أو أن تعترض على استخدامها، بمراسلتنا
عبر صفحة التواصل. ويحق لك كذلك التقدم بشكوى إلى مكتب البيانات في دولة الإمارات.
`;

export const RETURNS_EN = `Flowers are perishable, so they cannot be sent back once delivered. Your rights under UAE
consumer law still apply, and we will always put things right.

## If something is wrong

If your flowers arrive damaged, wilted or different from your order, send us a photograph
through the contact page or WhatsApp **within 24 hours of delivery**. We replace the arrangement
or refund you, as you prefer.

## Cancelling an order

- Before we begin preparing it (until the evening before the delivery date): a full refund.
- On the delivery day: we can change the address or the time where the route allows, but the
  flowers are already cut and arranged for you.

## Refunds

Refunds go back to the card you paid with, usually within 5 to 10 working days, with a tax credit
note by email.

## Delivery we could not make

If nobody could receive the flowers and we could not reach you, we keep them at the atelier for
the day and arrange a new delivery; a second trip may carry the delivery fee.
`;

export const RETURNS_AR = `الزهور سريعة الذبول، فلا يمكن إرجاعها بعد تسليمها. غير أن حقوقك بموجب قانون حماية المستهلك
الإماراتي تبقى مصونة، وسنصلح كل خطأ دائمًا.

## إن وقع خطأ

إن وصلت زهورك تالفة أو ذابلة أو مختلفة عن طلبك، فأرسل إلينا صورة عبر صفحة التواصل أو واتساب
**خلال 24 ساعة من التسليم**، ونستبدل التنسيق أو نرد إليك المبلغ، كما تفضّل.

## إلغاء الطلب

- قبل أن نبدأ تحضيره (حتى مساء اليوم السابق لموعد التوصيل): استرداد كامل المبلغ.
- في يوم التوصيل: يمكننا تعديل العنوان أو الموعد متى سمح المسار، لكن الزهور تكون قد قُطفت
  ونُسّقت لك.

## استرداد المبالغ

تُرد المبالغ إلى البطاقة التي دفعت بها، عادةً خلال 5 إلى 10 أيام عمل، مع إشعار دائن ضريبي
بالبريد الإلكتروني.

## توصيل تعذّر إتمامه

إن لم يكن أحد في استلام الزهور وتعذّر علينا الوصول إليك، نحتفظ بها في الأتيليه ذلك اليوم ونرتب
توصيلًا جديدًا، وقد تُحتسب رسوم التوصيل على الرحلة الثانية.
`;

export const DELIVERY_EN = `We deliver across the United Arab Emirates by our own drivers, in the flowers' own boxes.

## When

- Every day, in three slots: {slots}, or at any time of the day.
- Same-day delivery in Dubai for orders placed before the day's cut-off shown at checkout.
- Some dates (public holidays, Valentine's Day, Mother's Day) fill early or close: the checkout
  only offers the dates and slots we can keep.

## Where

- Dubai: every area, same day or any later day.
- Sharjah and Abu Dhabi: next day or later.
- Other emirates: ask us through the contact page before ordering.

## Fees

The delivery fee, if any, is shown at checkout before you pay.

## On the day

We call the recipient before we arrive. Please give a phone number where they can be reached, and
any building, gate or Makani details that help the driver.
`;

export const DELIVERY_AR = `نوصل طلباتك في أرجاء دولة الإمارات العربية المتحدة بأيدي سائقينا، في علب الزهور الخاصة بنا.

## متى

- يوميًا، في ثلاث فترات: {slots}، أو في أي وقت من اليوم.
- التوصيل في اليوم نفسه داخل دبي للطلبات المقدمة قبل موعد الإغلاق المبيّن عند إتمام الطلب.
- بعض التواريخ (العطلات الرسمية، وعيد الحب، وعيد الأم) تمتلئ مبكرًا أو تُغلق، ولا تعرض صفحة
  إتمام الطلب إلا المواعيد والفترات التي نستطيع الوفاء بها.

## أين

- دبي: جميع المناطق، في اليوم نفسه أو أي يوم لاحق.
- الشارقة وأبوظبي: من اليوم التالي فصاعدًا.
- الإمارات الأخرى: تواصل معنا عبر صفحة التواصل قبل الطلب.

## الرسوم

تظهر رسوم التوصيل، إن وُجدت، عند إتمام الطلب قبل الدفع.

## يوم التوصيل

نتصل بالمستلم قبل وصولنا. يُرجى ذكر رقم هاتف يمكن الوصول إليه، وأي تفاصيل عن المبنى أو البوابة
أو رقم مكاني تعين السائق.
`;

/** The demo shop's contact points: placeholders, never a real shop's. */
