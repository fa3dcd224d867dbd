// What the About, Craft and Portfolio pages show of the shop content: the title, introduction
// and Markdown (as HTML) in the page's language (the English, marked so, while no Arabic is
// written), the page's picture (brandPageHero: the one an Arabic page shows too), and whether the
// texts are still the demo shop's.
import type { Language } from "~/i18n/languages";
import { siteImagesOf } from "~/images/site-images.server";
import { markdownToHtml } from "./markdown.server";
import { inLanguage, type BrandPage } from "./shop-content";
import { storedShopContent } from "./shop-content.server";

export interface BrandPageView {
  title: { text: string; lang?: "en" };
  intro: { text: string; lang?: "en" };
  html: string;
  /** "en" when an Arabic page shows the English body. */
  bodyLang?: "en";
  /** The page's own picture; null leaves the page its usual one. */
  imageId: string | null;
  /** Still the demo shop's words (and picture), never saved. */
  demo: boolean;
}

export function brandPageView(page: BrandPage, language: Language): BrandPageView {
  const { content, demoParts } = storedShopContent();
  const { title, intro, body, image } = content[page];
  const text = inLanguage(body, language);
  return {
    title: inLanguage(title, language),
    intro: inLanguage(intro, language),
    html: markdownToHtml(text.text, text.lang ?? language),
    ...(text.lang ? { bodyLang: text.lang } : {}),
    imageId: image,
    demo: demoParts.includes(page),
  };
}

/** The hero slide whose picture each page shows while it has none of its own. */
const USUAL_SLIDE: Record<BrandPage, number> = { about: 0, craft: 1, portfolio: 2 };

export interface BrandPageHero {
  imageId: string | null;
  /** The shop's usual picture for the page (its hero slide, or that slide's twin), not its own. */
  usual: boolean;
  /**
   * A picture for Arabic pages, composed the other way round: the words stand on the right, at
   * the start of an Arabic line, over its calm side.
   */
  mirrored: boolean;
}

/**
 * The picture a brand page opens with: its own, else its hero slide's. An Arabic page shows the
 * page's picture for Arabic pages, else (on the usual picture) the slide's mirrored twin; with
 * neither, the same picture as the English page, the words on its calm side.
 */
export function brandPageHero(page: BrandPage, language: Language): BrandPageHero {
  const { image, imageAr } = storedShopContent().content[page];
  const slide = siteImagesOf("hero")[USUAL_SLIDE[page]]?.imageId ?? null;
  const english = image ?? slide;
  const usual = english === slide;
  if (language === "ar") {
    const twin = siteImagesOf("arabic-hero")[USUAL_SLIDE[page]]?.imageId ?? null;
    // Content stored before the Arabic pictures existed has none (undefined).
    const arabic = imageAr ?? (image === null ? twin : null);
    if (arabic) return { imageId: arabic, usual: usual && arabic === twin, mirrored: true };
  }
  return { imageId: english, usual, mirrored: false };
}
