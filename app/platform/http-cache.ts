// How long an answer may be kept, in one place (as Hydrogen's data/cache.ts). The same words
// decide what our own page cache keeps (server/page-cache.ts): only `public` answers.
import type { HeadersFunction } from "@remix-run/node";
import { withRetryAfter } from "./retry-after";

/**
 * Catalogue pages: alike for every visitor of one colour variant. Our page cache keeps them and
 * sends its copies with the headers a shared cache may honour (server/page-cache.ts, decision
 * 029); a page rendered for one visitor carries its own CSP nonce and is stored by no one else.
 */
export const CATALOGUE_PAGE = "public, no-cache";
/** The JSON catalogue: a short life, then served stale while it is fetched again. */
export const CATALOGUE_JSON = "public, max-age=30, stale-while-revalidate=60";
/** Anything about one customer or one admin: never stored anywhere. */
export const PERSONAL = "no-store";

/** A catalogue page route's headers; its loader or action may say PERSONAL instead (a checkout step). */
export const catalogueHeaders: HeadersFunction = (args) => {
  const headers = withRetryAfter(args) as Headers;
  headers.set(
    "Cache-Control",
    args.actionHeaders.get("Cache-Control") ??
      args.loaderHeaders.get("Cache-Control") ??
      CATALOGUE_PAGE,
  );
  return headers;
};

/**
 * Marks an answer that shows the delivery places left (an item page's slots, the availability
 * JSON): the page cache then renders it again after every order, not only after a catalogue edit.
 */
export const SHOWS_BOOKINGS = "X-Shows-Bookings";

/** A catalogue page that also shows the delivery places left. */
export const bookingsPageHeaders: HeadersFunction = (args) => {
  const headers = catalogueHeaders(args) as Headers;
  headers.set(SHOWS_BOOKINGS, "1");
  return headers;
};

/** A page about one customer's order or one admin's work. */
export const personalHeaders: HeadersFunction = (args) => {
  const headers = withRetryAfter(args) as Headers;
  headers.set("Cache-Control", PERSONAL);
  return headers;
};
