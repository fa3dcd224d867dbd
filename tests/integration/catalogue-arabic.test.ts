// The catalogue's pages under /ar: Arabic words, right to left, prices as '… د.إ' and every link
// staying on the Arabic pages; the English pages keep their words.
import { beforeAll, describe, expect, test } from "vitest";
import { createCategory, createItem } from "../support/catalogue";
import { adminToken, call } from "../support/shop";

let category: Awaited<ReturnType<typeof createCategory>>;
let ranged: Awaited<ReturnType<typeof createItem>>;

async function page(path: string, status = 200) {
  const response = await call(path);
  expect(response.status).toBe(status);
  return response.text();
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The page's own part (inside <main>): its text, its labels and alt texts, and its links. */
function mainOf(html: string) {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  const markup = main.replace(/<script[\s\S]*?<\/script>/g, " ");
  const text = decode(markup.replace(/<[^>]+>/g, " "));
  const attributes = [...markup.matchAll(/(?:aria-label|alt|title)="([^"]*)"/g)].map((m) =>
    decode(m[1]!),
  );
  const links = [...markup.matchAll(/(?:href|action)="([^"]*)"/g)].map((m) => decode(m[1]!));
  return { text, attributes, words: `${text} | ${attributes.join(" | ")}`, links };
}

function expectArabicPage(html: string) {
  expect(html).toMatch(/<html lang="ar" dir="rtl"/);
}

/** Every site link of the page's own part stays on the Arabic pages. */
function expectLinksUnderAr(links: string[]) {
  const internal = links.filter((href) => href.startsWith("/"));
  expect(internal.length).toBeGreaterThan(0);
  for (const href of internal) expect(href).toMatch(/^\/ar(\/|$|\?)/);
}

function expectNone(words: string, english: string[]) {
  for (const phrase of english) expect(words, phrase).not.toContain(phrase);
}

beforeAll(async () => {
  const token = await adminToken();
  category = await createCategory(token, "Evening Roses");
  ranged = await createItem(token, {
    title: "Velvet Noir",
    categories: [category._id],
    sizes: [
      { sizeName: "Signature", price: 650, ingredients: ["Black baccara roses"] },
      { sizeName: "Grand", price: 1250, ingredients: ["Black baccara roses"] },
    ],
  });
  await createItem(token, {
    title: "Ivory Whisper",
    categories: [category._id],
    isNew: true,
    featured: true,
    sizes: [{ sizeName: "Signature", price: 950 }],
  });
  await createItem(token, {
    title: "Amber Dusk",
    inStock: false,
    sizes: [{ sizeName: "Signature", price: 800 }],
  });
});

describe("/ar/collection", () => {
  test("is Arabic, right to left, with its words, prices and counts in Arabic", async () => {
    const html = await page("/ar/collection");
    expectArabicPage(html);
    expect(html).toContain("<title>المجموعة | Maison Florale</title>");
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/ar\/collection"/);
    const { words, links } = mainOf(html);
    for (const phrase of [
      "المجموعة",
      "كل باقة تُنسَّق يدويًا في الأتيليه",
      "تصفّح حسب الفئة",
      "جميع الباقات",
      "3 باقات",
      "الترتيب: الأحدث",
      "يغيّر الترتيب إلى: السعر: من الأقل إلى الأعلى",
      "من 650 د.إ إلى 1,250 د.إ",
      "950 د.إ",
      "نفدت الكمية",
      "جديد",
      "مختارة",
    ]) {
      expect(words).toContain(phrase);
    }
    expectNone(words, [
      "The Collection",
      "Every bouquet",
      "Browse by category",
      "All bouquets",
      "bouquets",
      "Bouquets",
      "Sort:",
      "Newest",
      "Changes the order",
      "Price:",
      "AED",
      "Sold out",
      "Featured",
      " New ",
    ]);
    expectLinksUnderAr(links);
    expect(links).toContain(`/ar/collection/${ranged._id}`);
    expect(links).toContain(`/ar/${category.slug}`);
  });

  test("keeps the query string and the language when sorting", async () => {
    const { words, links } = mainOf(await page("/ar/collection?sort=price-high"));
    expect(words).toContain("الترتيب: السعر: من الأعلى إلى الأقل");
    expectLinksUnderAr(links);
  });

  test("the English page keeps its words", async () => {
    const html = await page("/collection");
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
    expect(html).toContain("<title>The Collection | Maison Florale</title>");
    const { words, links } = mainOf(html);
    for (const phrase of [
      "The Collection",
      "Browse by category",
      "All bouquets",
      "3 bouquets",
      "Sort: Newest",
      "Changes the order to Price: Low to High",
      "AED 650 - AED 1,250",
      "AED 950",
      "Sold out",
      "Featured",
    ]) {
      expect(words).toContain(phrase);
    }
    expect(links).toContain(`/collection/${ranged._id}`);
    expect(links.filter((href) => href.startsWith("/ar"))).toEqual([]);
  });
});

