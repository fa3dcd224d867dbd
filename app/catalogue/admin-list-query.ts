// The collection list's search and filters live in the URL (a GET form, so they work without
// JavaScript). One reading of them for the loader, and one clean query string for every link
// that should come back to the same filtered list (Edit, Delete, closing a modal).
import { z } from "zod";
import { cleanQuery } from "~/catalogue/search-query";

const YesNo = z.enum(["yes", "no"]).optional().catch(undefined);

/** Unknown or empty values mean "any": a hand-edited URL never breaks the page. */
const ListQuery = z.object({
  q: z
    .string()
    .optional()
    .catch(undefined)
    .transform((q) => cleanQuery(q) || undefined),
  category: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((c) => c || undefined),
  featured: YesNo,
  new: YesNo,
  stock: z.enum(["in", "out"]).optional().catch(undefined),
});
export type ListQuery = z.infer<typeof ListQuery>;

const KEYS = ["q", "category", "featured", "new", "stock"] as const;

export function readListQuery(search: URLSearchParams | string): ListQuery {
  const params = new URLSearchParams(search);
  return ListQuery.parse(
    Object.fromEntries(KEYS.map((key) => [key, params.get(key) ?? undefined])),
  );
}

export const hasFilters = (query: ListQuery) => KEYS.some((key) => query[key] !== undefined);

/** "?q=rose&featured=yes" with only the filters in use, or "". */
export function listSearch(search: URLSearchParams | string): string {
  const query = readListQuery(search);
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (value !== undefined) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The list, filtered as it was. */
export const listHref = (search: URLSearchParams | string) =>
  `/admin/collection${listSearch(search)}`;
