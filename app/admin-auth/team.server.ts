// The shop's team of staff: who can sign in, who added whom, who signed in when; adding a
// colleague on a first password they must change, and removing one (their sessions and tokens
// end with the account: api_tokens cascade).
import { count, desc, eq, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import type { z } from "zod";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { adminSignIns, admins } from "~/db/schema";
import { currentTime, shopClock } from "~/platform/clock.server";
import { recordActivity } from "~/platform/activity.server";
import { ShopError } from "~/platform/errors";
import { hashPassword, randomPassword } from "./password.server";
import { ROLE_LABELS, isOwner, requireOwner, roleOf, type Admin, type Role } from "./roles";
import { ownerAddresses, tellOwners } from "./team-mail.server";
import {
  NewColleagueForm,
  OwnEmailForm,
  RECENT_SIGN_INS,
  TEAM_MESSAGES,
  Username,
} from "./team-forms";
import { revokeAdminTokens } from "./tokens.server";

/** Where a sign-in came through: the admin pages, or `POST /api/admin/login`. */
export type SignInDoor = "portal" | "api";

/** Writes down a successful sign-in, for the team page's list and the admin's last sign-in. */
export function recordSignIn(admin: Admin, door: SignInDoor, now = currentTime()): void {
  const at = now.toISOString();
  db().transaction((tx) => {
    tx.insert(adminSignIns).values({ username: admin.username, door, signedInAt: at }).run();
    tx.update(admins).set({ lastSignedInAt: at }).where(eq(admins.id, admin.id)).run();
  });
}

export interface Colleague {
  id: string;
  username: string;
  /** Who added them; null for the first admin. */
  addedBy: string | null;
  addedAt: string;
  lastSignedInAt: string | null;
  mustChangePassword: boolean;
  role: Role;
}

/** Everyone on the team, in the order they joined. */
export function theTeam(): Colleague[] {
  const rows = db()
    .select({
      role: admins.role,
      id: admins.id,
      username: admins.username,
      addedBy: admins.createdBy,
      addedAt: admins.createdAt,
      lastSignedInAt: admins.lastSignedInAt,
      mustChangePassword: admins.mustChangePassword,
    })
    .from(admins)
    .orderBy(admins.createdAt, admins.username)
    .all();
  return rows.map((row) => ({ ...row, role: roleOf(row.role) }));
}

export function findColleague(id: string): Colleague | null {
  return theTeam().find((colleague) => colleague.id === id) ?? null;
}

export interface SignIn {
  username: string;
  door: SignInDoor;
  signedInAt: string;
}

/** The latest sign-ins, newest first. */
export function recentSignIns(limit = RECENT_SIGN_INS): SignIn[] {
  return db()
    .select({
      username: adminSignIns.username,
      door: adminSignIns.door,
      signedInAt: adminSignIns.signedInAt,
    })
    .from(adminSignIns)
    .orderBy(desc(adminSignIns.signedInAt), desc(adminSignIns.id))
    .limit(limit)
    .all() as SignIn[];
}

const usernameTaken = () =>
  new ShopError("conflict", TEAM_MESSAGES.usernameTaken, {
    username: [TEAM_MESSAGES.usernameTaken],
  });

/** The form's failures as a ShopError led by the first, with each field's first message. */
function refusedForm(error: z.ZodError): ShopError {
  const issues: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    issues[field] ??= [issue.message];
  }
  return new ShopError("invalid", error.issues[0]!.message, issues);
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/**
 * The admin acting is still an owner, read inside the change's own transaction: an owner demoted
 * or removed a moment ago cannot finish a change begun before.
 */
function stillAnOwner(tx: Tx, by: Admin): void {
  requireOwner(by);
  const row = tx.select({ role: admins.role }).from(admins).where(eq(admins.id, by.id)).get();
  requireOwner({ role: roleOf(row?.role) });
}

const ownerCount = (tx: Tx) =>
  tx.select({ n: count() }).from(admins).where(eq(admins.role, "owner")).get()?.n ?? 0;

const byUsername = (username: string) =>
  sql`lower(${admins.username}) = ${username.trim().toLowerCase()}`;

/**
 * An owner adds a colleague, as owner or staff, on a first password they must change at their
 * first sign-in. Usernames clash regardless of case, so 'Layla' and 'layla' are never two people.
 */
export async function addColleague(by: Admin, form: NewColleagueForm): Promise<Colleague> {
  requireOwner(by);
  const parsed = NewColleagueForm.safeParse(form);
  if (!parsed.success) throw refusedForm(parsed.error);
  const { username, password, role, email } = parsed.data;
  const passwordHash = await hashPassword(password);
  const id = newId();
  db().transaction(
    (tx) => {
      stillAnOwner(tx, by);
      const clash = tx.select({ id: admins.id }).from(admins).where(byUsername(username)).get();
      if (clash) throw usernameTaken();
      tx.insert(admins)
        .values({
          id,
          username,
          passwordHash,
          mustChangePassword: true,
          role,
          email: email ?? null,
          createdBy: by.username,
        })
        .run();
      recordActivity(
        { actor: by.username, action: "colleague-added", subject: username, details: { role } },
        tx,
      );
      tellOwners(tx, ownerAddresses(tx), {
        headline: `${username} added as ${ROLE_LABELS[role]}`,
        lines: [`${by.username} added ${username} to the team as ${ROLE_LABELS[role]}.`],
      });
    },
    { behavior: "immediate" },
  );
  return findColleague(id)!;
}

/** The colleague an owner is changing, read in the change's transaction; gone → 404. */
function colleagueToChange(tx: Tx, id: string) {
  const colleague = tx
    .select({ username: admins.username, role: admins.role })
    .from(admins)
    .where(eq(admins.id, id))
    .get();
  if (!colleague) throw new ShopError("not-found", TEAM_MESSAGES.gone);
  return colleague;
}

/**
 * An owner removes a colleague: their account, and with it every session and API token they
 * hold. Nobody removes themself here, and the last admin and the last owner stay; the counts and
 * the delete share one write transaction, so two removals at once cannot take away the last two.
 */
export function removeColleague(by: Admin, id: string): { username: string } {
  if (id === by.id) throw new ShopError("conflict", TEAM_MESSAGES.cannotRemoveYourself);
  requireOwner(by);
  return db().transaction(
    (tx) => {
      stillAnOwner(tx, by);
      const colleague = colleagueToChange(tx, id);
      const [team] = tx.select({ n: count() }).from(admins).all();
      if ((team?.n ?? 0) <= 1) throw new ShopError("conflict", TEAM_MESSAGES.lastAdmin);
      if (colleague.role === "owner" && ownerCount(tx) <= 1)
        throw new ShopError("conflict", TEAM_MESSAGES.lastOwnerRemoved);
      const ownersBefore = ownerAddresses(tx);
      tx.delete(admins).where(eq(admins.id, id)).run();
      const role = roleOf(colleague.role);
      recordActivity(
        {
          actor: by.username,
          action: "colleague-removed",
          subject: colleague.username,
          details: { role },
        },
        tx,
      );
      tellOwners(tx, [...ownersBefore, ...ownerAddresses(tx)], {
        headline: `${colleague.username} removed`,
        lines: [
          `${by.username} removed ${colleague.username} (${ROLE_LABELS[role]}) from the team. Their sessions and API tokens ended at once.`,
        ],
      });
      return { username: colleague.username };
    },
    { behavior: "immediate" },
  );
}

/**
 * An owner makes a colleague (or themself) an owner or staff. The last owner stays one: the
 * count and the change share one write transaction. Answers whether the role changed.
 */
export function changeRole(
  by: Admin,
  id: string,
  role: Role,
): { username: string; changed: boolean } {
  requireOwner(by);
  return db().transaction(
    (tx) => {
      stillAnOwner(tx, by);
      const colleague = colleagueToChange(tx, id);
      const from = roleOf(colleague.role);
      if (from === role) return { username: colleague.username, changed: false };
      if (from === "owner" && ownerCount(tx) <= 1)
        throw new ShopError("conflict", TEAM_MESSAGES.lastOwnerDemoted);
      const ownersBefore = ownerAddresses(tx);
      tx.update(admins).set({ role }).where(eq(admins.id, id)).run();
      recordActivity(
        {
          actor: by.username,
          action: "role-changed",
          subject: colleague.username,
          details: { from, to: role },
        },
        tx,
      );
      tellOwners(tx, [...ownersBefore, ...ownerAddresses(tx)], {
        headline: `${colleague.username} is now ${ROLE_LABELS[role]}`,
        lines: [
          `${by.username} changed ${colleague.username}'s role from ${ROLE_LABELS[from]} to ${ROLE_LABELS[role]}.`,
        ],
      });
      return { username: colleague.username, changed: true };
    },
    { behavior: "immediate" },
  );
}

/** The admin's own email address (owners are written to there), or none. */
export function ownEmail(admin: Admin): string | null {
  return (
    db().select({ email: admins.email }).from(admins).where(eq(admins.id, admin.id)).get()?.email ??
    null
  );
}

/** Any admin sets or clears their own email address. */
export function setOwnEmail(admin: Admin, email: string | undefined): string | null {
  const parsed = OwnEmailForm.safeParse({ email });
  if (!parsed.success) throw refusedForm(parsed.error);
  const next = parsed.data.email || null;
  db().transaction(
    (tx) => {
      tx.update(admins).set({ email: next }).where(eq(admins.id, admin.id)).run();
      recordActivity(
        { actor: admin.username, action: "email-changed", subject: admin.username },
        tx,
      );
    },
    { behavior: "immediate" },
  );
  return next;
}

/** Who a reset from the server's command line is recorded as. */
export const RESET_ACTOR = "admin:reset";

export interface AdminReset {
  username: string;
  /** The one-time password, to be shown once and changed at the next sign-in. */
  password: string;
  /** True when the admin did not exist and was created as an owner. */
  created: boolean;
}

/**
 * The operator's way back in (`npm run admin:reset`): a new random password for this admin,
 * which must be changed at the next sign-in, and every session and token of theirs ended. A
 * username nobody has is created as an owner only while the shop has no owner at all.
 */
export async function resetAdmin(username: string): Promise<AdminReset> {
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  return db().transaction(
    (tx) => {
      const found = tx
        .select({ id: admins.id, username: admins.username })
        .from(admins)
        .where(byUsername(username))
        .get();
      const ownersBefore = ownerAddresses(tx);
      let reset: AdminReset;
      if (found) {
        tx.update(admins)
          .set({ passwordHash, mustChangePassword: true })
          .where(eq(admins.id, found.id))
          .run();
        revokeAdminTokens(found.id);
        reset = { username: found.username, password, created: false };
      } else {
        const name = Username.safeParse(username);
        if (!name.success) throw new ShopError("invalid", name.error.issues[0]!.message);
        if (ownerCount(tx) > 0) {
          throw new ShopError(
            "not-found",
            `No admin is called ${name.data}; the shop has an owner, who can add them on the team page.`,
          );
        }
        tx.insert(admins)
          .values({
            id: newId(),
            username: name.data,
            passwordHash,
            mustChangePassword: true,
            role: "owner",
            createdBy: RESET_ACTOR,
          })
          .run();
        reset = { username: name.data, password, created: true };
      }
      recordActivity(
        {
          actor: RESET_ACTOR,
          action: "admin-reset",
          subject: reset.username,
          details: { created: reset.created },
        },
        tx,
      );
      tellOwners(tx, [...ownersBefore, ...ownerAddresses(tx)], {
        headline: reset.created
          ? `${reset.username} created as owner from the server`
          : `${reset.username}'s password reset from the server`,
        lines: [
          reset.created
            ? `${reset.username} was created as an owner with npm run admin:reset on the shop's server, on a one-time password.`
            : `${reset.username}'s password was reset with npm run admin:reset on the shop's server: a one-time password, changed at their next sign-in. Their sessions and API tokens ended.`,
        ],
      });
      return reset;
    },
    { behavior: "immediate" },
  );
}

const onShopClock = (iso: string) =>
  DateTime.fromISO(iso, { zone: shopClock().timeZone }).toFormat("d LLL yyyy, HH:mm");

const DOORS: Record<SignInDoor, string> = { portal: "Admin portal", api: "API" };

/**
 * The team page as `me` sees it: the team with 'You' marked and each role, the latest sign-ins in
 * Dubai time, and whether `me` may change the team (owners only).
 */
export function teamPage(me: Admin) {
  return {
    canManage: isOwner(me),
    team: theTeam().map((colleague) => ({
      role: colleague.role,
      roleLabel: ROLE_LABELS[colleague.role],
      id: colleague.id,
      username: colleague.username,
      you: colleague.id === me.id,
      addedBy: colleague.addedBy,
      addedAt: onShopClock(colleague.addedAt),
      lastSignedIn: colleague.lastSignedInAt ? onShopClock(colleague.lastSignedInAt) : null,
      waitingForOwnPassword: colleague.mustChangePassword,
    })),
    signIns: recentSignIns().map((signIn) => ({
      username: signIn.username,
      door: DOORS[signIn.door],
      at: onShopClock(signIn.signedInAt),
    })),
  };
}
export type TeamPage = ReturnType<typeof teamPage>;
