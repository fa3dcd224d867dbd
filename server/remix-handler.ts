// Hands each request to Remix as @remix-run/express does, with what its adapter cannot: the body
// is cut off at its limit while it streams (that adapter hands Remix the socket itself), a page
// gets its security headers with the nonce it was rendered with (a kept page: its scripts'
// hashes), and the load context carries the client's address, the request id and that nonce
// (docs/decisions/007-our-own-server.md).
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
} from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { SHOWS_BOOKINGS } from "~/platform/http-cache";
import { hasBody, limitedBody, refusedByDeclaredLength } from "./body-limit";
import { cacheableVisit, type CacheableVisit } from "./cached-pages";
import { clientAddressOf } from "./client-address";
import { STORED_ENCODINGS, type PageCache, type PageCopy, type StoredEncoding } from "./page-cache";
import { isDocument, nonceOf } from "./security-headers";
import { isReadablePageForm, pagePostRefusal, readPageForm, refusePagePost } from "./page-posts";
import { shopPathOf } from "./request-checks";

const SHOWS_BOOKINGS_NAME = SHOWS_BOOKINGS.toLowerCase();

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** What sets a page's own security headers on its answer (server/security-headers.ts). */
type DocumentHeaders = (
  req: ExpressRequest,
  res: ExpressResponse,
  scriptHashes?: readonly string[],
) => void;

function remixHeaders(incoming: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(incoming)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  return headers;
}

/**
 * The request's full address. req.protocol follows `trust proxy`: with TRUST_PROXY=0 it is the
 * connection's own. The path is this shop's whatever it begins with (`//host/…` included).
 */
const addressOf = (req: ExpressRequest) =>
  new URL(shopPathOf(req.originalUrl), `${req.protocol}://${req.get("host") ?? "localhost"}`).href;

/** `readBody`: the body already read and checked (a page's form), else it streams. */
function remixRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  url: string,
  readBody?: Buffer,
): Request {
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: remixHeaders(req.headers),
    signal: controller.signal,
  };
  if (readBody) {
    init.body = new Uint8Array(readBody);
  } else if (req.method !== "GET" && req.method !== "HEAD" && hasBody(req)) {
    init.body = createReadableStreamFromReadable(limitedBody(req, res));
    init.duplex = "half";
  }
  // A client that goes away before the answer is complete aborts the loaders and actions.
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return new Request(url, init);
}

/**
 * The GET that renders a page for the cache: it outlives the visitor who asked (others wait for
 * it), and a first visit renders with the variant it is being given. HEAD is answered from it too.
 */
function pageRequest(req: ExpressRequest, url: string, visit: CacheableVisit): Request {
  const headers = remixHeaders(req.headers);
  if (visit.cookie === undefined) headers.delete("Cookie");
  else headers.set("Cookie", visit.cookie);
  return new Request(url, { method: "GET", headers });
}

/** Does the visitor's If-None-Match name `etag` (weak comparison, as for GET and HEAD)? */
function alreadyHeld(req: ExpressRequest, etag: string): boolean {
  const held = req.headers["if-none-match"];
  if (!held) return false;
  return held.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/**
 * A kept page sent as it is: no Fetch response, its stored bytes in the best encoding the visitor
 * accepts (the compression middleware leaves them alone), the same for everyone, with its ETag;
 * a visitor who holds it already is told so (304).
 */
function sendCopy(
  req: ExpressRequest,
  res: ExpressResponse,
  copy: PageCopy,
  setCookie: string | null,
  documentHeaders: DocumentHeaders,
) {
  res.statusCode = copy.status;
  for (const [name, value] of copy.headers) res.setHeader(name, value);
  if (isDocument(res.getHeader("Content-Type")?.toString())) {
    documentHeaders(req, res, copy.scriptHashes ?? []);
    // The page is the colour variant's, named by the cookie: a shared cache keeps one per cookie.
    res.vary("Cookie");
  }
  if (setCookie) {
    res.append("Set-Cookie", setCookie);
    // A first visit's answer hands out a variant: no shared cache may give it to someone else.
    res.setHeader("Cache-Control", "private, no-cache");
  }
  res.vary("Accept-Encoding");
  // The smallest the visitor takes, whatever order their Accept-Encoding lists them in.
  const encoding: StoredEncoding =
    STORED_ENCODINGS.find((stored) => req.acceptsEncodings(stored) === stored) ?? "identity";
  const { body, etag } = copy.encoded(encoding);
  res.setHeader("ETag", etag);
  if (alreadyHeld(req, etag)) {
    res.statusCode = 304;
    res.removeHeader("Content-Type");
    return res.end();
  }
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

async function sendRemixResponse(
  req: ExpressRequest,
  res: ExpressResponse,
  response: Response,
  documentHeaders: DocumentHeaders,
) {
  // The body was cut off at its limit: the 413 went out in place of this answer.
  if (res.headersSent) return;
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) {
    // A word from the route to the page cache, not for the visitor.
    if (name === SHOWS_BOOKINGS_NAME) continue;
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  if (isDocument(response.headers.get("Content-Type"))) documentHeaders(req, res);
  // An answer given before the body was read (a refusal): what is left of the body would be read
  // as the next request on a kept-alive connection, so the connection ends with this answer.
  if (hasBody(req) && !req.complete) res.setHeader("Connection", "close");
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/** An answer the cache may not keep, with the Set-Cookie that gives a first visit its variant. */
function withVisitCookie(response: Response, setCookie: string | null): Response {
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

export function remixHandler(
  build: BuildSource,
  mode: string,
  { cache, documentHeaders }: { cache: PageCache | null; documentHeaders: DocumentHeaders },
) {
  const handle = createRequestHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      if (hasBody(req) && refusedByDeclaredLength(req, res)) return;
      const refusal = pagePostRefusal(req);
      if (refusal) return refusePagePost(req, res, refusal);
      const context: AppLoadContext = {
        clientAddress: clientAddressOf(req),
        requestId: String(req.id ?? ""),
        cspNonce: nonceOf(res),
      };
      const url = addressOf(req);
      const visit = cache ? cacheableVisit(req, url) : null;
      if (cache && visit) {
        const render = () => handle(pageRequest(req, url, visit), context);
        // The render uses this visitor's nonce: an answer the cache may not keep is theirs, and
        // the cache takes it out of what it keeps.
        const kept = cache.hit(visit.key, render, context.cspNonce);
        if (kept) return sendCopy(req, res, kept, visit.setCookie, documentHeaders);
        const answer = await cache.serve(visit.key, render, context.cspNonce);
        if (!(answer instanceof Response)) {
          return sendCopy(req, res, answer, visit.setCookie, documentHeaders);
        }
        const own = withVisitCookie(answer, visit.setCookie);
        return await sendRemixResponse(req, res, own, documentHeaders);
      }
      const checkedForm = isReadablePageForm(req) ? await readPageForm(req, res) : undefined;
      if (checkedForm === null) return;
      const response = await handle(remixRequest(req, res, url, checkedForm), context);
      await sendRemixResponse(req, res, response, documentHeaders);
    } catch (error) {
      next(error);
    }
  };
}
