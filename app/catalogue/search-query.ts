// The search query as the visitor meant it; shared by the search forms and the server search.

/** A query longer than this is cut: nobody types a paragraph into a search box. */
export const MAX_QUERY_LENGTH = 100;

/** Trimmed, one space between words, at most MAX_QUERY_LENGTH characters. */
export function cleanQuery(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trim();
}
