// Headers every response carries, JSON, images and assets as well as pages. The
// pages' Content-Security-Policy, with its per-response nonce, is set by app/entry.server.tsx.
import type { RequestHandler } from "express";

export function securityHeaders({ https }: { https: boolean }): RequestHandler {
  return (_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
