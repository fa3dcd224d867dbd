import { describe, expect, test } from "vitest";
import { newId } from "~/db/ids.server";
import { db } from "~/db/client.server";
import { admins, apiTokens } from "~/db/schema";
import { hashPassword } from "./password.server";
import { issueToken, revokeToken, TOKEN_LIFETIME_MS, verifyToken } from "./tokens.server";

function anAdmin() {
  const admin = { id: newId(), username: `admin-${newId().slice(0, 6)}` };
  db()
    .insert(admins)
    .values({ ...admin, passwordHash: hashPassword("x") })
    .run();
  return admin;
}

describe("API tokens", () => {
  test("are valid until they expire, seven days after issue", () => {
    const issuedAt = new Date("2026-11-22T10:00:00Z");
    const { token } = issueToken(anAdmin(), issuedAt);
    expect(verifyToken(token, new Date(issuedAt.getTime() + TOKEN_LIFETIME_MS - 1)).valid).toBe(
      true,
    );
    expect(verifyToken(token, new Date(issuedAt.getTime() + TOKEN_LIFETIME_MS))).toEqual({
      valid: false,
      reason: "expired",
    });
  });

  test("can be revoked, and unknown ones are refused", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const { token } = issueToken(anAdmin(), now);
    expect(revokeToken(token, now)).toBe(true);
    expect(verifyToken(token, now)).toEqual({ valid: false, reason: "revoked" });
    expect(verifyToken("made-up", now)).toEqual({ valid: false, reason: "unknown" });
  });

  test("are stored only as a hash", () => {
    const { token } = issueToken(anAdmin());
    const stored = db().select().from(apiTokens).all();
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
  });
});
