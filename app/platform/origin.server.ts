import { env } from "~/platform/env.server";

/** The shop's absolute origin for links that leave the page: PUBLIC_URL, else the request's. */
export function shopOrigin(request: Request): string {
  return (env().PUBLIC_URL ?? new URL(request.url).origin).replace(/\/+$/, "");
}

/**
 * The origin for links in emails, which may be sent with no request at hand (a webhook, the
 * reconciliation): PUBLIC_URL, else the local server.
 */
export function mailOrigin(): string {
  return (env().PUBLIC_URL ?? `http://localhost:${env().PORT}`).replace(/\/+$/, "");
}

/**
 * Whether the shop's cookies carry `Secure`: when the shop is served over https by its
 * configuration — PUBLIC_URL https, or https reported by a trusted proxy (TRUST_PROXY, which alone
 * makes the request's protocol anything but the connection's). Never from the request's path.
 */
export function cookieSecure(request: Request): boolean {
  return (
    (env().PUBLIC_URL?.startsWith("https://") ?? false) ||
    new URL(request.url).protocol === "https:"
  );
}
