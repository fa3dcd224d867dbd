// The colour variant cookie: read it, or assign a variant and say which cookie to set.
import { cookieSecure } from "~/platform/origin.server";
import { assignColourVariant, isColourVariant } from "./feature-flag";
import type { ColourVariant } from "./shop-context";

export const VARIANT_COOKIE = "mf_variant";
const ONE_YEAR = 60 * 60 * 24 * 365;

/** A cookie's value, or undefined when it is absent or its encoding is broken (`%`, `%E0%A4%A`). */
function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      // Unreadable, as if absent: the visitor is given a variant again rather than an error.
      return undefined;
    }
  }
  return undefined;
}

/**
 * The variant of a visitor sending `cookieHeader`. `setCookie` is the Set-Cookie value to send when
 * the visitor had none (or an unreadable one), null when the cookie already holds a valid variant.
 */
export function colourVariantOfCookies(
  cookieHeader: string | null | undefined,
  { secure, random = Math.random }: { secure: boolean; random?: () => number },
): { variant: ColourVariant; setCookie: string | null } {
  const stored = readCookie(cookieHeader ?? "", VARIANT_COOKIE);
  if (isColourVariant(stored)) return { variant: stored, setCookie: null };
  const variant = assignColourVariant(random);
  return {
    variant,
    setCookie: `${VARIANT_COOKIE}=${variant}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`,
  };
}

/** This visitor's variant, and the cookie to set when they had none (colourVariantOfCookies). */
export const colourVariantFor = (request: Request, random: () => number = Math.random) =>
  colourVariantOfCookies(request.headers.get("Cookie"), {
    secure: cookieSecure(request),
    random,
  });
