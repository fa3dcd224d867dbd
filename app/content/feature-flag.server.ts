// The colour variant cookie: read it, or assign a variant and say which cookie to set.
import { assignColourVariant, isColourVariant } from "./feature-flag";
import type { ColourVariant } from "./shop-context";

export const VARIANT_COOKIE = "mf_variant";
const ONE_YEAR = 60 * 60 * 24 * 365;

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/**
 * This visitor's variant. `setCookie` is the Set-Cookie value to send when the visitor had none
 * (or an unreadable one), null when the cookie already holds a valid variant.
 */
export function colourVariantFor(
  request: Request,
  random: () => number = Math.random,
): { variant: ColourVariant; setCookie: string | null } {
  const stored = readCookie(request, VARIANT_COOKIE);
  if (isColourVariant(stored)) return { variant: stored, setCookie: null };
  const variant = assignColourVariant(random);
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return {
    variant,
    setCookie: `${VARIANT_COOKIE}=${variant}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax; HttpOnly${secure}`,
  };
}
