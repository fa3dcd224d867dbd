// The shop's own words on the Arabic pages: the frame (header, menu, footer), the home page and
// the content pages say them in Arabic, with none of the English ones left; the English pages keep
// theirs. The contact form posted without scripts from /ar/contact answers in Arabic and stays on
// the Arabic page.
import { describe, expect, test } from "vitest";
import { formBody } from "../support/admin-session";
import { call } from "../support/shop";

/** What the page shows: its HTML without the scripts (whose data carries the English refusal
 * patterns the page translates with). */
const shown = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

const page = async (path: string) => {
  const response = await call(path);
  expect(response.status).toBe(200);
  return shown(await response.text());
};

/** Words of the frame every public page wears. */
const FRAME = {
  arabic: ["من نحن", "روابط سريعة", "جميع الحقوق محفوظة", "النشرة البريدية", "ابحث في الباقات"],
  english: ["About Us", "Quick Links", "All rights reserved", "Newsletter", "Search bouquets"],
};

const PAGES: { path: string; arabic: string[]; english: string[] }[] = [
  {
    path: "/ar",
    arabic: ["فنّ الإهداء", "اشتراكات الزهور", "تجارب عملائنا", "اكتشف المجموعة"],
    english: [
      "The art of the gesture",
      "Flower Subscriptions",
      "Client Experiences",
      "Our Philosophy",
    ],
  },
  {
    path: "/ar/contact",
    arabic: ["اكتب إلينا", "أرسل الرسالة", "تواصل مباشر", "ما نعدك به"],
    english: ["Write to Us", "Send Message", "Direct Support", "What to expect"],
  },
  {
    path: "/ar/craft",
    arabic: ["صُنعت باليد", "من المزارع إلى اليد", "صُنعت لتُهدى"],
    english: ["Made by hand", "From grower to hand", "Made to be given"],
  },
  {
    path: "/ar/portfolio",
    arabic: ["أعمال مختارة", "تخطّط لاحتفال؟", "احجز استشارة"],
    english: ["Selected work", "Planning a celebration?", "Book a Consultation"],
  },
  {
    path: "/ar/about",
    arabic: ["وُلدت في جميرا", "قيمنا", "زهور للحظتك"],
    english: ["Born in Jumeirah", "Our Values", "Flowers for your moment"],
  },
  {
    path: "/ar/search?q=rose",
    arabic: ["نتائج «\u2068rose\u2069»", "لا توجد باقات تطابق «\u2068rose\u2069»", "تصفّح المجموعة"],
    english: ["Results for", "No bouquets match", "Browse the Collection"],
  },
];

describe("the Arabic pages say the shop's own words in Arabic", () => {
  test.each(PAGES)("$path", async ({ path, arabic, english }) => {
    const html = await page(path);
    expect(html).toContain('<html lang="ar" dir="rtl"');
    for (const words of [...arabic, ...FRAME.arabic]) expect(html).toContain(words);
    for (const words of [...english, ...FRAME.english]) expect(html).not.toContain(words);
  });

  test("their links and forms stay on the Arabic pages", async () => {
    const html = await page("/ar/contact");
    expect(html).toContain('action="/ar/contact#message"');
    expect(html).toContain('action="/ar/newsletter"');
    expect(html).toContain('action="/ar/search"');
    expect(html).toContain('href="/ar/craft"');
    expect(html).not.toContain('href="/craft"');
  });

  test("the page's title and description are Arabic", async () => {
    const html = await page("/ar/craft");
    expect(html).toContain("<title>الحِرفة | Maison Florale</title>");
    // The description is the page's introduction as Shop content holds it (the demo's until saved).
    expect(html).toMatch(/<meta name="description" content="تُنتقى ساقًا بساق، وترتاح ليلةً كاملة/);
  });

  test("WhatsApp opens with an Arabic message", async () => {
    const html = await page("/ar/contact");
    expect(html).toContain(encodeURIComponent("مرحبًا Maison Florale، أودّ الاستفسار عن زهوركم."));
  });

  test("the English pages keep their words", async () => {
    const html = await page("/contact");
    for (const words of ["Write to Us", "Send Message", "Direct Support", ...FRAME.english]) {
      expect(html).toContain(words);
    }
    expect(html).toContain(`© ${new Date().getFullYear()} Maison Florale. All rights reserved.`);
    expect(html).not.toContain("تواصل مباشر");
  });

  test("an unknown Arabic address answers the not-found page in Arabic", async () => {
    const response = await call("/ar/no-such-page/at-all");
    expect(response.status).toBe(404);
    const html = shown(await response.text());
    expect(html).toContain("الصفحة غير موجودة");
    expect(html).not.toContain("Page not found");
  });
});

describe("the contact form posted without scripts from /ar/contact", () => {
  const post = (fields: Record<string, string>, client: string) =>
    call("/ar/contact", {
      method: "POST",
      client,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: formBody(fields),
      redirect: "manual",
    });

  test("a bad email is refused in Arabic", async () => {
    const refused = await post(
      { name: "ليلى حداد", email: "layla@", phone: "", message: "ورود بيضاء ليوم الجمعة" },
      "203.0.113.61",
    );
    expect(refused.status).toBe(400);
    const html = shown(await refused.text());
    expect(html).toContain("يُرجى إدخال بريد إلكتروني صحيح.");
    expect(html).not.toContain("Please enter a valid email address.");
    expect(html).toContain('<html lang="ar" dir="rtl"');
  });

  test("a message sent goes back to the Arabic page, thanked in Arabic", async () => {
    const sent = await post(
      { name: "ليلى حداد", email: "layla@example.ae", phone: "", message: "ورود بيضاء" },
      "203.0.113.62",
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/ar/contact?sent=1#message");
    expect(await page("/ar/contact?sent=1")).toContain("شكرًا لتواصلك معنا! سنعود إليك قريبًا.");
  });
});

describe("the newsletter posted without scripts from an Arabic page", () => {
  test("thanks on the Arabic page, and a refusal in Arabic", async () => {
    const post = (email: string) =>
      call("/ar/newsletter", {
        method: "POST",
        client: "203.0.113.63",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: formBody({ email, from: "/ar/about" }),
        redirect: "manual",
      });
    const thanked = await post("layla@example.ae");
    expect(thanked.status).toBe(302);
    expect(thanked.headers.get("location")).toBe("/ar/about?newsletter=thanks#newsletter");
    const refused = await post("layla@");
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("يُرجى إدخال بريد إلكتروني صحيح.");
    expect(html).toContain("تعذّر إتمام اشتراكك");
  });
});
