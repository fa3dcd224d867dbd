import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { newId } from "~/db/ids.server";
import { db } from "~/db/client.server";
import { admins, apiTokens } from "~/db/schema";
import {
  issueToken,
  revokeAdminTokens,
  revokeToken,
  TOKEN_IDLE_MS,
  TOKEN_LIFETIME_MS,
  verifyToken,
} from "./tokens.server";

/** When every token in these tests is issued, unless the test says otherwise. */
const ISSUED_AT = new Date("2026-11-22T10:00:00Z");
const IDLE = { valid: false, reason: "idle" };

function anAdmin() {
  const admin = { id: newId(), username: `admin-${newId().slice(0, 6)}` };
  db()
    .insert(admins)
    // Tokens never look at the password.
    .values({ ...admin, passwordHash: "scrypt$not-used-here" })
    .run();
  return admin;
}

const HOUR = 60 * 60 * 1000;
const after = (start: Date, ms: number) => new Date(start.getTime() + ms);

function lastUsedAt(token: string): string | null | undefined {
  const tokenHash = createHash("sha256").update(token).digest("hex");
  return db().select().from(apiTokens).where(eq(apiTokens.tokenHash, tokenHash)).get()?.lastUsedAt;
}

describe("API tokens", () => {
  test("are valid until they expire, seven days after issue", () => {
    const { token } = issueToken(anAdmin(), ISSUED_AT);
    // Used every 10 hours, so the idle timeout never comes first.
    for (
      let at = ISSUED_AT.getTime();
      at < ISSUED_AT.getTime() + TOKEN_LIFETIME_MS;
      at += 10 * HOUR
    ) {
      expect(verifyToken(token, new Date(at)).valid).toBe(true);
    }
    expect(verifyToken(token, new Date(ISSUED_AT.getTime() + TOKEN_LIFETIME_MS - 1)).valid).toBe(
      true,
    );
    expect(verifyToken(token, new Date(ISSUED_AT.getTime() + TOKEN_LIFETIME_MS))).toEqual({
      valid: false,
      reason: "expired",
    });
  });

  test("can be revoked, and unknown ones are refused", () => {
    const now = ISSUED_AT;
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

describe("the idle timeout", () => {
  test("a token never used for 12 hours after issue stops working", () => {
    const { token } = issueToken(anAdmin(), ISSUED_AT);
    expect(
      verifyToken(token, after(ISSUED_AT, TOKEN_IDLE_MS - 1), { recordUse: false }).valid,
    ).toBe(true);
    expect(verifyToken(token, after(ISSUED_AT, TOKEN_IDLE_MS))).toEqual(IDLE);
  });

  test("each use starts the 12 hours again; 12 hours after the last use it ends", () => {
    const { token } = issueToken(anAdmin(), ISSUED_AT);
    const used = after(ISSUED_AT, 11 * HOUR);
    expect(verifyToken(token, used).valid).toBe(true);
    expect(verifyToken(token, after(used, TOKEN_IDLE_MS - 1)).valid).toBe(true);
    // That use counted too: 12 hours after it, not after the first.
    const lastUse = after(used, TOKEN_IDLE_MS - 1);
    expect(verifyToken(token, after(lastUse, TOKEN_IDLE_MS - 1)).valid).toBe(true);
    const quiet = after(lastUse, TOKEN_IDLE_MS - 1);
    expect(verifyToken(token, after(quiet, TOKEN_IDLE_MS))).toEqual(IDLE);
  });

  test("use is written at most once a minute", () => {
    const { token } = issueToken(anAdmin(), ISSUED_AT);
    verifyToken(token, after(ISSUED_AT, 30_000));
    expect(lastUsedAt(token)).toBeNull();
    verifyToken(token, after(ISSUED_AT, 60_000));
    expect(lastUsedAt(token)).toBe(after(ISSUED_AT, 60_000).toISOString());
    verifyToken(token, after(ISSUED_AT, 90_000));
    expect(lastUsedAt(token)).toBe(after(ISSUED_AT, 60_000).toISOString());
    verifyToken(token, after(ISSUED_AT, 120_000));
    expect(lastUsedAt(token)).toBe(after(ISSUED_AT, 120_000).toISOString());
  });

  test("a check that does not record use (the admin's poll) does not keep it alive", () => {
    const { token } = issueToken(anAdmin(), ISSUED_AT);
    for (let hour = 1; hour < 12; hour += 1) {
      expect(verifyToken(token, after(ISSUED_AT, hour * HOUR), { recordUse: false }).valid).toBe(
        true,
      );
    }
    expect(verifyToken(token, after(ISSUED_AT, TOKEN_IDLE_MS)).valid).toBe(false);
  });
});

describe("revoking all of an admin's tokens", () => {
  test("ends every one but the kept one, and no other admin's", () => {
    const now = ISSUED_AT;
    const admin = anAdmin();
    const other = anAdmin();
    const kept = issueToken(admin, now).token;
    const mine = [issueToken(admin, now).token, issueToken(admin, now).token];
    const theirs = issueToken(other, now).token;
    expect(revokeAdminTokens(admin.id, { keep: kept, now })).toBe(2);
    expect(verifyToken(kept, now).valid).toBe(true);
    for (const token of mine)
      expect(verifyToken(token, now)).toEqual({ valid: false, reason: "revoked" });
    expect(verifyToken(theirs, now).valid).toBe(true);
    expect(revokeAdminTokens(admin.id, { now })).toBe(1);
    expect(verifyToken(kept, now).valid).toBe(false);
  });
});
