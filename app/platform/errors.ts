// Failures the domain layer reports in the shop's words; each door (JSON API, HTML routes)
// decides how to show them.

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

/** `Retry-After` for a refusal that says when to come back (rate limits); none otherwise. */
export function retryAfterHeader(error: ShopError): Record<string, string> {
  const seconds = error.details?.retryAfter;
  return typeof seconds === "number"
    ? { "Retry-After": String(Math.max(1, Math.ceil(seconds))) }
    : {};
}
