// The item page's error views: not found, or the item failed to load.
import { isRouteErrorResponse, Link } from "@remix-run/react";
import { ReloadButton } from "~/components/error-pages";
import type { Translator } from "~/i18n/translate";
import { useTranslator } from "~/i18n/use-translator";

/**
 * 'Server error: {status} {statusText}', else the error's message, else a default. Arabic pages
 * say the status in Arabic, and never an error's own (English) message.
 */
export function loadErrorMessage(
  error: unknown,
  { t, language }: Pick<Translator, "t" | "language">,
): string {
  if (isRouteErrorResponse(error))
    return t("item.problem.server", { status: error.status, statusText: error.statusText }).trim();
  if (language === "en" && error instanceof Error && error.message) return error.message;
  return t("item.problem.default");
}

export function ItemNotFound() {
  const { t, path } = useTranslator();
  return (
    <div className="error-page item-error">
      <p className="eyebrow">{t("item.problem.notFoundEyebrow")}</p>
      <h1 className="title">{t("item.problem.notFound")}</h1>
      <p className="item-error__text">{t("item.problem.notFoundText")}</p>
      <div className="error-page__actions">
        <Link className="button" to={path("/collection")}>
          {t("item.problem.browse")}
        </Link>
      </div>
    </div>
  );
}

export function ItemLoadFailed({ error }: { error: unknown }) {
  const translator = useTranslator();
  const { t, path } = translator;
  return (
    <div className="error-page item-error">
      <p className="eyebrow">{t("item.problem.failedEyebrow")}</p>
      <h1 className="title">{t("item.problem.failed")}</h1>
      <p className="item-error__text" role="alert">
        {loadErrorMessage(error, translator)}
      </p>
      <div className="error-page__actions">
        <ReloadButton />
        <Link className="button button--secondary" to={path("/collection")}>
          {t("item.problem.back")}
        </Link>
      </div>
    </div>
  );
}
