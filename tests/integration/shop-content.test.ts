// The shop's own words through both doors: GET/PUT /api/admin/content (staff may change all but
// the legal details and the policy pages), the "Shop content" page posted without JavaScript,
// the policy pages rendered from Markdown with raw HTML inert, in both languages, and the
// dashboard's "Before you open" list shrinking as the florist writes their own words.
import { describe, expect, test } from "vitest";
import { langOf, page as parse, select, textOf } from "../support/html";
import { aColleague, sessionCookieFrom, sharedOwner } from "../support/admin-session";
import { countRows, readRow, readRows } from "../support/database";
import { call, callJson } from "../support/shop";
import { readContent, putContent, type Content, contentFormFields } from "../support/shop-content";

/** A picture id of the right shape (the content keeps ids; the test shop has no pictures). */
const PICTURE = "a1".repeat(12);

const the = sharedOwner();

const saves = () => countRows("shop_content_changes");
const lastActivity = () =>
  readRow<{ actor: string; action: string; details: string }>(
    "select actor, action, details from activity_log order by id desc limit 1",
  )!;

const currentContent = () => readContent(the.token);

/** The content with one hero slide (the test shop seeds no pictures for the demo's). */
async function validContent(): Promise<Content> {
  const content = await currentContent();
  content.heroSlides = [
    {
      title: { en: "The art of the gesture", ar: null },
      subtitle: { en: "Peonies at dawn.", ar: null },
      brandStatement: { en: "Hand-tied in Dubai", ar: null },
      image: PICTURE,
    },
  ];
  content.trustedBy = [];
  return content;
}

const put = (body: unknown, token = the.token) => putContent(token, body);

async function aStaffColleague() {
  const colleague = await aColleague(the.owner);
  return { token: await colleague.token(), browser: await colleague.signIn() };
}

const dashboardItems = async () => {
  const html = await (await the.owner.get("/admin/dashboard")).text();
  return [...html.matchAll(/data-item="([^"]+)"/g)].map((match) => match[1]);
};

describe("before anything is saved", () => {
  test("the dashboard lists what still makes this the demo shop, each with where it is fixed", async () => {
    const html = await (await the.owner.get("/admin/dashboard")).text();
    expect(html).toContain("Before you open");
    expect(await dashboardItems()).toEqual(
      expect.arrayContaining([
        "payments",
        "smtp",
        "trn",
        "contact",
        "page-terms",
        "page-privacy",
        "page-returns",
        "page-delivery",
      ]),
    );
    expect(html).toContain('href="/admin/content#content-pages"');
  });

  test("/terms and /ar/terms show the draft, each in its language, marked as a draft", async () => {
    const english = await call("/terms");
    expect(english.status).toBe(200);
    const en = await english.text();
    const enPage = parse(en);
    expect(enPage.one("html").attrs).toMatchObject({ lang: "en", dir: "ltr" });
    expect(textOf(enPage.one("title"))).toMatch(/^Terms of Sale \| /);
    expect(enPage.allByRole("note").map(textOf)).toContainEqual(
      expect.stringMatching(/^Draft: this page has not yet/),
    );
    expect(enPage.allByRole("heading", "Prices and payment")).toHaveLength(1);
    const arabic = await call("/ar/terms");
    expect(arabic.status).toBe(200);
    const ar = await arabic.text();
    const arPage = parse(ar);
    expect(arPage.one("html").attrs).toMatchObject({ lang: "ar", dir: "rtl" });
    expect(ar).toContain("شروط البيع");
    expect(arPage.allByRole("note").map(textOf)).toContainEqual(expect.stringMatching(/^مسودة:/));
    expect(arPage.allByRole("heading", "الأسعار والدفع")).toHaveLength(1);
    // The shop's own links keep to the page's language.
    expect(ar).toContain('href="/ar/returns"');
    for (const page of ["/privacy", "/returns", "/delivery", "/ar/delivery"]) {
      expect((await call(page)).status, page).toBe(200);
    }
  });
});

