// Admin endpoints of the JSON API take `Authorization: Bearer <token>`: 401 without one,
// 403 when it is unknown, expired or revoked.
import { ShopError } from "~/shop/errors";
import type { Admin } from "./admins.server";
import { verifyToken } from "./tokens.server";

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

export function requireApiAdmin(request: Request): Admin {
  const token = bearerToken(request);
  if (!token)
    throw new ShopError("unauthenticated", "Sign in as admin: this needs a bearer token.");
  const check = verifyToken(token);
  if (!check.valid) {
    const why =
      check.reason === "expired"
        ? "has expired"
        : check.reason === "revoked"
          ? "was revoked"
          : "is not valid";
    throw new ShopError("forbidden", `Your admin token ${why}. Please sign in again.`);
  }
  return check.admin;
}
