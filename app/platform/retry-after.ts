import type { HeadersFunction } from "@remix-run/node";

/**
 * A page route's headers: its parent's, plus the `Retry-After` of an action that refused a post
 * for a while (rate limits), which Remix would otherwise leave off the page.
 */
export const withRetryAfter: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
