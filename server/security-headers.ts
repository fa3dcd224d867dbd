// The security headers, all set here with helmet. Every response (JSON, images, assets and pages)
// carries nosniff, the referrer policy, frame protection and, when PUBLIC_URL is https, HSTS.
// The pages Remix renders also carry the Content-Security-Policy and the Permissions-Policy. A page
// rendered for one visitor runs only the scripts carrying this response's nonce; a kept page, the
// same bytes for everyone, only those whose sha256 its policy lists (decision 029).
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response as ExpressResponse } from "express";
import helmet from "helmet";

/** A nonce for one response (a kept page needs none: its scripts are allowed by their hashes). */
export const newNonce = () => randomBytes(16).toString("base64");

/** Gives each response its own CSP nonce (`res.locals.cspNonce`), before anything renders. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = newNonce();
  next();
};

/** This response's nonce, for the page Remix renders. */
export const nonceOf = (res: ServerResponse): string =>
  (res as ExpressResponse).locals.cspNonce as string;

/** A kept page's script sources ('sha256-…'), set just before its policy is written. */
const SCRIPT_HASHES = "cspScriptHashes";

/** What lets this response's inline scripts run: its kept page's hashes, else its nonce. */
function inlineScriptSources(res: ServerResponse): string {
  const hashes = (res as ExpressResponse).locals[SCRIPT_HASHES] as readonly string[] | undefined;
  // No inline script at all: 'self' alone (a directive source list may not be left empty here).
  if (hashes) return hashes.length > 0 ? hashes.join(" ") : "'self'";
  return `'nonce-${nonceOf(res)}'`;
}

export function securityHeaders({ https }: { https: boolean }): RequestHandler {
  return helmet({
    // Pages only: documentSecurityHeaders below.
    contentSecurityPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xContentTypeOptions: true,
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xPoweredBy: true,
    // Nothing more than the shop has always sent.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/** Is this answer one of the pages Remix renders (entry.server.tsx), its only HTML? */
export const isDocument = (contentType: string | null | undefined) =>
  /^text\/html\b/.test(contentType ?? "");

/**
 * The headers a page adds to those of every response. `dev`: Vite's dev server evaluates code
 * and reloads over a websocket. `scriptHashes`: a kept page's, in place of the nonce.
 */
export function documentSecurityHeaders({ dev }: { dev: boolean }) {
  const policy = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        (_req: IncomingMessage, res: ServerResponse) => inlineScriptSources(res),
        ...(dev ? ["'unsafe-eval'"] : []),
      ],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", ...(dev ? ["ws:", "wss:"] : [])],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", "https://checkout.stripe.com"],
      frameAncestors: ["'none'"],
    },
  });
  // helmet's middleware sets its header at once and calls on: a page's headers are set in order.
  return (req: IncomingMessage, res: ServerResponse, scriptHashes?: readonly string[]) => {
    if (scriptHashes) (res as ExpressResponse).locals[SCRIPT_HASHES] = scriptHashes;
    policy(req, res, (error) => {
      if (error) throw error;
    });
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  };
}
