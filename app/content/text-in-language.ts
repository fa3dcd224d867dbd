// A text of the shop content in a page's language, without the content's schema (and Zod), so
// the pages' scripts can pick it. The rule is the catalogue's (catalogue/in-language).
import { inLanguage as catalogueText } from "~/catalogue/in-language";

/** A text in both languages; the Arabic is null until written. */
export type Text = { en: string; ar: string | null };

/** A text in a page's language: the Arabic when written, else the English (marked lang="en"). */
export function inLanguage(text: Text, language: "en" | "ar"): { text: string; lang?: "en" } {
  const found = catalogueText(text.en, text.ar, language);
  return found.lang === language ? { text: found.text } : { text: found.text, lang: "en" };
}
