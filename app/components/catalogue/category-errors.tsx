// What a category page shows when its category is unknown (a real 404) or it failed to load.
import { Link, useLocation } from "@remix-run/react";
import { useTranslator } from "~/i18n/use-translator";
import { PageIntro } from "./page-intro";

/** The loader's 404 message; the page itself shows it in the reader's language. */
export const CATEGORY_NOT_FOUND = "Category not found";

/** The category pages' eyebrow: the way back to the whole collection. */
export function CollectionLink() {
  const { t, path } = useTranslator();
  return <Link to={path("/collection")}>{t("catalogue.collection.title")}</Link>;
}

export function CategoryNotFound() {
  const { t, path } = useTranslator();
  return (
    <div className="catalogue-page">
      <PageIntro
        eyebrow={<CollectionLink />}
        title={t("catalogue.category.notFound")}
        text={t("catalogue.category.notFoundText")}
      />
      <div className="container">
        <p className="catalogue-page__back">
          <Link className="button" to={path("/collection")}>
            {t("catalogue.category.browse")}
          </Link>
        </p>
      </div>
    </div>
  );
}

export function CategoryLoadFailed() {
  const location = useLocation();
  const { t, path } = useTranslator();
  return (
    <div className="error-page">
      <h1>{t("catalogue.category.failed")}</h1>
      <p>{t("catalogue.category.failedText")}</p>
      <div className="error-page__actions">
        <a className="button" href={location.pathname + location.search}>
          {t("catalogue.reload")}
        </a>
        <a className="button button--secondary" href={path("/")}>
          {t("catalogue.category.home")}
        </a>
      </div>
    </div>
  );
}
