// A catalogue text (a title, a description, a size or category name) for a page in one language.
// Arabic pages show the Arabic text when it is written, else the English one; every such text
// travels with the language it is really in (`titleLang` beside `title`, and so on), so the page
// can mark English words on an Arabic page `lang="en"` and readers and screen readers say them
// right.
import type { Language } from "~/i18n/languages";

export interface InLanguage {
  text: string;
  lang: Language;
}

/** The text for a page in `language`: the Arabic one on Arabic pages when written. */
export function inLanguage(
  english: string,
  arabic: string | null | undefined,
  language: Language,
): InLanguage {
  if (language === "ar" && arabic) return { text: arabic, lang: "ar" };
  return { text: english, lang: "en" };
}

/**
 * The text, or the shop's own words when none was written: those are always in the page's
 * language.
 */
export function inLanguageOr(
  english: string,
  arabic: string | null | undefined,
  language: Language,
  fallback: Record<Language, string>,
): InLanguage {
  const found = inLanguage(english, arabic, language);
  return found.text ? found : { text: fallback[language], lang: language };
}
