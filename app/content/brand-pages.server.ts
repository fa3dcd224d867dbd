// What the About, Craft and Portfolio pages show of the shop content: the title, introduction
// and Markdown (as HTML) in the page's language (the English, marked so, while no Arabic is
// written), the page's picture, and whether the texts are still the demo shop's.
import type { Language } from "~/i18n/languages";
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
