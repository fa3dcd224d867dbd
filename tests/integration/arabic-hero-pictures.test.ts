// A picture for the Arabic pages, composed the other way round, on each hero slide and brand page:
// checked like the usual picture, carried by GET/PUT /api/admin/content, chosen or removed in the
// admin's form without JavaScript, and shown (words at the start, the crop mirrored) on the Arabic
// pages only. Content saved before the field existed reads as having none.
import { describe, expect, test } from "vitest";
import { page as parse, textOf } from "../support/html";
import { sharedOwner } from "../support/admin-session";
import { writeRows } from "../support/database";
import { call } from "../support/shop";
import { readContent, putContent, type Content, contentFormFields } from "../support/shop-content";

/** Picture ids of the right shape (the content keeps ids; the test shop has no pictures). */
const ENGLISH = "c3".repeat(12);
const ARABIC = "d4".repeat(12);
const ABOUT_ARABIC = "e5".repeat(12);

const the = sharedOwner();

const currentContent = () => readContent(the.token);

const put = (body: unknown) => putContent(the.token, body);

/** The content with one hero slide of the given pictures (the test shop seeds none). */
async function withSlide(imageAr?: string | null): Promise<Content> {
  const content = await currentContent();
  const slide = {
    title: { en: "The art of the gesture", ar: "فنّ الإهداء" },
    subtitle: { en: "Peonies at dawn.", ar: "فاوانيا عند الفجر." },
    brandStatement: { en: "Hand-tied in Dubai", ar: "تُنسَّق يدويًا في دبي" },
    image: ENGLISH,
  };
  content.heroSlides = [imageAr === undefined ? slide : { ...slide, imageAr }];
  content.trustedBy = [];
  return content;
}

const html = async (path: string) => {
  const response = await call(path);
  expect(response.status, path).toBe(200);
  return response.text();
};

/** The hero slide's element's classes and its picture's address. */
function heroOf(page: string) {
  const slide = parse(page).one(".hero__slide");
  const image = parse(page).one("img.hero__image");
  return { classes: slide.attrs.class ?? "", style: slide.attrs.style ?? "", src: image.attrs.src };
}

describe("the content's picture for Arabic pages", () => {
  test("must be a picture's id, like the usual one; empty or null means none", async () => {
    const content = await withSlide("not a picture");
    content.about.imageAr = "../etc/passwd";
    const refused = await put(content);
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toMatchObject({
      "heroSlides.0.imageAr": ["Please choose a picture."],
      "about.imageAr": ["Please choose a picture."],
    });

    const empty = await withSlide("");
    empty.craft.imageAr = null;
    const saved = await put(empty);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.heroSlides[0].imageAr).toBeNull();
    expect(saved.body.craft.imageAr).toBeNull();
  });

  test("PUT keeps it and GET answers it; left out, it is none", async () => {
    const content = await withSlide(ARABIC);
    content.about.imageAr = ABOUT_ARABIC;
    expect((await put(content)).status).toBe(200);
    const again = await currentContent();
    expect(again.heroSlides[0]).toMatchObject({ image: ENGLISH, imageAr: ARABIC });
    expect(again.about.imageAr).toBe(ABOUT_ARABIC);

    // A client that knows nothing of it.
    const older = await withSlide();
    delete older.about.imageAr;
    expect((await put(older)).status).toBe(200);
    const after = await currentContent();
    expect(after.heroSlides[0].imageAr).toBeNull();
    expect(after.about.imageAr).toBeNull();
  });

  test("content stored before the field existed reads as having none, on every page", async () => {
    const content = await withSlide();
    const { imageAr: _slide, ...slide } = content.heroSlides[0];
    const { imageAr: _about, ...about } = content.about;
    writeRows(
      "update shop_content set value = ? where part = 'heroSlides'",
      JSON.stringify([slide]),
    );
    writeRows("update shop_content set value = ? where part = 'about'", JSON.stringify(about));
    // What every save does: the shop reads its content again.
    writeRows("update catalogue_version set version = version + 1 where id = 1");
    const stored = await currentContent();
    expect(stored.heroSlides[0]).toMatchObject({ image: ENGLISH, imageAr: null });
    expect(stored.about.imageAr).toBeNull();
    const arabic = heroOf(await html("/ar"));
    expect(arabic.src).toContain(ENGLISH);
    expect(arabic.classes).not.toContain("hero__slide--mirrored");
    expect(await html("/ar/about")).not.toContain("page-hero--mirrored");
  });
});

