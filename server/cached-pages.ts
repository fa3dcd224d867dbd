// Which requests the page cache may answer, and under which key: anonymous GETs (no cookie but
// the colour variant's), keyed by the full address and the variant. A first visit is given its
// variant here, so it too is served from the cache, with the cookie that keeps the variant.
import { colourVariantFor, VARIANT_COOKIE } from "~/content/feature-flag.server";
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
  const { variant, setCookie } = colourVariantFor(request);
  const headers = new Headers(request.headers);
  if (setCookie) headers.set("Cookie", `${VARIANT_COOKIE}=${variant}`);
  // HEAD is answered from the GET's copy; Node leaves the body off.
  const page = new Request(request.url, { method: "GET", headers, signal: request.signal });
  const response = await cache.serve(`${variant} ${request.url}`, () => handle(page));
  if (!setCookie) return response;
  const withCookie = new Headers(response.headers);
  withCookie.append("Set-Cookie", setCookie);
  return new Response(response.body, { status: response.status, headers: withCookie });
}
