// The security headers, all set here with helmet. Every response (JSON, images, assets and pages)
// carries nosniff, the referrer policy, frame protection and, when PUBLIC_URL is https, HSTS.
// The pages Remix renders also carry the Content-Security-Policy, whose scripts run only with
// this response's nonce, and the Permissions-Policy.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response as ExpressResponse } from "express";
import helmet from "helmet";

/** A nonce for one response: pages served from the page cache get a new one each time too. */
export const newNonce = () => randomBytes(16).toString("base64");

/** Gives each response its own CSP nonce (`res.locals.cspNonce`), before anything renders. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = newNonce();
  next();
};

/** This response's nonce, for the page Remix renders and the copy the page cache sends. */
export const nonceOf = (res: ServerResponse): string =>
  (res as ExpressResponse).locals.cspNonce as string;

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
 * and reloads over a websocket.
 */
export function documentSecurityHeaders({ dev }: { dev: boolean }) {
  const policy = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceOf(res)}'`,
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
  return (req: IncomingMessage, res: ServerResponse) => {
    policy(req, res, (error) => {
      if (error) throw error;
    });
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  };
}
