// Which requests the page cache may answer, and under which key: anonymous GETs (no cookie but
// the colour variant's), keyed by the full address and, for pages, the variant and whether the
// visitor saves data (the /craft page then has no film, decision 015). A first visit to a page is
// given its variant here, so it too is served from the cache, with the cookie that keeps the
// variant. Read straight from Node's request: a kept copy is sent without building a Fetch request.
import type { Request as ExpressRequest } from "express";
import { colourVariantOfCookies, VARIANT_COOKIE } from "~/content/feature-flag.server";
import { asksToSaveData } from "~/platform/save-data";
import { CART_COOKIE } from "~/cart/cart-cookie-name";

/** A request the page cache may answer. */
export interface CacheableVisit {
  key: string;
  /** The Cookie header its page is rendered with (a first visit's new variant). */
  cookie: string | undefined;
  /** The Set-Cookie that gives a first visit its variant, else null. */
  setCookie: string | null;
}

/**
 * Cookies a kept page never depends on: the variant is part of its key, and the cart is read only
 * by the cart's own pages (a visitor with a cart still gets the catalogue's kept pages).
 */
const SHARED_COOKIES = new Set([VARIANT_COOKIE, CART_COOKIE]);

/** Someone whose requests may differ from an anonymous visitor's: any other cookie. */
function carriesOtherCookies(header: string | undefined): boolean {
  return (header ?? "")
    .split(";")
    .map((part) => part.trim().split("=")[0])
    .some((name) => name && !SHARED_COOKIES.has(name));
}

/** The Cookie header without the cart's: what a kept page is rendered with. */
function withoutCart(header: string | undefined): string | undefined {
  const kept = (header ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && part.split("=")[0] !== CART_COOKIE);
  return kept.length > 0 ? kept.join("; ") : undefined;
}

/**
 * The pages that read the cart: the cart itself (and its data for a client-side move,
 * `/cart.data`), a kept gift's form (`?gift=`) and the cancelled payment's landing, which goes
 * back to the cart when the visitor's cart placed the order.
 */
const readsCart = (req: ExpressRequest, url: string) =>
  /^(\/ar)?\/(cart(\/|\.data$|$)|pay\/cancelled$)/.test(req.path) ||
  new URL(url).searchParams.has("gift");

/** `url` is the request's full address, as Remix is given it. */
export function cacheableVisit(req: ExpressRequest, url: string): CacheableVisit | null {
  if (
    (req.method !== "GET" && req.method !== "HEAD") ||
    carriesOtherCookies(req.headers.cookie) ||
    readsCart(req, url)
  ) {
    return null;
  }
  const cookie = withoutCart(req.headers.cookie);
  // The JSON API, pictures and files (sitemap.xml…) wear no colours: one copy for everyone, and
  // no variant cookie handed out with them.
  if (req.path.startsWith("/api/") || req.path.startsWith("/uploads/") || /\.\w+$/.test(req.path)) {
    return { key: `- ${url}`, cookie, setCookie: null };
  }
  const { variant, setCookie } = colourVariantOfCookies(cookie, {
    secure: url.startsWith("https:"),
  });
  const savesData = asksToSaveData(req.get("Save-Data"));
  return {
    key: `${variant}${savesData ? " save-data" : ""} ${url}`,
    cookie: setCookie ? `${VARIANT_COOKIE}=${variant}` : cookie,
    setCookie,
  };
}
