// The shop's two languages and where each lives: English at the site's paths, Arabic under /ar.
// The URL alone decides the language (no guess from the browser's settings), so a link, a
// cached page and a search engine all see the same words.

export const languages = ["en", "ar"] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = "en";

/** The writing direction of each language, for `<html dir>`. */
export const textDirection: Record<Language, "ltr" | "rtl"> = { en: "ltr", ar: "rtl" };

/** The BCP 47 tag `Intl` formats with: Western digits and the Gregorian calendar in both. */
export const intlLocale: Record<Language, string> = {
  en: "en-AE-u-nu-latn-ca-gregory",
  ar: "ar-AE-u-nu-latn-ca-gregory",
};

/** Each language's own name, written in itself: the header's link to it. */
export const languageName: Record<Language, string> = { en: "English", ar: "العربية" };

const ARABIC_PREFIX = "/ar";

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "ar";
}

/** The language a path belongs to: '/ar' and '/ar/…' are Arabic, everything else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? "ar" : "en";
}

export function languageOfRequest(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/** The English path of a page, whichever language the path is in: '/ar/contact' → '/contact'. */
export function englishPath(path: string): string {
  if (languageOfPath(path.split(/[?#]/)[0]!) === "en") return path;
  // '/ar//host/x' is this site's '/host/x': a language link never points at another host.
  const rest = path.slice(ARABIC_PREFIX.length).replace(/^\/{2,}/, "/");
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/** Paths with one address only: the admin, the API, files, the test pages. */
const ONE_LANGUAGE =
  /^\/(api|admin|uploads|assets|fonts|pictures|film|dev|image-test|api-test|sitemap\.xml|robots\.txt|favicon\.svg)(\/|$|\?|#)/;

/** Whether a site path is a storefront page, which exists in both languages. */
export function hasArabicTwin(path: string): boolean {
  const english = englishPath(path);
  return english.startsWith("/") && !english.startsWith("//") && !ONE_LANGUAGE.test(english);
}

/**
 * A site path (with its query) in a language: '/collection?sort=x' → '/ar/collection?sort=x',
 * '/' → '/ar'. Paths outside the storefront (the API, images, the admin) stay as they are.
 */
export function localisedPath(path: string, language: Language): string {
  const english = englishPath(path);
  if (language === "en" || !hasArabicTwin(english)) return english;
  return english === "/" || english.startsWith("/?") || english.startsWith("/#")
    ? `${ARABIC_PREFIX}${english.slice(1)}`
    : `${ARABIC_PREFIX}${english}`;
}
