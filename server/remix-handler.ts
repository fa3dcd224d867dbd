// Hands each request to Remix as @remix-run/express does, with what its adapter cannot: the body
// is cut off at its limit while it streams (that adapter hands Remix the socket itself), the
// security headers set earlier are replaced rather than doubled, and the load context carries the
// client's address and the request id (docs/decisions/007-our-own-server.md).
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
} from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { SHOWS_BOOKINGS } from "~/platform/http-cache";
import { hasBody, limitedBody, refusedByDeclaredLength } from "./body-limit";
import { answerFromCache } from "./cached-pages";
import { clientAddressOf } from "./client-address";
import { copiedBody, type PageCache } from "./page-cache";

const SHOWS_BOOKINGS_NAME = SHOWS_BOOKINGS.toLowerCase();

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

function remixHeaders(incoming: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(incoming)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  return headers;
}

function remixRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // req.protocol follows `trust proxy`: with TRUST_PROXY=0 it is the connection's own.
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: remixHeaders(req.headers),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD" && hasBody(req)) {
    init.body = createReadableStreamFromReadable(limitedBody(req, res));
    init.duplex = "half";
  }
  // A client that goes away before the answer is complete aborts the loaders and actions.
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return new Request(url.href, init);
}

async function sendRemixResponse(req: ExpressRequest, res: ExpressResponse, response: Response) {
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
  // An answer given before the body was read (a refusal): what is left of the body would be read
  // as the next request on a kept-alive connection, so the connection ends with this answer.
  if (hasBody(req) && !req.complete) res.setHeader("Connection", "close");
  // A page from the cache is already whole: sent at once, it skips a stream's overhead.
  const copied = copiedBody(response);
  if (copied !== undefined) res.end(copied);
  else if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

export function remixHandler(build: BuildSource, mode: string, cache: PageCache | null = null) {
  const handle = createRequestHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      if (hasBody(req) && refusedByDeclaredLength(req, res)) return;
      const context: AppLoadContext = {
        clientAddress: clientAddressOf(req),
        requestId: String(req.id ?? ""),
      };
      const request = remixRequest(req, res);
      const response = cache
        ? await answerFromCache(cache, request, (page) => handle(page, context))
        : await handle(request, context);
      await sendRemixResponse(req, res, response);
    } catch (error) {
      next(error);
    }
  };
}
