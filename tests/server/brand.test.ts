// The brand is the shop's everywhere, against the real server process, a real SQLite file and a
// real mail server: the brand's name and the About text saved through PUT /api/admin/content,
// then the Craft and Portfolio texts, a new name, a hero picture and the Craft page's picture for
// Arabic pages uploaded through the admin's form as a browser without JavaScript posts it
// (multipart). /about and /ar/about, the header and an order's From name follow; 'Before you
// open' lists the demo brand and texts, then neither. A client that knows only the older parts of
// the content keeps the newer ones as they are.
import { describe, expect, test } from "vitest";
import { langOf, page as read, textOf } from "../support/html";
import { portal } from "../support/portal";
import { ADMIN, callShop, pngImage, postMultipart, postJson } from "../support/server-process";
import { sharedShopWithMail, paidOrderMails } from "../support/mail-shop";

const OWN = "hello@roseandthorn.example";
/** A picture id the test shop's slides may name (it has none of the demo's pictures). */
const SLIDE_PICTURE = "a1".repeat(12);

// No SHOP_NAME: the brand is the demo's until it is saved.
const the = sharedShopWithMail({
  SHOP_NAME: undefined,
  MAIL_FROM: undefined,
  SHOP_EMAIL: undefined,
});

const content = async () =>
  (await callShop(the.shop, "/api/admin/content", { token: the.token })).json();

const putContent = (body: unknown) =>
  postJson(the.shop, "/api/admin/content", body, { method: "PUT", token: the.token });

async function beforeYouOpen(): Promise<string> {
  const owner = await portal(the.shop, ADMIN);
  const dashboard = await owner.get("/admin/dashboard");
  expect(dashboard.status).toBe(200);
  return dashboard.text;
}
const items = (html: string) => [...html.matchAll(/data-item="([^"]+)"/g)].map((m) => m[1]!);

/** The content as the admin form's boxes name it: "heroSlides.0.title.en", nulls empty. */
function formFields(value: unknown, path = "", into = new FormData()): FormData {
  if (value === null || value === undefined) into.set(path, "");
  else if (typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      formFields(inner, path ? `${path}.${key}` : key, into);
    }
  } else into.set(path, String(value));
  return into;
}

/** The page's wordmark: the words of the site header's link home. */
const wordmark = (html: string) => {
  const shown = read(html);
  const home = shown
    .within(shown.byRole("banner"))
    .allByRole("link")
    .find((link) => link.attrs.href === "/" || link.attrs.href === "/ar");
  return home ? textOf(home) : "";
};

/** The words set in bold (`strong`) within the paragraph that reads `sentence`. */
const boldIn = (html: string, sentence: RegExp) => {
  const shown = read(html);
  return shown.within(shown.byText(sentence)).allByRole("strong").map(textOf);
};

