// Request bodies over the limits of ~/platform/limits are refused while they stream in, chunked
// ones too: 413, JSON under /api and a short page elsewhere. An early answer closes the
// connection (`Connection: close`), so a client that keeps connections alive opens a new one
// instead of sending its next request behind a body we never read.
import { Transform, type Readable } from "node:stream";
import type { Request, Response } from "express";
import { BODY_TOO_LARGE, FORM_TOO_LARGE, MAX_BODY_BYTES, MAX_FORM_BYTES } from "~/platform/limits";

export const isMultipart = (req: Request) =>
  /^multipart\//i.test(req.headers["content-type"] ?? "");

/**
 * Where the admin uploads pictures, the only places a body may be larger than 1 MB: the item
 * form's pages and Shop content's (their scripted posts go to `….data`), the item form's upload
 * while it is filled in, and the item and image API. A multipart body anywhere else (a public form) is held to 1 MB like any
 * other, so nobody can make the shop read 30 MB into memory at a contact form.
 */
const UPLOAD_PATHS: { methods: string[]; path: RegExp }[] = [
  { methods: ["POST"], path: /^\/admin\/create(\.data)?\/?$/ },
  { methods: ["POST"], path: /^\/admin\/collection\/[^/]+\/edit(\.data)?\/?$/ },
  { methods: ["POST"], path: /^\/admin\/content(\.data)?\/?$/ },
  { methods: ["POST"], path: /^\/admin\/images\/?$/ },
  { methods: ["POST"], path: /^\/api\/images\/?$/ },
  { methods: ["POST"], path: /^\/api\/collection\/?$/ },
  { methods: ["PUT", "PATCH"], path: /^\/api\/collection\/[^/]+\/?$/ },
];

export const isUploadPath = (method: string, path: string) =>
  UPLOAD_PATHS.some((upload) => upload.methods.includes(method) && upload.path.test(path));

export function bodyLimitOf(req: Request): { bytes: number; message: string } {
  return isMultipart(req) && isUploadPath(req.method, req.path)
    ? { bytes: MAX_FORM_BYTES, message: FORM_TOO_LARGE }
    : { bytes: MAX_BODY_BYTES, message: BODY_TOO_LARGE };
}

export const hasBody = (req: Request) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function tooLargePage(message: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Too large</title><style>body{font:16px/1.6 system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#2b2622}h1{font-weight:500}</style></head><body><h1>That was too large to send</h1><p>${escapeHtml(message)}</p><p><a href="/">Return to the shop</a></p></body></html>`;
}

/**
 * How long a refused client may go on sending after its 413 before the connection is cut. Closing
 * a socket whose sender is still sending makes the kernel answer with a reset, which can wipe the
 * 413 from the client before it is read (a browser then shows "connection reset", not our page):
 * like nginx's lingering close, the answer goes out with its end of stream and what still comes is
 * read and dropped for a moment.
 */
const LINGER_MS = 2_000;

function closeAfterAnswer(req: Request): void {
  const socket = req.socket;
  // Node's server calls destroySoon() once a `Connection: close` answer is written.
  socket.destroySoon = () => {
    socket.end();
    const cut = setTimeout(() => socket.destroy(), LINGER_MS);
    cut.unref();
    socket.once("close", () => clearTimeout(cut));
  };
  req.resume();
}

/** Answers 413 at once and closes the connection once the answer is out. */
export function refuseTooLarge(req: Request, res: Response, message: string): void {
  if (res.headersSent) {
    // An answer is already on its way: all that is left is to stop reading.
    req.socket.destroy();
    return;
  }
  closeAfterAnswer(req);
  res.setHeader("Connection", "close");
  res.setHeader("Cache-Control", "no-store");
  if (req.path.startsWith("/api/") || req.path === "/api") {
    res.status(413).json({ error: message });
  } else {
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    res.status(413).type("html").send(tooLargePage(message));
  }
}

/** True when the body's declared length is already over the limit (answered, nothing read). */
export function refusedByDeclaredLength(req: Request, res: Response): boolean {
  const limit = bodyLimitOf(req);
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared <= limit.bytes) return false;
  refuseTooLarge(req, res, limit.message);
  return true;
}

/**
 * The request body as the app will read it: counted as it streams, and cut with a 413 the moment
 * it passes the limit (the app's read then fails, and its answer is never sent).
 */
export function limitedBody(req: Request, res: Response): Readable {
  const limit = bodyLimitOf(req);
  let seen = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit.bytes) {
        req.unpipe(counted);
        refuseTooLarge(req, res, limit.message);
        done(new Error(limit.message));
      } else {
        done(null, chunk);
      }
    },
  });
  req.on("error", (error) => counted.destroy(error));
  return req.pipe(counted);
}
