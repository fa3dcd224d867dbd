// The shop's team of staff: who can sign in, who added whom, who signed in when; adding a
// colleague on a first password they must change, and removing one (their sessions and tokens
// end with the account: api_tokens cascade).
import { count, desc, eq, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { adminSignIns, admins } from "~/db/schema";
import { currentTime, shopClock } from "~/platform/clock.server";
import { ShopError } from "~/platform/errors";
import type { Admin } from "./admins.server";
import { hashPassword } from "./password.server";
import { NewColleagueForm, RECENT_SIGN_INS, TEAM_MESSAGES } from "./team-forms";

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
}

/** Everyone on the team, in the order they joined. */
export function theTeam(): Colleague[] {
  return db()
    .select({
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

/**
 * Adds a colleague on a first password they must change at their first sign-in. Usernames clash
 * regardless of case, so 'Layla' and 'layla' are never two people.
 */
export async function addColleague(by: Admin, form: NewColleagueForm): Promise<Colleague> {
  const parsed = NewColleagueForm.safeParse(form);
  if (!parsed.success) {
    const issues: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      issues[field] ??= [issue.message];
    }
    throw new ShopError("invalid", parsed.error.issues[0]!.message, issues);
  }
  const { username, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  const id = newId();
  db().transaction(
    (tx) => {
      const clash = tx
        .select({ id: admins.id })
        .from(admins)
        .where(sql`lower(${admins.username}) = ${username.toLowerCase()}`)
        .get();
      if (clash) throw usernameTaken();
      tx.insert(admins)
        .values({ id, username, passwordHash, mustChangePassword: true, createdBy: by.username })
        .run();
    },
    { behavior: "immediate" },
  );
  return findColleague(id)!;
}

/**
 * Removes a colleague: their account, and with it every session and API token they hold. Nobody
 * removes themself here, and the last admin stays; the count and the delete share one write
 * transaction, so two removals at once cannot take away the last two.
 */
export function removeColleague(by: Admin, id: string): { username: string } {
  if (id === by.id) throw new ShopError("conflict", TEAM_MESSAGES.cannotRemoveYourself);
  return db().transaction(
    (tx) => {
      const colleague = tx
        .select({ username: admins.username })
        .from(admins)
        .where(eq(admins.id, id))
        .get();
      if (!colleague) throw new ShopError("not-found", TEAM_MESSAGES.gone);
      const [team] = tx.select({ n: count() }).from(admins).all();
      if ((team?.n ?? 0) <= 1) throw new ShopError("conflict", TEAM_MESSAGES.lastAdmin);
      tx.delete(admins).where(eq(admins.id, id)).run();
      return colleague;
    },
    { behavior: "immediate" },
  );
}

const onShopClock = (iso: string) =>
  DateTime.fromISO(iso, { zone: shopClock().timeZone }).toFormat("d LLL yyyy, HH:mm");

const DOORS: Record<SignInDoor, string> = { portal: "Admin portal", api: "API" };

/** The team page as `me` sees it: the team with 'You' marked, and the latest sign-ins, in Dubai time. */
export function teamPage(me: Admin) {
  return {
    team: theTeam().map((colleague) => ({
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