describe("the brand is the shop's", () => {
  test("the demo's brand and texts until saved, listed in 'Before you open'", async () => {
    const about = await callShop(the.shop, "/about");
    expect(about.text).toContain("Maison Florale began");
    expect(wordmark(about.text)).toContain("Maison Florale");
    const dashboard = await beforeYouOpen();
    expect(items(dashboard)).toEqual(expect.arrayContaining(["brand", "brand-pages"]));
    expect(dashboard).toContain('href="/admin/content#content-brand"');
    expect(dashboard).toContain('href="/admin/content#content-about"');
    const stored = await content();
    expect(stored.brand.name.en).toBe("Maison Florale");
    expect(stored.about.body.en).toContain("Maison Florale began");
    expect(stored.about.body.ar).toBeTruthy();
  });

  test("a PUT without the newer parts keeps them as they are", async () => {
    const { brand, about, craft, portfolio, ...older } = await content();
    const saved = await putContent({
      ...older,
      contact: { ...older.contact, email: OWN },
      heroSlides: [{ ...older.heroSlides[0], image: SLIDE_PICTURE }],
      trustedBy: [],
    });
    expect(saved.status).toBe(200);
    expect(saved.json()).toMatchObject({ brand, about, craft, portfolio });
    expect(items(await beforeYouOpen())).toEqual(expect.arrayContaining(["brand", "brand-pages"]));
  });

  test("the name and About text saved through the API: /about, /ar/about, the header, titles", async () => {
    const saved = await putContent({
      ...(await content()),
      brand: { name: { en: "Rose & Thorn", ar: "روز آند ثورن" } },
      about: {
        title: { en: "Our Garden", ar: "حديقتنا" },
        intro: { en: "Flowers from a small Dubai studio.", ar: "زهور من مشغل صغير في دبي." },
        body: {
          en: "## Where we began\n\nRose & Thorn began in a **Satwa** kitchen.",
          ar: "## من أين بدأنا\n\nبدأت روز آند ثورن في مطبخ صغير في **السطوة**.",
        },
        image: null,
      },
    });
    expect(saved.status).toBe(200);

    const about = await callShop(the.shop, "/about");
    expect(about.status).toBe(200);
    expect(boldIn(about.text, /^Rose & Thorn began in a Satwa kitchen\.$/)).toEqual(["Satwa"]);
    expect(about.text).toContain("Our Garden");
    expect(about.text).not.toContain("Maison Florale began");
    expect(about.text).toMatch(/<title>Our Garden \| Rose &amp; Thorn<\/title>/);
    expect(wordmark(about.text)).toContain("Rose & Thorn");
    expect(wordmark(about.text)).not.toContain("Maison Florale");

    const arabic = await callShop(the.shop, "/ar/about");
    expect(arabic.status).toBe(200);
    expect(boldIn(arabic.text, /^بدأت روز آند ثورن في مطبخ صغير في السطوة/)).toEqual(["السطوة"]);
    expect(arabic.text).toContain("حديقتنا");
    expect(wordmark(arabic.text)).toContain("روز آند ثورن");

    const dashboard = items(await beforeYouOpen());
    expect(dashboard).not.toContain("brand");
    // Craft and Portfolio are still the demo's.
    expect(dashboard).toContain("brand-pages");
  });

  test("the admin form without JavaScript: Craft and Portfolio, a new name and an uploaded hero picture", async () => {
    const owner = await portal(the.shop, ADMIN);
    const before = await content();
    const fields = formFields({
      ...before,
      brand: { name: { en: "Rose & Thorn Atelier", ar: "مشغل روز آند ثورن" } },
      craft: { ...before.craft, intro: { en: "Tied by hand in Al Quoz.", ar: null } },
      portfolio: {
        ...before.portfolio,
        body: { en: "Weddings by Rose & Thorn Atelier.", ar: "أعراس من تنسيق مشغلنا." },
      },
    });
    fields.set("csrf", owner.csrf);
    fields.set("intent", "save");
    fields.set(
      "heroSlides.0.upload",
      new Blob([new Uint8Array(await pngImage({ width: 320, height: 180 }))], {
        type: "image/png",
      }),
      "hero.png",
    );
    // The Craft page's picture for Arabic pages, uploaded in its own box.
    fields.set(
      "craft.uploadAr",
      new Blob([new Uint8Array(await pngImage({ width: 320, height: 180 }))], {
        type: "image/png",
      }),
      "craft-ar.png",
    );
    // The other picture boxes are sent empty, as a browser sends a file box left alone.
    fields.set("about.upload", new Blob([]), "");
    fields.set("about.uploadAr", new Blob([]), "");
    const posted = await postMultipart(the.shop, "/admin/content", fields, {
      headers: { Cookie: owner.cookie },
    });
    expect(posted.status, posted.text.slice(0, 500)).toBe(302);

    const after = await content();
    expect(after.brand.name).toEqual({ en: "Rose & Thorn Atelier", ar: "مشغل روز آند ثورن" });
    expect(after.craft.intro).toEqual({ en: "Tied by hand in Al Quoz.", ar: null });
    const uploaded = after.heroSlides[0].image as string;
    expect(uploaded).not.toBe(SLIDE_PICTURE);
    expect(after.about.image).toBeNull();
    const picture = await callShop(the.shop, `/api/images/${uploaded}`);
    expect(picture.status).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/webp");
    expect((await callShop(the.shop, "/")).text).toContain(uploaded);
    const arabicPicture = after.craft.imageAr as string;
    expect(arabicPicture).toMatch(/^[0-9a-f]{24}$/);
    expect(after.about.imageAr).toBeNull();
    expect((await callShop(the.shop, `/api/images/${arabicPicture}`)).status).toBe(200);
    expect((await callShop(the.shop, "/ar/craft")).text).toContain(arabicPicture);
    expect((await callShop(the.shop, "/craft")).text).not.toContain(arabicPicture);

    // Arabic falls back to the English, marked so.
    const craft = await callShop(the.shop, "/ar/craft");
    expect(langOf(read(craft.text).byText("Tied by hand in Al Quoz."))).toBe("en");
    const portfolio = read((await callShop(the.shop, "/portfolio")).text);
    expect(portfolio.text).toContain("Weddings by Rose & Thorn Atelier.");
    expect(wordmark((await callShop(the.shop, "/about")).text)).toContain("Rose & Thorn Atelier");

    const dashboard = items(await beforeYouOpen());
    expect(dashboard).not.toContain("brand");
    expect(dashboard).not.toContain("brand-pages");
  });

  test("an order's email comes under the saved brand's name", async () => {
    for (const mail of await paidOrderMails(the)) {
      expect(mail.raw).toMatch(new RegExp(`^From: "Rose & Thorn Atelier" <${OWN}>\\r?$`, "m"));
      expect(mail.raw).not.toContain("Maison Florale");
    }
  });
});
