// Catalogue state lives in the URL (category, sort), so every choice is a plain link or GET form.
import type { CatalogueSort } from "~/catalogue/items.server";

export type { CatalogueSort };

/** The order the sort control cycles through: newest → price-low → price-high → newest. */
const SORT_CYCLE: CatalogueSort[] = ["newest", "price-low", "price-high"];

/** The sort named by a `?sort=` value; anything else is the default, newest. */
export function parseSort(value: string | null | undefined): CatalogueSort {
  return SORT_CYCLE.find((sort) => sort === value) ?? "newest";
}

export function nextSort(sort: CatalogueSort): CatalogueSort {
  return SORT_CYCLE[(SORT_CYCLE.indexOf(sort) + 1) % SORT_CYCLE.length] ?? "newest";
}

export interface CatalogueState {
  category?: string | null;
  sort: CatalogueSort;
}

/** `path?category=…&sort=…#hash`; the default sort is left out so URLs stay short. */
export function catalogueHref(path: string, state: CatalogueState, hash?: string): string {
  const params = new URLSearchParams();
  if (state.category) params.set("category", state.category);
  if (state.sort !== "newest") params.set("sort", state.sort);
  const search = params.toString();
  return `${path}${search ? `?${search}` : ""}${hash ? `#${hash}` : ""}`;
}
