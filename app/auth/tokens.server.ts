// API bearer tokens: random, stored only as a SHA-256 hash, expiring, revocable.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { admins, apiTokens } from "~/db/schema";
import type { Admin } from "./admins.server";

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export function issueToken(admin: Admin, now = new Date()): { token: string; expiresAt: string } {
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

export type TokenCheck =
  | { valid: true; admin: Admin; expiresAt: string }
  | { valid: false; reason: "unknown" | "expired" | "revoked" };

export function verifyToken(token: string, now = new Date()): TokenCheck {
  const row = db()
    .select({
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      adminId: admins.id,
      username: admins.username,
    })
    .from(apiTokens)
    .innerJoin(admins, eq(admins.id, apiTokens.adminId))
    .where(eq(apiTokens.tokenHash, hashOf(token)))
    .get();
  if (!row) return { valid: false, reason: "unknown" };
  if (row.revokedAt) return { valid: false, reason: "revoked" };
  if (new Date(row.expiresAt).getTime() <= now.getTime())
    return { valid: false, reason: "expired" };
  return {
    valid: true,
    admin: { id: row.adminId, username: row.username },
    expiresAt: row.expiresAt,
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
