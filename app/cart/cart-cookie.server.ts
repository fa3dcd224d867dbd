// The cart's cookie: the cart's id, signed with the shop's secret (a changed value reads as no
// cart), httpOnly, SameSite=Lax, Secure where the shop is served over https, for 30 days. Read
// only by the cart's own pages: the catalogue's kept pages are rendered without it
// (server/cached-pages.ts).
import { createCookie } from "@remix-run/node";
import { ID_PATTERN } from "~/db/ids";
import { env } from "~/platform/env.server";
import { cookieSecure } from "~/platform/origin.server";
import { CART_LIFETIME_MS } from "./cart-rules";

export { CART_COOKIE } from "./cart-cookie-name";
import { CART_COOKIE } from "./cart-cookie-name";

let cookie: ReturnType<typeof createCookie> | undefined;
const cartCookie = () =>
  (cookie ??= createCookie(CART_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: CART_LIFETIME_MS / 1000,
    secrets: env().sessionSecrets,
  }));

/** The cart id the request's cookie carries, if its signature holds. */
export async function cartIdOf(request: Request): Promise<string | null> {
  try {
    const value: unknown = await cartCookie().parse(request.headers.get("Cookie"));
    return typeof value === "string" && ID_PATTERN.test(value) ? value : null;
  } catch {
    // A malformed cookie is no cart, never a failure.
    return null;
  }
}

/** The Set-Cookie that keeps this cart for the customer (30 days from now). */
export function cartCookieFor(request: Request, cartId: string): Promise<string> {
  return cartCookie().serialize(cartId, { secure: cookieSecure(request) });
}