describe("GET/PUT /api/admin/content", () => {
  test("401 without a token, for reading and for saving", async () => {
    expect((await callJson("/api/admin/content")).status).toBe(401);
    expect((await callJson("/api/admin/content", { method: "PUT", body: {} })).status).toBe(401);
  });

  test("GET answers the whole content, the demo shop's words until saved", async () => {
    const content = await currentContent();
    expect(Object.keys(content).sort()).toEqual(
      [
        "bespoke",
        "contact",
        "heroSlides",
        "intro",
        "legal",
        "pages",
        "rating",
        "subscriptions",
        "testimonials",
        "trustedBy",
        "brand",
        "about",
        "craft",
        "portfolio",
      ].sort(),
    );
    expect(content.brand).toEqual({ name: { en: "Maison Florale", ar: null } });
    expect(content.about).toMatchObject({
      title: { en: "Our Story", ar: "قصتنا" },
      body: { en: expect.stringContaining("Maison Florale began"), ar: expect.any(String) },
    });
    expect(content.contact).toMatchObject({
      email: "concierge@maisonflorale.ae",
      address: { en: expect.stringContaining("Jumeirah"), ar: expect.stringContaining("جميرا") },
      facebook: null,
    });
    // Each testimonial's author as Arabic pages name them.
    expect(content.testimonials.length).toBeGreaterThan(0);
    for (const testimonial of content.testimonials) {
      expect(testimonial.authorAr).toMatch(/^[\u0600-\u06FF ]+$/);
    }
    // The seller's address on the tax documents, in both languages, Arabic parts joined by «، ».
    expect(content.legal.address).toEqual({
      en: "Boutique 4, Jumeirah Bay Walk, Jumeirah 1, Dubai, UAE",
      ar: "بوتيك 4، جميرا باي ووك، جميرا 1، دبي، الإمارات العربية المتحدة",
    });
    expect(content.subscriptions[0]).toMatchObject({
      name: { en: "Weekly", ar: expect.any(String) },
      price: 500,
    });
    expect(content.pages.terms.en).toContain("## Prices and payment");
    expect(content.pages.terms.ar).toContain("## الأسعار والدفع");
  });

  test("400 with the issues on bad input, and nothing changes", async () => {
    const before = saves();
    const content = await validContent();
    content.legal.trn = "12345";
    content.heroSlides = [];
    content.contact.instagram = "javascript:alert(1)";
    const { status, body } = await put(content);
    expect(status).toBe(400);
    expect(body.issues).toMatchObject({
      "legal.trn": ["A UAE TRN is 15 digits."],
      heroSlides: ["Keep between 1 and 5 hero slides."],
      "contact.instagram": [expect.stringContaining("https://")],
    });
    expect(saves()).toBe(before);
    expect((await currentContent()).legal.trn).not.toBe("12345");
  });

  test("PUT saves the whole content, GET answers it, and the activity log says who", async () => {
    const content = await validContent();
    content.intro = { en: "Flowers, composed in Jumeirah.", ar: "زهور تُنسَّق في جميرا." };
    // A TRN typed in Arabic-Indic digits is kept in Western ones.
    content.legal.trn = "١٠٠٢٣٤٥٦٧٨٩٠٠٠٣";
    content.rating = null;
    const before = saves();
    const { status, body } = await put(content);
    expect(status).toBe(200);
    expect(body.legal.trn).toBe("100234567890003");
    expect(saves()).toBe(before + 1);
    const again = await currentContent();
    expect(again.intro).toEqual(content.intro);
    expect(again.rating).toBeNull();
    expect(again.heroSlides).toHaveLength(1);
    const activity = lastActivity();
    expect(activity).toMatchObject({
      actor: process.env.ADMIN_USERNAME,
      action: "content-changed",
    });
    expect(JSON.parse(activity.details).changed).toEqual(
      expect.arrayContaining(["legal", "intro", "heroSlides", "rating"]),
    );
    expect(await dashboardItems()).not.toContain("trn");
  });

  test("a testimonial's Arabic author: saved, shown on the Arabic home page; left out, null", async () => {
    const content = await validContent();
    const quote = { en: "Flowers that stopped the room.", ar: "زهور أوقفت الحديث في الغرفة." };
    const { status } = await put({
      ...content,
      testimonials: [
        { quote, author: "Layla Haddad", authorAr: "ليلى حداد" },
        { quote, author: "Sara Khan" },
      ],
    });
    expect(status).toBe(200);
    const saved = (await currentContent()).testimonials;
    const authors = saved.map((entry: { author: string; authorAr: string | null }) => ({
      author: entry.author,
      authorAr: entry.authorAr,
    }));
    expect(authors).toEqual([
      { author: "Layla Haddad", authorAr: "ليلى حداد" },
      { author: "Sara Khan", authorAr: null },
    ]);
    const arabicHome = await (await call("/ar")).text();
    const home = parse(arabicHome);
    expect(home.byText("ليلى حداد").attrs.dir).toBe("auto");
    // No Arabic name written: the English one, marked as English.
    expect(langOf(home.byText("Sara Khan"))).toBe("en");
    const englishHome = await (await call("/")).text();
    expect(englishHome).toContain("Layla Haddad");
  });

  test("staff change the home page's words, but not the legal details or a policy page (403)", async () => {
    const { token } = await aStaffColleague();
    const content = await currentContent();
    content.bespoke.title = { en: "Bespoke Floral Artistry", ar: "فن الزهور حسب الطلب" };
    expect((await put(content, token)).status).toBe(200);
    const before = saves();
    const legal = structuredClone(content);
    legal.legal.name.en = "Someone Else L.L.C.";
    const refused = await put(legal, token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(
      "Only an owner can change the legal details and the policy pages.",
    );
    const page = structuredClone(content);
    page.pages.returns.en = "No returns.";
    expect((await put(page, token)).status).toBe(403);
    expect(saves()).toBe(before);
    expect((await currentContent()).pages.returns.en).not.toBe("No returns.");
  });
});

describe("policy pages", () => {
  test("raw HTML in the Markdown is shown as text, never as an element; saving removes the draft mark", async () => {
    expect(await dashboardItems()).toContain("page-terms");
    const content = await currentContent();
    content.pages.terms.en =
      "## Our terms\n\nHello <script>alert(1)</script> and <img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1)) [ok](/contact)";
    expect((await put(content)).status).toBe(200);
    const html = await (await call("/terms")).text();
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    // The markup the server sends: no script or handler of the text's own, the safe link kept.
    const terms = parse(html);
    expect(
      terms.all("script").filter((script) =>
        String(script.children[0] ?? "")
          .trim()
          .startsWith("alert(1)"),
      ),
    ).toEqual([]);
    expect(terms.all("img").filter((img) => "onerror" in img.attrs)).toEqual([]);
    expect(terms.all('a[href^="javascript:"]')).toEqual([]);
    expect(terms.byRole("link", "ok").attrs.href).toBe("/contact");
    expect(html).not.toContain("policy-page__notice--draft");
    expect(await dashboardItems()).not.toContain("page-terms");
    expect(await dashboardItems()).toContain("page-privacy");
    // The Arabic page has its own Arabic text still (the draft's), no longer marked a draft.
    const arabic = await (await call("/ar/terms")).text();
    expect(arabic).not.toContain("policy-page__notice--draft");
  });

  test("an Arabic page without Arabic text shows the English one marked lang=en", async () => {
    const content = await currentContent();
    content.pages.privacy = { en: "## Privacy\n\nWe keep little.", ar: null };
    expect((await put(content)).status).toBe(200);
    const html = await (await call("/ar/privacy")).text();
    const english = parse(html)
      .all('article[lang="en"]')
      .filter((article) => textOf(select(article, "h2")[0] ?? "") === "Privacy");
    expect(english.map((article) => article.attrs.dir)).toEqual(["ltr"]);
  });
});

describe("the Shop content page without JavaScript", () => {
  test("saves English and Arabic texts posted as a plain form", async () => {
    const page = await (await the.owner.get("/admin/content")).text();
    // The Arabic introduction is a box written right to left, in Arabic.
    const introAr = parse(page).one('textarea[name="intro.ar"]');
    expect([introAr.attrs.lang, introAr.attrs.dir]).toEqual(["ar", "rtl"]);
    const fields = contentFormFields(await currentContent());
    fields["intro.en"] = "Posted from the form.";
    fields["intro.ar"] = "أُرسلت من النموذج.";
    fields["contact.phone"] = "+971 4 123 4567";
    const saved = await the.owner.post("/admin/content", { ...fields, intent: "save" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/content");
    const after = await call("/admin/content", {
      headers: { Cookie: sessionCookieFrom(saved, the.owner.cookie) },
    });
    expect(await after.text()).toContain("Shop content saved.");
    const content = await currentContent();
    expect(content.intro).toEqual({ en: "Posted from the form.", ar: "أُرسلت من النموذج." });
    expect(await dashboardItems()).not.toContain("contact");
  });

  test("an owner publishes a draft policy page as written: it stops being a draft, its text unchanged", async () => {
    const before = await currentContent();
    expect(await dashboardItems()).toContain("page-delivery");
    const page = await (await the.owner.get("/admin/content")).text();
    expect(parse(page).one('input[name="publishPages"][value="delivery"]').attrs.type).toBe(
      "checkbox",
    );
    const saved = await the.owner.post("/admin/content", {
      ...contentFormFields(before),
      publishPages: "delivery",
      intent: "save",
    });
    expect(saved.status).toBe(302);
    expect((await currentContent()).pages.delivery).toEqual(before.pages.delivery);
    expect(await dashboardItems()).not.toContain("page-delivery");
    for (const path of ["/delivery", "/ar/delivery"]) {
      expect(await (await call(path)).text(), path).not.toContain("policy-page__notice--draft");
    }
    expect(JSON.parse(lastActivity().details)).toMatchObject({ published: ["pages.delivery"] });
  });

  test("a list button changes the form without saving; a refusal shows beside its field", async () => {
    const before = saves();
    const fields = contentFormFields(await currentContent());
    const added = await the.owner.post("/admin/content", { ...fields, intent: "add heroSlides 0" });
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(html).toContain('name="heroSlides.1.title.en"');
    expect(html).toContain("List changed. Save shop content to keep it.");
    expect(saves()).toBe(before);

    const refused = await the.owner.post("/admin/content", {
      ...fields,
      "legal.trn": "not a number",
      intent: "save",
    });
    expect(refused.status).toBe(400);
    const refusal = await refused.text();
    expect(refusal).toContain("Nothing was saved");
    const form = parse(refusal);
    expect(form.descriptionOf(form.one('[name="legal.trn"]'))).toMatch(/A UAE TRN is 15 digits\./);
    expect(saves()).toBe(before);
    expect(readRows("select part from shop_content where part = 'legal'")).toHaveLength(1);
  });
});
