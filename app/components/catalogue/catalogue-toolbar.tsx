// Above a bouquet grid: how many bouquets (announced politely as it changes) and the sort.
import { bouquetCount, type CatalogueSort } from "~/catalogue/catalogue-url";
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
  return (
    <div className="catalogue-toolbar">
      <p className="catalogue-toolbar__count" role="status">
        {pending ? "Loading bouquets…" : bouquetCount(count)}
      </p>
      <SortControl sort={sort} path={path} category={category} hash={hash} />
    </div>
  );
}
