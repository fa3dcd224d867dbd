// What a request's address must be before anything reads it: its path decodable (`/%ZZ` is a
// 400, not a failure deep inside Remix with a stack in the log) and no query parameter named to
// reach an object's prototype. Answered at once, as plain text or, under /api, the API's JSON.
import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { unsafeFieldName, UNSAFE_FIELD_NAME } from "~/platform/field-names";

export const MALFORMED_ADDRESS =
  "This address cannot be read: a % in it is not followed by two hexadecimal digits.";

const isApi = (path: string) => path === "/api" || path.startsWith("/api/");

/** Answers a request refused before the shop read it (the body, if any, is never read). */
export function refuseRequest(req: Request, res: Response, status: number, message: string) {
  res.setHeader("Cache-Control", "no-store");
  if (req.headers["content-length"] || req.headers["transfer-encoding"]) {
    res.setHeader("Connection", "close");
  }
  if (isApi(req.path)) res.status(status).json({ error: message });
  else res.status(status).type("text").send(message);
}

/** Why this request's address is refused, or null. */
export function addressRefusal(originalUrl: string): string | null {
  const queryAt = originalUrl.indexOf("?");
  const path = queryAt < 0 ? originalUrl : originalUrl.slice(0, queryAt);
  try {
    decodeURIComponent(path);
  } catch {
    return MALFORMED_ADDRESS;
  }
  if (queryAt < 0) return null;
  const names = new URLSearchParams(originalUrl.slice(queryAt + 1)).keys();
  return unsafeFieldName(names) === null ? null : UNSAFE_FIELD_NAME;
}

export function requestChecks(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const refusal = addressRefusal(req.originalUrl);
    if (!refusal) return next();
    logger.warn({ requestId: req.id, status: 400 }, `request refused: ${refusal}`);
    refuseRequest(req, res, 400, refusal);
  };
}

/**
 * The address the shop serves a request at: its path with each run of slashes made one, so a
 * path beginning with `//` (`//evil.example/contact`) stays a path of this shop and never reads
 * as another host, and the language twin of `/ar//x` is `/x`, not `//x`.
 */
export function shopPathOf(originalUrl: string): string {
  const queryAt = originalUrl.indexOf("?");
  const path = queryAt < 0 ? originalUrl : originalUrl.slice(0, queryAt);
  const query = queryAt < 0 ? "" : originalUrl.slice(queryAt);
  return `${path.replace(/\/{2,}/g, "/")}${query}`;
}
