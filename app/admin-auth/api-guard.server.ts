// Admin endpoints of the JSON API take `Authorization: Bearer <token>`: 401 without one,
// 403 when it is unknown, expired (seven days after issue, or 12 hours without use) or revoked.
import { ShopError } from "~/platform/errors";
import type { Admin } from "./roles";
import { verifyToken, type TokenRefusal } from "./tokens.server";

const REFUSALS: Record<TokenRefusal, string> = {
  unknown: "is not valid",
  expired: "has expired",
  idle: "has expired after 12 hours without use",
  revoked: "was revoked",
};

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

export const CHOOSE_PASSWORD_FIRST = "Please choose your own password first.";

/**
 * The bearer token of an admin request and whose it is; 401 without one, 403 when refused. A
 * colleague still on their first password is refused too (they choose their own in the portal,
 * decision 016), except where `beforePasswordChosen` allows it: signing out.
 */
export function requireApiToken(
  request: Request,
  { beforePasswordChosen = false }: { beforePasswordChosen?: boolean } = {},
): { admin: Admin; token: string } {
  const token = bearerToken(request);
  if (!token)
    throw new ShopError("unauthenticated", "Sign in as admin: this needs a bearer token.");
  const check = verifyToken(token);
  if (!check.valid) {
    throw new ShopError(
      "forbidden",
      `Your admin token ${REFUSALS[check.reason]}. Please sign in again.`,
    );
  }
  if (check.mustChangePassword && !beforePasswordChosen) {
    throw new ShopError("forbidden", CHOOSE_PASSWORD_FIRST);
  }
  return { admin: check.admin, token };
}

export function requireApiAdmin(request: Request): Admin {
  return requireApiToken(request).admin;
}
