// The header's way to the same page in the other language, query string kept: a plain link
// (the whole page loads again in the other language), so it works without JavaScript.
import { useLocation } from "@remix-run/react";
import { localisedPath } from "~/i18n/languages";
import { useTranslator } from "~/i18n/use-translator";

export function LanguageLink({ className = "language-link" }: { className?: string }) {
  const { pathname, search } = useLocation();
  const { language, t } = useTranslator();
  const other = language === "ar" ? "en" : "ar";
  return (
    <a
      className={className}
      href={localisedPath(`${pathname}${search}`, other)}
      hrefLang={other}
      lang={other}
    >
      {t("common.languageLink")}
    </a>
  );
}
