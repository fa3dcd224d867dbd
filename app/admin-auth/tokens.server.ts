// API bearer tokens (and the admin UI session's token): random, stored only as a SHA-256 hash,
// expiring seven days after issue or after 12 hours without use, revocable.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { admins, apiTokens } from "~/db/schema";
import { roleOf, type Admin } from "./roles";

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** A token nobody used for this long ends: a forgotten signed-in laptop does not stay open. */
export const TOKEN_IDLE_MS = 12 * 60 * 60 * 1000;
/** Use is written at most this often, so not every request writes to the database. */
const USE_RECORDED_EVERY_MS = 60 * 1000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export function issueToken(
  admin: Pick<Admin, "id">,
  now = new Date(),
): { token: string; expiresAt: string } {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString();
  db()
    .insert(apiTokens)
    .values({
      id: newId(),
      adminId: admin.id,
      tokenHash: hashOf(token),
      createdAt: now.toISOString(),
      expiresAt,
    })
    .run();
  return { token, expiresAt };
}

export type TokenRefusal = "unknown" | "expired" | "idle" | "revoked";

export type TokenCheck =
  | {
      valid: true;
      admin: Admin;
      issuedAt: string;
      expiresAt: string;
      /** A colleague still on the first password they were given (see team.server.ts). */
      mustChangePassword: boolean;
    }
  | { valid: false; reason: TokenRefusal };

/**
 * Whether the token still signs the admin in, and (unless `recordUse` is false, for
 * background polls that are no sign of a person at the keyboard) records that it was used.
 */
export function verifyToken(
  token: string,
  now = new Date(),
  { recordUse = true }: { recordUse?: boolean } = {},
): TokenCheck {
  const row = db()
    .select({
      id: apiTokens.id,
      createdAt: apiTokens.createdAt,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
      adminId: admins.id,
      username: admins.username,
      role: admins.role,
      mustChangePassword: admins.mustChangePassword,
    })
    .from(apiTokens)
    .innerJoin(admins, eq(admins.id, apiTokens.adminId))
    .where(eq(apiTokens.tokenHash, hashOf(token)))
    .get();
  if (!row) return { valid: false, reason: "unknown" };
  if (row.revokedAt) return { valid: false, reason: "revoked" };
  const at = now.getTime();
  if (new Date(row.expiresAt).getTime() <= at) return { valid: false, reason: "expired" };
  const lastSeen = new Date(row.lastUsedAt ?? row.createdAt).getTime();
  if (at - lastSeen >= TOKEN_IDLE_MS) return { valid: false, reason: "idle" };
  if (recordUse && at - lastSeen >= USE_RECORDED_EVERY_MS) {
    db()
      .update(apiTokens)
      .set({ lastUsedAt: now.toISOString() })
      .where(eq(apiTokens.id, row.id))
      .run();
  }
  return {
    valid: true,
    admin: { id: row.adminId, username: row.username, role: roleOf(row.role) },
    issuedAt: row.createdAt,
    expiresAt: row.expiresAt,
    mustChangePassword: row.mustChangePassword,
  };
}

export function revokeToken(token: string, now = new Date()): boolean {
  const result = db()
    .update(apiTokens)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(apiTokens.tokenHash, hashOf(token)), isNull(apiTokens.revokedAt)))
    .run();
  return result.changes > 0;
}

/**
 * Revokes every live token of this admin — API tokens and UI sessions alike — except `keep`
 * (the session asking), when given. Answers how many were revoked.
 */
export function revokeAdminTokens(
  adminId: string,
  { keep, now = new Date() }: { keep?: string; now?: Date } = {},
): number {
  const result = db()
    .update(apiTokens)
    .set({ revokedAt: now.toISOString() })
    .where(
      and(
        eq(apiTokens.adminId, adminId),
        isNull(apiTokens.revokedAt),
        keep ? ne(apiTokens.tokenHash, hashOf(keep)) : undefined,
      ),
    )
    .run();
  return result.changes;
}
