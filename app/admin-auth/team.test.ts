import { describe, expect, test } from "vitest";
import { and, eq, like, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { admins, outboxMessages } from "~/db/schema";
import { shopEmail } from "~/content/shop-mail.server";
import { env } from "~/platform/env.server";
import { isShopError } from "~/platform/errors";
import { requireApiToken } from "./api-guard.server";
import { hashPassword } from "./password.server";
import { OWNERS_ONLY, type Role } from "./roles";
import { TEAM_MESSAGES } from "./team-forms";
import {
  addColleague,
  changeRole,
  recentSignIns,
  recordSignIn,
  removeColleague,
  setOwnEmail,
  theTeam,
} from "./team.server";
import { issueToken, verifyToken } from "./tokens.server";
import { activitySince, lastActivityId } from "../../tests/support/domain-rows";

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

const roleOfAdmin = (id: string) =>
  db().select({ role: admins.role }).from(admins).where(eq(admins.id, id)).get()?.role;

/** Who was written to about a team change whose subject names this colleague. */
const toldAbout = (username: string) =>
  db()
    .select({ to: outboxMessages.recipient, subject: outboxMessages.subject })
    .from(outboxMessages)
    .where(and(like(outboxMessages.key, "team:%"), like(outboxMessages.subject, `%${username}%`)))
    .all();

describe("owners and staff", () => {
  test("staff are refused adding, removing and changing roles; nothing changes, nothing is told", async () => {
    await anAdmin();
    const staff = await anAdmin("staff");
    const other = await anAdmin("staff");
    const before = lastActivityId();
    const name = `nadia-${newId().slice(0, 6)}`;
    const refused = { kind: "forbidden", message: OWNERS_ONLY.team };
    expect(
      await refusal(() => addColleague(staff, { username: name, password: FIRST_PASSWORD })),
    ).toMatchObject(refused);
    expect(await refusal(() => removeColleague(staff, other.id))).toMatchObject(refused);
    expect(await refusal(() => changeRole(staff, other.id, "owner"))).toMatchObject(refused);
    expect(await refusal(() => changeRole(staff, staff.id, "owner"))).toMatchObject(refused);
    expect(theTeam().some((member) => member.username === name)).toBe(false);
    expect(theTeam().some((member) => member.id === other.id)).toBe(true);
    expect([roleOfAdmin(staff.id), roleOfAdmin(other.id)]).toEqual(["staff", "staff"]);
    expect(activitySince(before)).toEqual([]);
    expect(toldAbout(other.username)).toEqual([]);
  });

  test("an owner made staff a moment ago cannot finish a change begun as owner", async () => {
    const owner = await anAdmin();
    const demoted = await anAdmin();
    const colleague = await anAdmin("staff");
    changeRole(owner, demoted.id, "staff");
    // `demoted` still carries the role read when their request began.
    expect(await refusal(() => removeColleague(demoted, colleague.id))).toMatchObject({
      kind: "forbidden",
    });
    expect(await refusal(() => changeRole(demoted, demoted.id, "owner"))).toMatchObject({
      kind: "forbidden",
    });
    expect(roleOfAdmin(colleague.id)).toBe("staff");
  });

  test("the last owner is neither demoted nor removed", async () => {
    const owner = await anAdmin();
    const staff = await anAdmin("staff");
    db().update(admins).set({ role: "staff" }).where(ne(admins.id, owner.id)).run();
    const before = lastActivityId();
    expect(await refusal(() => changeRole(owner, owner.id, "staff"))).toMatchObject({
      kind: "conflict",
      message: TEAM_MESSAGES.lastOwnerDemoted,
    });
    expect(await refusal(() => removeColleague(owner, owner.id))).toMatchObject({
      kind: "conflict",
    });
    expect(await refusal(() => removeColleague(staff, owner.id))).toMatchObject({
      kind: "forbidden",
    });
    expect(roleOfAdmin(owner.id)).toBe("owner");
    expect(activitySince(before)).toEqual([]);

    // With a second owner, the first may step down to staff.
    expect(changeRole(owner, staff.id, "owner")).toEqual({
      username: staff.username,
      changed: true,
    });
    expect(changeRole(owner, owner.id, "staff").changed).toBe(true);
    expect(roleOfAdmin(owner.id)).toBe("staff");
    // And the one owner left is the last again.
    const promoted = { ...staff, role: "owner" as const };
    expect(await refusal(() => changeRole(promoted, promoted.id, "staff"))).toMatchObject({
      kind: "conflict",
      message: TEAM_MESSAGES.lastOwnerDemoted,
    });
    // Put things back for the tests after this one: every test's owner an owner.
    db().update(admins).set({ role: "owner" }).where(like(admins.username, "owner-%")).run();
  });

  test("added, role changed, removed: each in the activity log and told to every owner once", async () => {
    const owner = await anAdmin();
    const mine = `owner-${newId().slice(0, 6)}@example.com`;
    setOwnEmail(owner, mine);
    const name = `rania-${newId().slice(0, 6)}`;
    const before = lastActivityId();

    const added = await addColleague(owner, {
      username: name,
      password: FIRST_PASSWORD,
      role: "staff",
      email: `${name}@example.com`,
    });
    expect(added.role).toBe("staff");
    expect(changeRole(owner, added.id, "owner")).toEqual({ username: name, changed: true });
    // The same role again changes nothing and tells nobody.
    expect(changeRole(owner, added.id, "owner")).toEqual({ username: name, changed: false });
    removeColleague(owner, added.id);

    expect(activitySince(before)).toEqual([
      {
        actor: owner.username,
        action: "colleague-added",
        subject: name,
        details: { role: "staff" },
      },
      {
        actor: owner.username,
        action: "role-changed",
        subject: name,
        details: { from: "staff", to: "owner" },
      },
      {
        actor: owner.username,
        action: "colleague-removed",
        subject: name,
        details: { role: "owner" },
      },
    ]);

    const told = toldAbout(name);
    const subjects = [...new Set(told.map((mail) => mail.subject))];
    expect(subjects).toEqual([
      `${env().SHOP_NAME} team — ${name} added as Staff`,
      `${env().SHOP_NAME} team — ${name} is now Owner`,
      `${env().SHOP_NAME} team — ${name} removed`,
    ]);
    for (const subject of subjects) {
      const to = told.filter((mail) => mail.subject === subject).map((mail) => mail.to);
      // Each owner with an address at theirs; the owners without one at the shop's, once.
      expect(to).toContain(mine);
      expect(to.filter((address) => address === shopEmail())).toHaveLength(1);
      expect(new Set(to).size).toBe(to.length);
    }
    // The colleague heard of their promotion and their removal as an owner, not of their arrival.
    const theirs = told.filter((mail) => mail.to === `${name}@example.com`);
    expect(theirs.map((mail) => mail.subject)).toEqual(subjects.slice(1));
  });

  test("an email address that is not one is refused; an empty one clears it", async () => {
    const admin = await anAdmin("staff");
    expect(await refusal(() => setOwnEmail(admin, "not an address"))).toMatchObject({
      kind: "invalid",
      issues: { email: [TEAM_MESSAGES.emailInvalid] },
    });
    expect(setOwnEmail(admin, " layla@example.com ")).toBe("layla@example.com");
    expect(setOwnEmail(admin, undefined)).toBeNull();
  });
});
