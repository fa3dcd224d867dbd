import { describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { admins } from "~/db/schema";
import { eq } from "drizzle-orm";
import { isShopError } from "~/platform/errors";
import { changePassword, checkCredentials, signOutEverywhere } from "./admins.server";
import { hashPassword } from "./password.server";
import { issueToken, verifyToken } from "./tokens.server";

// The tests' cheap hashes: this file is about the rules of a change, not the hash, whose real
// parameters and their upgrade at sign-in are tested in password.test.ts and
// tests/integration/admin-password-upgrade.test.ts.
const OLD = "the old password, long";
const NEW = "a brand new password";

async function anAdmin() {
  const admin = { id: newId(), username: `florist-${newId().slice(0, 6)}` };
  db()
    .insert(admins)
    .values({ ...admin, passwordHash: await hashPassword(OLD) })
    .run();
  return admin;
}

const storedHash = (id: string) =>
  db().select().from(admins).where(eq(admins.id, id)).get()!.passwordHash;

/** The refusal's field messages, or a failure when it went through. */
async function refusal(change: Promise<void>) {
  try {
    await change;
  } catch (error) {
    if (isShopError(error)) return { kind: error.kind, issues: error.issues };
    throw error;
  }
  throw new Error("the change went through");
}

describe("changing an admin's password", () => {
  test("a wrong current password changes nothing", async () => {
    const admin = await anAdmin();
    const before = storedHash(admin.id);
    const other = issueToken(admin).token;
    const session = issueToken(admin).token;
    expect(
      await refusal(
        changePassword(admin, { current: "not it", next: NEW }, { keepToken: session }),
      ),
    ).toEqual({ kind: "invalid", issues: { currentPassword: ["Current password is incorrect."] } });
    expect(storedHash(admin.id)).toBe(before);
    expect(verifyToken(other).valid).toBe(true);
    expect(await checkCredentials(admin.username, OLD)).not.toBeNull();
  });

  test("the new one must be 12 to 200 characters and not the current one", async () => {
    const admin = await anAdmin();
    const session = issueToken(admin).token;
    const change = (next: string) =>
      refusal(changePassword(admin, { current: OLD, next }, { keepToken: session }));
    expect((await change("short")).issues).toEqual({
      newPassword: ["Use at least 12 characters."],
    });
    expect((await change("x".repeat(201))).issues).toEqual({
      newPassword: ["Use at most 200 characters."],
    });
    expect((await change(OLD)).issues).toEqual({
      newPassword: ["Choose a new password that differs from the current one."],
    });
    expect(await checkCredentials(admin.username, OLD)).not.toBeNull();
  });

  test("succeeds with the right current password; every other session and token ends", async () => {
    const admin = await anAdmin();
    const otherSession = issueToken(admin).token;
    const apiToken = issueToken(admin).token;
    const session = issueToken(admin).token;
    const someoneElse = await anAdmin();
    const theirs = issueToken(someoneElse).token;
    await changePassword(admin, { current: OLD, next: NEW }, { keepToken: session });
    expect(await checkCredentials(admin.username, NEW)).toMatchObject({ id: admin.id });
    expect(await checkCredentials(admin.username, OLD)).toBeNull();
    expect(verifyToken(session).valid).toBe(true);
    expect(verifyToken(otherSession)).toEqual({ valid: false, reason: "revoked" });
    expect(verifyToken(apiToken)).toEqual({ valid: false, reason: "revoked" });
    expect(verifyToken(theirs).valid).toBe(true);
  });

  test("wrong current passwords count against this session's own limit", async () => {
    const admin = await anAdmin();
    const session = issueToken(admin).token;
    const otherSession = issueToken(admin).token;
    const kinds: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { kind } = await refusal(
        changePassword(admin, { current: `guess ${i}`, next: NEW }, { keepToken: session }),
      );
      kinds.push(kind);
    }
    expect(kinds).toEqual(["invalid", "invalid", "invalid", "invalid", "invalid", "rate-limited"]);
    // Even the right password waits now, in this session.
    expect(
      (await refusal(changePassword(admin, { current: OLD, next: NEW }, { keepToken: session })))
        .kind,
    ).toBe("rate-limited");
    // Another session of the same admin has its own allowance.
    await changePassword(admin, { current: OLD, next: NEW }, { keepToken: otherSession });
    expect(await checkCredentials(admin.username, NEW)).toMatchObject({ id: admin.id });
  });
});

describe("signing out everywhere", () => {
  test("ends every token of the admin, the asking session too", async () => {
    const admin = await anAdmin();
    const tokens = [issueToken(admin).token, issueToken(admin).token];
    expect(signOutEverywhere(admin)).toBe(2);
    for (const token of tokens) expect(verifyToken(token).valid).toBe(false);
  });
});