describe("the storefront", () => {
  test("Arabic pages show the slide's Arabic picture, mirrored; English pages never", async () => {
    expect((await put(await withSlide(ARABIC))).status).toBe(200);
    const english = await html("/");
    expect(heroOf(english)).toMatchObject({ style: "--focus:90% 50%" });
    expect(heroOf(english).src).toContain(ENGLISH);
    expect(heroOf(english).classes).not.toContain("mirrored");
    expect(english).not.toContain(ARABIC);

    const arabic = heroOf(await html("/ar"));
    expect(arabic.src).toContain(ARABIC);
    expect(arabic.classes).toContain("hero__slide--mirrored");
    // The phone's crop mirrored: the arrangement stays in frame on the other side.
    expect(arabic.style).toBe("--focus:10% 50%");
  });

  test("About and Craft open with their Arabic picture on Arabic pages, Craft without the film", async () => {
    const content = await currentContent();
    content.about.image = ENGLISH;
    content.about.imageAr = ABOUT_ARABIC;
    content.craft.image = ENGLISH;
    content.craft.imageAr = ARABIC;
    expect((await put(content)).status).toBe(200);

    const about = await html("/about");
    expect(parse(about).one(".page-hero").attrs.class).not.toContain("mirrored");
    expect(parse(about).one("img.page-hero__picture").attrs.src).toContain(ENGLISH);
    const arabicAbout = await html("/ar/about");
    expect(parse(arabicAbout).one(".page-hero").attrs.class).toContain("page-hero--mirrored");
    expect(parse(arabicAbout).one("img.page-hero__picture").attrs.src).toContain(ABOUT_ARABIC);

    const arabicCraft = await html("/ar/craft");
    expect(parse(arabicCraft).one(".page-hero").attrs.class).toContain("page-hero--mirrored");
    expect(parse(arabicCraft).one("img.page-hero__picture").attrs.src).toContain(ARABIC);
    expect(arabicCraft).not.toContain("<video");
  });
});

describe("the Shop content page without JavaScript", () => {
  test("offers, saves and removes each Arabic picture", async () => {
    expect((await put(await withSlide(null))).status).toBe(200);
    const form = parse(await (await the.owner.get("/admin/content")).text());
    for (const name of ["heroSlides.0", "about", "craft", "portfolio"]) {
      const select = form.one(`select[name="${name}.imageAr"]`);
      expect(textOf(form.one(`label[for="${select.attrs.id}"]`))).toBe(
        "Picture for Arabic pages (mirrored composition)",
      );
      expect(form.one(`input[type="file"][name="${name}.uploadAr"]`)).toBeTruthy();
    }

    const fields = contentFormFields(await currentContent());
    const saved = await the.owner.post("/admin/content", {
      ...fields,
      "heroSlides.0.imageAr": ARABIC,
      "about.imageAr": ABOUT_ARABIC,
      intent: "save",
    });
    expect(saved.status).toBe(302);
    const content = await currentContent();
    expect(content.heroSlides[0].imageAr).toBe(ARABIC);
    expect(content.about.imageAr).toBe(ABOUT_ARABIC);

    // The empty choice takes it away.
    const removed = await the.owner.post("/admin/content", {
      ...contentFormFields(content),
      "about.imageAr": "",
      intent: "save",
    });
    expect(removed.status).toBe(302);
    expect((await currentContent()).about.imageAr).toBeNull();
  });
});
