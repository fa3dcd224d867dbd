// A text of the shop content in a page's language, without the content's schema (and Zod), so
// the pages' scripts can pick it.

/** A text in both languages; the Arabic is null until written. */
export type Text = { en: string; ar: string | null };

/** A text in a page's language: the Arabic when written, else the English (marked lang="en"). */
export function inLanguage(text: Text, language: "en" | "ar"): { text: string; lang?: "en" } {
  if (language === "ar" && text.ar) return { text: text.ar };
  return language === "ar" ? { text: text.en, lang: "en" } : { text: text.en };
}
