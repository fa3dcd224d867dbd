// Above a bouquet grid: how many bouquets (announced politely as it changes) and the sort.
import type { CatalogueSort } from "~/catalogue/catalogue-url";
import { useTranslator } from "~/i18n/use-translator";
import { SortControl } from "./sort-control";

export function CatalogueToolbar({
  count,
  pending,
  sort,
  path,
  category,
  hash,
}: {
  count: number;
  pending: boolean;
  sort: CatalogueSort;
  path: string;
  category?: string | null;
  hash?: string;
}) {
  const { t, number } = useTranslator();
  return (
    <div className="catalogue-toolbar">
      <p className="catalogue-toolbar__count" role="status">
        {pending
          ? t("catalogue.toolbar.loading")
          : t("catalogue.toolbar.count", { count, shown: number(count) })}
      </p>
      <SortControl sort={sort} path={path} category={category} hash={hash} />
    </div>
  );
}
