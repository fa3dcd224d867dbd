import { env } from "~/platform/env.server";

/** The shop's absolute origin for links that leave the page: PUBLIC_URL, else the request's. */
export function shopOrigin(request: Request): string {
  return (env().PUBLIC_URL ?? new URL(request.url).origin).replace(/\/+$/, "");
}
