// What a page's form post must be before Remix runs its action: sent from this site, and a form.
// Remix refuses a cross-site post by throwing, and a route reading a body that is not a form
// throws too; both would end in a 500 with a stack in the log. Here they get a short 4xx at once,
// logged as a warning, before the body is read; then the form itself is read and checked (readPageForm). The JSON API (/api) has its own answers and is
// not touched: its clients are not browsers carrying the admin's cookie.
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { log } from "~/platform/log.server";
import { unsafeFieldName, UNSAFE_FIELD_NAME } from "~/platform/field-names";
import { hasBody, isMultipart, isUploadPath, limitedBody } from "./body-limit";

export const CROSS_SITE_POST = "This form was sent from another site, so nothing was changed.";
export const FORM_UNREADABLE = "The form could not be read. Please send it again.";
export const NOT_A_FORM =
  "Send this as a web form (application/x-www-form-urlencoded or multipart/form-data).";

const CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const isPagePost = (req: ExpressRequest) =>
  CHANGING_METHODS.has(req.method) && !(req.path === "/api" || req.path.startsWith("/api/"));

/** The host Remix compares a post's Origin with: the first X-Forwarded-Host, else Host. */
function hostOf(req: ExpressRequest): string | undefined {
  const forwarded = req.headers["x-forwarded-host"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first || req.headers.host;
}

/** True when the post carries an Origin that is not this site (or not an origin at all). */
export function isCrossSite(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  return !host || originHost !== host;
}

/** True for the two encodings a browser's form sends (multipart only with its boundary). */
export function isFormEncoding(contentType: string | undefined): boolean {
  const type = (contentType ?? "").toLowerCase();
  return (
    /^application\/x-www-form-urlencoded\s*(;|$)/.test(type) ||
    /^multipart\/form-data\s*;.*\bboundary=/.test(type)
  );
}

/** Why a page's post is refused before its action runs, or null when it may go on. */
export function pagePostRefusal(req: ExpressRequest): { status: number; message: string } | null {
  if (!isPagePost(req)) return null;
  if (isCrossSite(req.headers.origin, hostOf(req))) {
    return { status: 403, message: CROSS_SITE_POST };
  }
  if (!isFormEncoding(req.headers["content-type"])) return { status: 415, message: NOT_A_FORM };
  return null;
}

/**
 * Answers a refused post in plain words. The body is never read, so the connection ends with the
 * answer (what is left of the body would otherwise be read as the next request).
 */
export function refusePagePost(
  req: ExpressRequest,
  res: ExpressResponse,
  refusal: { status: number; message: string },
): void {
  log.warn({ requestId: req.id, status: refusal.status }, `page post refused: ${refusal.message}`);
  if (hasBody(req) && !req.complete) res.setHeader("Connection", "close");
  res.setHeader("Cache-Control", "no-store");
  res.status(refusal.status).type("text").send(refusal.message);
}

/**
 * A page's form read here whole before its action (every form but the admin's uploads, which
 * stream under their own limits and checks): a urlencoded one, or a small multipart one.
 */
export const isReadablePageForm = (req: ExpressRequest) =>
  isPagePost(req) && hasBody(req) && !(isMultipart(req) && isUploadPath(req.method, req.path));

/**
 * A page's form (held to 1 MB), read here whole and checked: one that cannot be read (a broken
 * multipart body) or that names a field to reach an object's prototype is a 400 before any action
 * runs, so no route ever sees it. Answers the bytes to hand on, or null when the request has been
 * answered (413, 400) or the client is gone.
 */
export async function readPageForm(
  req: ExpressRequest,
  res: ExpressResponse,
): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of limitedBody(req, res)) chunks.push(chunk as Buffer);
  } catch {
    // Over the limit (the 413 is out) or the client went away mid-body. After the 413 the rest
    // of the body is read and dropped until the connection closes: bytes left unread when it
    // closes would make it a reset, and the client could lose the answer.
    if (res.headersSent) req.resume();
    else req.socket.destroy();
    return null;
  }
  const bytes = Buffer.concat(chunks);
  let names: string[];
  try {
    const contentType = req.headers["content-type"] ?? "";
    const form = await new Response(new Uint8Array(bytes), {
      headers: { "Content-Type": contentType },
    }).formData();
    names = [...form.keys()];
  } catch {
    refusePagePost(req, res, { status: 400, message: FORM_UNREADABLE });
    return null;
  }
  if (unsafeFieldName(names) !== null) {
    refusePagePost(req, res, { status: 400, message: UNSAFE_FIELD_NAME });
    return null;
  }
  return bytes;
}
