// Each storefront page names its two versions for search engines: English (also x-default)
// and Arabic, at absolute addresses.
import { useLocation } from "@remix-run/react";
import { englishPath, hasArabicTwin, localisedPath } from "~/i18n/languages";

export function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  if (!hasArabicTwin(pathname)) return null;
  const english = `${origin}${englishPath(pathname)}${search}`;
  const arabic = `${origin}${localisedPath(pathname, "ar")}${search}`;
  return (
    <>
      <link rel="alternate" hrefLang="en" href={english} />
      <link rel="alternate" hrefLang="ar" href={arabic} />
      <link rel="alternate" hrefLang="x-default" href={english} />
    </>
  );
}