describe("/ar/{category}", () => {
  test("is Arabic, its menu, sort and cards on the Arabic pages", async () => {
    const html = await page(`/ar/${category.slug}`);
    expectArabicPage(html);
    const { words, links } = mainOf(html);
    for (const phrase of ["المجموعة", "جميع الباقات", "باقتان", "الترتيب: الأحدث", "950 د.إ"]) {
      expect(words).toContain(phrase);
    }
    expect(html).toContain(`باقات \u2068${category.name}\u2069`);
    expectNone(words, ["The Collection", "All bouquets", "bouquets", "Sort:", "AED", "Newest"]);
    expectLinksUnderAr(links);
    expect(links).toContain(`/ar/${category.slug}`);
    expect(links).toContain("/ar/collection");
  });

  test("an unknown category is a 404 in Arabic", async () => {
    const html = await page("/ar/no-such-flowers", 404);
    expectArabicPage(html);
    const { words, links } = mainOf(html);
    expect(words).toContain("الفئة غير موجودة");
    expect(words).toContain("تصفّح المجموعة");
    expectNone(words, ["Category not found", "Browse the collection"]);
    expectLinksUnderAr(links);
  });
});

describe("/ar/collection/{id}", () => {
  test("says the bouquet's page in Arabic: breadcrumb, gallery, price, promises, details", async () => {
    const html = await page(`/ar/collection/${ranged._id}`);
    expectArabicPage(html);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/ar\/collection\/[0-9a-f]+"/);
    const { words, links } = mainOf(html);
    for (const phrase of [
      "مسار التصفّح",
      "الرئيسية",
      "صور \u2068Velvet Noir\u2069",
      "ابتداءً من 650 د.إ",
      "الأسعار شاملة ضريبة القيمة المضافة بنسبة 5%",
      "استفسر عبر واتساب",
      "وعدنا لك",
      "نضارة كل يوم",
      "عن Velvet Noir",
      "المكوّنات",
      "المقاسات",
      "العناية بالباقة",
    ]) {
      expect(words).toContain(phrase);
    }
    expectNone(words, [
      "Breadcrumb",
      "Home",
      "Pictures of",
      "From ",
      "Prices include",
      "Enquire on WhatsApp",
      "opens in a new tab",
      "Our promise",
      "Fresh Daily",
      "The bouquet",
      "About Velvet Noir",
      "Ingredients",
      "Dimensions",
      "Care instructions",
      "Change the water",
    ]);
    expect(links).toContain("/ar");
    expect(links).toContain("/ar/collection");
    expect(links).toContain(`/ar/${category.slug}`);
    // (The purchase form's own address is the checkout's, tested with it.)
    const english = links.filter((href) => /^\/(collection|evening)/.test(href));
    expect(english.filter((href) => !href.endsWith("#checkout"))).toEqual([]);
    const whatsApp = links.find((href) => href.startsWith("https://wa.me/"));
    expect(decodeURIComponent(whatsApp!.split("text=")[1]!)).toBe(
      "مرحبًا \u2068Maison Florale\u2069، لديّ استفسار عن باقة «\u2068Velvet Noir\u2069».",
    );
  });

  test("the English page keeps its words", async () => {
    const html = await page(`/collection/${ranged._id}`);
    const { words, links } = mainOf(html);
    for (const phrase of [
      "Breadcrumb",
      "From AED 650",
      "Prices include 5% VAT",
      "Enquire on WhatsApp",
      "Fresh Daily",
      "About Velvet Noir",
      "Care instructions",
      "Trim stems at 45°",
    ]) {
      expect(words).toContain(phrase);
    }
    expect(links).toContain("/");
    expect(links).toContain("/collection");
  });

  test("a missing bouquet is a 404 in Arabic", async () => {
    const html = await page("/ar/collection/000000000000000000000000", 404);
    expectArabicPage(html);
    const { words, links } = mainOf(html);
    expect(words).toContain("الباقة غير موجودة");
    expect(html).toContain("<title>الباقة غير موجودة | Maison Florale</title>");
    expectNone(words, ["Item Not Found", "Browse Collection"]);
    expectLinksUnderAr(links);
  });
});
