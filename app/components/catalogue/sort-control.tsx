// The sort control: one button that cycles newest → price-low → price-high, each reachable.
// It is a GET form, so without JavaScript it reloads the page with `?sort=`; with JavaScript the
// same URL is loaded in place.
import { useId } from "react";
import { catalogueHref, nextSort, type CatalogueSort } from "~/catalogue/catalogue-url";
import type { MessageId } from "~/i18n/translate";
import { useTranslator } from "~/i18n/use-translator";
import { useStayInPlace } from "./use-stay-in-place";

const SORT_LABELS: Record<CatalogueSort, MessageId> = {
  newest: "catalogue.sort.newest",
  "price-low": "catalogue.sort.priceLow",
  "price-high": "catalogue.sort.priceHigh",
};

export function SortControl({
  sort,
  path,
  category,
  hash,
}: {
  sort: CatalogueSort;
  path: string;
  category?: string | null;
  hash?: string;
}) {
  const next = nextSort(sort);
  const hintId = useId();
  const stayInPlace = useStayInPlace();
  const { t, path: localised } = useTranslator();
  // The form stays on the page's language: '/ar/collection?sort=…' on Arabic pages.
  const action = localised(path);
  return (
    <form method="get" action={hash ? `${action}#${hash}` : action} className="sort-control">
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <button
        type="submit"
        name="sort"
        value={next}
        className="sort-control__button"
        aria-describedby={hintId}
        onClick={stayInPlace(catalogueHref(action, { category, sort: next }))}
      >
        <span className="sort-control__label">{t("catalogue.sort.label")}</span>{" "}
        {t(SORT_LABELS[sort])}
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path
            d="M5 2.5v11M2.5 11 5 13.5 7.5 11M11 13.5v-11M8.5 5 11 2.5 13.5 5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1"
          />
        </svg>
      </button>
      <span id={hintId} className="visually-hidden">
        {t("catalogue.sort.hint", { sort: t(SORT_LABELS[next]) })}
      </span>
    </form>
  );
}
