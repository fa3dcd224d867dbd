// Which requests the page cache may answer, and under which key: anonymous GETs (no cookie but
// the colour variant's), keyed by the full address and, for pages, the variant and whether the
// visitor saves data (the /craft page then has no film, decision 015). A first visit to a page is
// given its variant here, so it too is served from the cache, with the cookie that keeps the
// variant. Read straight from Node's request: a kept copy is sent without building a Fetch request.
import type { Request as ExpressRequest } from "express";
import { colourVariantOfCookies, VARIANT_COOKIE } from "~/content/feature-flag.server";
import { asksToSaveData } from "~/platform/save-data";

/** A request the page cache may answer. */
export interface CacheableVisit {
  key: string;
  /** The Cookie header its page is rendered with (a first visit's new variant). */
  cookie: string | undefined;
  /** The Set-Cookie that gives a first visit its variant, else null. */
  setCookie: string | null;
}

/** Someone whose requests may differ from an anonymous visitor's: any cookie but the variant. */
function carriesOtherCookies(header: string | undefined): boolean {
  return (header ?? "")
    .split(";")
    .map((part) => part.trim().split("=")[0])
    .some((name) => name && name !== VARIANT_COOKIE);
}

/** `url` is the request's full address, as Remix is given it. */
export function cacheableVisit(req: ExpressRequest, url: string): CacheableVisit | null {
  if ((req.method !== "GET" && req.method !== "HEAD") || carriesOtherCookies(req.headers.cookie)) {
    return null;
  }
  // The JSON API, pictures and files (sitemap.xml…) wear no colours: one copy for everyone, and
  // no variant cookie handed out with them.
  if (req.path.startsWith("/api/") || req.path.startsWith("/uploads/") || /\.\w+$/.test(req.path)) {
    return { key: `- ${url}`, cookie: req.headers.cookie, setCookie: null };
  }
  const { variant, setCookie } = colourVariantOfCookies(req.headers.cookie, {
    secure: url.startsWith("https:"),
  });
  const savesData = asksToSaveData(req.get("Save-Data"));
  return {
    key: `${variant}${savesData ? " save-data" : ""} ${url}`,
    cookie: setCookie ? `${VARIANT_COOKIE}=${variant}` : req.headers.cookie,
    setCookie,
  };
}
