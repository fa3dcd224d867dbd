// Which requests the page cache may answer, and under which key: anonymous GETs (no cookie but
// the colour variant's), keyed by the full address and, for pages, the variant and whether the
// visitor saves data (the /craft page then has no film, decision 015). A first visit to
// a page is given its variant here, so it too is served from the cache, with the cookie that
// keeps the variant.
import { colourVariantFor, VARIANT_COOKIE } from "~/content/feature-flag.server";
import { savesData } from "~/platform/save-data";
import type { PageCache } from "./page-cache";

/** Someone whose requests may differ from an anonymous visitor's: any cookie but the variant. */
function carriesOtherCookies(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.trim().split("=")[0])
    .some((name) => name && name !== VARIANT_COOKIE);
}

export async function answerFromCache(
  cache: PageCache,
  request: Request,
  handle: (request: Request) => Promise<Response>,
): Promise<Response> {
  if ((request.method !== "GET" && request.method !== "HEAD") || carriesOtherCookies(request)) {
    return handle(request);
  }
  // HEAD is answered from the GET's copy; Node leaves the body off.
  const asGet = (headers: Headers) =>
    new Request(request.url, { method: "GET", headers, signal: request.signal });
  const { pathname } = new URL(request.url);
  // The JSON API, pictures and files (sitemap.xml…) wear no colours: one copy for everyone, and
  // no variant cookie handed out with them.
  if (pathname.startsWith("/api/") || pathname.startsWith("/uploads/") || /\.\w+$/.test(pathname)) {
    return cache.serve(`- ${request.url}`, () => handle(asGet(request.headers)));
  }
  const { variant, setCookie } = colourVariantFor(request);
  const headers = new Headers(request.headers);
  if (setCookie) headers.set("Cookie", `${VARIANT_COOKIE}=${variant}`);
  const key = `${variant}${savesData(request) ? " save-data" : ""} ${request.url}`;
  const response = await cache.serve(key, () => handle(asGet(headers)));
  if (!setCookie) return response;
  try {
    response.headers.append("Set-Cookie", setCookie);
    return response;
  } catch {
    // An answer whose headers are fixed (Response.redirect) is copied with the cookie added.
    const headers = new Headers(response.headers);
    headers.append("Set-Cookie", setCookie);
    return new Response(response.body, { status: response.status, headers });
  }
}
