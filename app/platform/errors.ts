// Failures the domain layer reports in the shop's words, and the one HTTP status each kind
// answers with; each entry point (the JSON API, the HTML routes) decides how to show them. A message or issue
// written with `saidText` (i18n/said.ts) carries its id and values: the JSON API says it in
// English, a page in its own language.
import type { z } from "zod";

export type ShopErrorKind =
  | "invalid" // the input breaks a rule
  | "not-found"
  | "conflict" // stale price, wrong order state
  | "too-large"
  | "unsupported-type"
  | "rate-limited"
  | "unauthenticated"
  | "forbidden"
  | "unavailable" // a service the shop relies on (the payment provider) failed: try again
  | "storage"; // the disk is full or read-only: nothing was saved

export class ShopError extends Error {
  constructor(
    readonly kind: ShopErrorKind,
    message: string,
    /** Field-level messages, keyed by field path. */
    readonly issues?: Record<string, string[]>,
    /** Extra facts a client can act on (e.g. the current prices). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ShopError";
  }
}

export const isShopError = (error: unknown): error is ShopError => error instanceof ShopError;

/** The HTTP status for each kind of domain failure, in both the JSON API and the HTML forms. */
export const statusOf: Record<ShopErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "unsupported-type": 415,
  "rate-limited": 429,
  unavailable: 502,
  storage: 507,
};

/** `Retry-After` for a refusal that says when to come back (rate limits); none otherwise. */
export function retryAfterHeader(error: ShopError): Record<string, string> {
  const seconds = error.details?.retryAfter;
  return typeof seconds === "number"
    ? { "Retry-After": String(Math.max(1, Math.ceil(seconds))) }
    : {};
}

/** A page's answer to a refusal: its kind's status and, for a rate limit, when to come back. */
export function refusalInit(error: ShopError): { status: number; headers: Record<string, string> } {
  return { status: statusOf[error.kind], headers: retryAfterHeader(error) };
}

/** Zod issues as `{ field: [messages] }`. */
export function issuesOf(error: z.ZodError): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "body";
    (issues[key] ??= []).push(issue.message);
  }
  return issues;
}

/** Input that failed its schema, as an "invalid" ShopError led by its first problem. */
export function invalidInput(error: z.ZodError): ShopError {
  const issues = issuesOf(error);
  const first = Object.entries(issues)[0];
  const summary = first ? `${first[0]}: ${first[1][0]}` : "The request is not valid.";
  return new ShopError("invalid", `Invalid input. ${summary}`, issues);
}
