// The heroes of the Arabic pages mirror the English ones: each shows its picture for Arabic pages
// (the demo's: its scene painted the other way round) with the words on the right, where an
// Arabic line starts; the English pages keep their picture and their words on the left.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { apiToken } from "./support/admin";

test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: "reduce" });

interface Pictures {
  slide: { image: string; imageAr: string | null };
  about: { image: string | null; imageAr: string | null };
}

/** The demo content's first slide and About page: their pictures, usual and Arabic. */
async function demoPictures(page: Page): Promise<Pictures> {
  const token = await apiToken(page);
  const response = await page.request.get("/api/admin/content", {
    headers: { Authorization: `Bearer ${token}` },
  });
  const content = await response.json();
  return { slide: content.heroSlides[0], about: content.about };
}

/** Where the middle of the element's box is, as a share of the viewport's width. */
async function middleOf(words: Locator): Promise<number> {
  const box = (await words.boundingBox())!;
  return (box.x + box.width / 2) / 1440;
}

/** The picture the browser shows in the element (its source as loaded). */
const shownPicture = (picture: Locator) =>
  picture.evaluate((image: HTMLImageElement) => image.currentSrc || image.src);

test("the home page's hero: words on the right over the Arabic picture, on the left in English", async ({
  page,
}) => {
  const { slide } = await demoPictures(page);
  expect(slide.imageAr).toMatch(/^[0-9a-f]{24}$/);
  expect(slide.imageAr).not.toBe(slide.image);

  await page.goto("/ar");
  const arabic = page.locator(".hero__slide.is-active");
  await expect(arabic.locator(".hero__title")).toBeVisible();
  expect(await middleOf(arabic.locator(".hero__text"))).toBeGreaterThan(0.5);
  const { x, width } = (await arabic.locator(".hero__text").boundingBox())!;
  expect(x).toBeGreaterThan(720);
  expect(x + width).toBeLessThanOrEqual(1440);
  expect(await shownPicture(arabic.locator("img.hero__image"))).toContain(slide.imageAr);

  await page.goto("/");
  const english = page.locator(".hero__slide.is-active");
  await expect(english.locator(".hero__title")).toBeVisible();
  const box = (await english.locator(".hero__text").boundingBox())!;
  expect(box.x + box.width).toBeLessThan(720);
  expect(await shownPicture(english.locator("img.hero__image"))).toContain(slide.image);
});

test("the About page's hero: words on the right over the Arabic picture, on the left in English", async ({
  page,
}) => {
  const { about } = await demoPictures(page);
  expect(about.imageAr).toMatch(/^[0-9a-f]{24}$/);

  await page.goto("/ar/about");
  const arabic = page.locator(".page-hero__text");
  await expect(arabic).toBeVisible();
  expect((await arabic.boundingBox())!.x).toBeGreaterThan(720);
  expect(await shownPicture(page.locator("img.page-hero__picture"))).toContain(about.imageAr);

  await page.goto("/about");
  const english = (await page.locator(".page-hero__text").boundingBox())!;
  expect(english.x + english.width).toBeLessThan(720);
  expect(await shownPicture(page.locator("img.page-hero__picture"))).toContain(about.image);
});

test("The Craft's hero: words on the right over the film's mirrored twin, on the left in English", async ({
  page,
}) => {
  await page.goto("/ar/craft");
  const arabic = page.locator(".page-hero__text");
  await expect(arabic).toBeVisible();
  expect((await arabic.boundingBox())!.x).toBeGreaterThan(720);
  const film = page.locator("video.page-hero__picture");
  await expect(film).toHaveAttribute("poster", /^\/media\/film\/craft-ar-[0-9a-f]{16}\.webp$/);
  // The page's largest paint, fetched first, is the twin's poster, not the English film's.
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute("href", (await film.getAttribute("poster"))!);

  await page.goto("/craft");
  const english = (await page.locator(".page-hero__text").boundingBox())!;
  expect(english.x + english.width).toBeLessThan(720);
  await expect(film).toHaveAttribute("poster", /^\/media\/film\/craft-[0-9a-f]{16}\.webp$/);
  await expect(preload).toHaveAttribute("href", (await film.getAttribute("poster"))!);
});
