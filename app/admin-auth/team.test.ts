import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { admins } from "~/db/schema";
import { isShopError } from "~/platform/errors";
import { requireApiToken } from "./api-guard.server";
import { hashPassword } from "./password.server";
import type { Role } from "./roles";
import { addColleague, recentSignIns, recordSignIn, removeColleague, theTeam } from "./team.server";
import { issueToken, verifyToken } from "./tokens.server";

const FIRST_PASSWORD = "a first password to change";

/** An admin of the test's own: an owner, who may change the team, unless told otherwise. */
async function anAdmin(role: Role = "owner") {
  const admin = { id: newId(), username: `${role}-${newId().slice(0, 8)}`, role };
  db()
    .insert(admins)
    .values({ ...admin, passwordHash: await hashPassword("the owner's password") })
    .run();
  return admin;
}

/** The refusal's kind, message and field messages, or a failure when it went through. */
async function refusal(attempt: () => unknown) {
  try {
    await attempt();
  } catch (error) {
    if (isShopError(error))
      return { kind: error.kind, message: error.message, issues: error.issues };
    throw error;
  }
  throw new Error("it went through");
}

const bearer = (token: string) =>
  new Request("http://shop.test/api/orders", { headers: { Authorization: `Bearer ${token}` } });

describe("adding a colleague", () => {
  test("on a first password they must change, added by the admin", async () => {
    const owner = await anAdmin();
    const name = `Layla.${newId().slice(0, 6)}`;
    const colleague = await addColleague(owner, { username: name, password: FIRST_PASSWORD });
    expect(colleague).toMatchObject({
      username: name,
      addedBy: owner.username,
      mustChangePassword: true,
      lastSignedInAt: null,
    });
    expect(theTeam().map((member) => member.username)).toContain(name);
  });

  test("refuses a username taken in another case, and one that breaks the rules", async () => {
    const owner = await anAdmin();
    const name = `noor-${newId().slice(0, 6)}`;
    await addColleague(owner, { username: name, password: FIRST_PASSWORD });
    expect(
      await refusal(() =>
        addColleague(owner, { username: name.toUpperCase(), password: FIRST_PASSWORD }),
      ),
    ).toMatchObject({ kind: "conflict", issues: { username: [expect.stringMatching(/already/)] } });
    expect(
      (await refusal(() => addColleague(owner, { username: "no", password: FIRST_PASSWORD })))
        .issues,
    ).toEqual({ username: ["Use 3 to 32 characters."] });
    expect(
      (await refusal(() => addColleague(owner, { username: "two words", password: "short" })))
        .issues,
    ).toEqual({
      username: ["Use only letters, digits, dots, hyphens and underscores."],
      password: ["Use at least 12 characters."],
    });
  });

  test("their token opens nothing but signing out until they choose their own password", async () => {
    const owner = await anAdmin();
    const colleague = await addColleague(owner, {
      username: `sara-${newId().slice(0, 6)}`,
      password: FIRST_PASSWORD,
    });
    const { token } = issueToken(colleague);
    expect(await refusal(() => requireApiToken(bearer(token)))).toMatchObject({
      kind: "forbidden",
      message: "Please choose your own password first.",
    });
    expect(requireApiToken(bearer(token), { beforePasswordChosen: true }).admin.id).toBe(
      colleague.id,
    );
    db().update(admins).set({ mustChangePassword: false }).where(eq(admins.id, colleague.id)).run();
    expect(requireApiToken(bearer(token)).admin.id).toBe(colleague.id);
  });
});

describe("removing a colleague", () => {
  test("ends their sessions and tokens at once", async () => {
    const owner = await anAdmin();
    const colleague = await addColleague(owner, {
      username: `omar-${newId().slice(0, 6)}`,
      password: FIRST_PASSWORD,
    });
    const tokens = [issueToken(colleague).token, issueToken(colleague).token];
    expect(removeColleague(owner, colleague.id)).toEqual({ username: colleague.username });
    for (const token of tokens)
      expect(verifyToken(token)).toEqual({ valid: false, reason: "unknown" });
    expect(await refusal(() => removeColleague(owner, colleague.id))).toMatchObject({
      kind: "not-found",
    });
  });

  test("nobody removes themself, and the last admin stays", async () => {
    const owner = await anAdmin();
    expect((await refusal(() => removeColleague(owner, owner.id))).message).toMatch(
      /cannot remove yourself/,
    );
    // Everyone else leaves: the owner alone is the last admin.
    const someoneElse = await anAdmin();
    for (const member of theTeam()) {
      if (member.id !== owner.id && member.id !== someoneElse.id) removeColleague(owner, member.id);
    }
    removeColleague(owner, someoneElse.id);
    // The one removed cannot take the last admin with them: they are no longer an owner.
    expect(await refusal(() => removeColleague(someoneElse, owner.id))).toMatchObject({
      kind: "forbidden",
    });
    expect(theTeam().map((member) => member.id)).toEqual([owner.id]);
  });
});

describe("sign-ins", () => {
  test("are listed newest first with their door, and set the admin's last sign-in", async () => {
    const owner = await anAdmin();
    recordSignIn(owner, "portal", new Date("2031-03-01T08:00:00Z"));
    recordSignIn(owner, "api", new Date("2031-03-01T09:30:00Z"));
    expect(recentSignIns().slice(0, 2)).toEqual([
      { username: owner.username, door: "api", signedInAt: "2031-03-01T09:30:00.000Z" },
      { username: owner.username, door: "portal", signedInAt: "2031-03-01T08:00:00.000Z" },
    ]);
    expect(theTeam().find((member) => member.id === owner.id)?.lastSignedInAt).toBe(
      "2031-03-01T09:30:00.000Z",
    );
  });
});
