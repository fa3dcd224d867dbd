import { Link } from "@remix-run/react";
import { useTranslator } from "~/i18n/use-translator";
import type { Language } from "~/i18n/languages";

/** Home / Collection / {title}, the current page marked for assistive technology. */
export function Breadcrumb({ title, titleLang }: { title: string; titleLang?: Language }) {
  const { t, path } = useTranslator();
  return (
    <nav aria-label={t("item.breadcrumb.label")} className="breadcrumb">
      <ol>
        <li>
          <Link to={path("/")}>{t("item.breadcrumb.home")}</Link>
        </li>
        <li>
          <Link to={path("/collection")}>{t("item.breadcrumb.collection")}</Link>
        </li>
        <li>
          <span aria-current="page" lang={titleLang}>
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}
