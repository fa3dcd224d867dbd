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
