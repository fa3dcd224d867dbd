import { and, count, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { admins } from "~/db/schema";
import { env } from "~/platform/env.server";
import { ShopError } from "~/platform/errors";
import { currentTime } from "~/platform/clock.server";
import { log } from "~/platform/log.server";
import { claimPasswordChangeAttempt } from "./login-limit.server";
import { NewPassword, PASSWORD_MESSAGES } from "./password-change";
import {
  hashPassword,
  hashPasswordSync,
  needsRehash,
  randomPassword,
  verifyPassword,
  type PasswordLane,
} from "./password.server";
import { roleOf, type Admin } from "./roles";
import { revokeAdminTokens } from "./tokens.server";

/**
 * On start, when no admin exists: create the configured one, or `admin` with a random password
 * printed once, as an owner (someone must run the team). There is never a fixed default password.
 */
export function ensureFirstAdmin(): void {
  const [row] = db().select({ n: count() }).from(admins).all();
  if ((row?.n ?? 0) > 0) return;
  const { ADMIN_USERNAME, ADMIN_PASSWORD } = env();
  const username = ADMIN_USERNAME?.trim() || "admin";
  const password = ADMIN_PASSWORD || randomPassword();
  db()
    .insert(admins)
    // The boot waits for the first admin anyway; nothing else is served yet.
    .values({ id: newId(), username, passwordHash: hashPasswordSync(password), role: "owner" })
    .run();
  if (ADMIN_PASSWORD) {
    log.info({ username }, "created the first admin from ADMIN_USERNAME/ADMIN_PASSWORD");
  } else {
    // Printed once, on purpose: this is the only time the password exists in clear.
    console.log(firstAdminBlock(username, password));
  }
}

/** A framed block that stands apart from the log lines around it. */
export function firstAdminBlock(username: string, password: string): string {
  const lines = [
    "First admin created: sign in at /admin",
    "",
    `  username  ${username}`,
    `  password  ${password}`,
    "",
    "Keep it safe: it is not shown again.",
    "Change it on the admin's Account page.",
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = "─".repeat(width + 2);
  return [
    "",
    `┌${rule}┐`,
    ...lines.map((line) => `│ ${line.padEnd(width)} │`),
    `└${rule}┘`,
    "",
  ].join("\n");
}

let dummyHash: Promise<string> | undefined;

/**
 * Stores a fresh hash of a password just proven right, when its stored hash was made with older
 * parameters. Only if the hash is still the one checked: a password changed meanwhile wins.
 */
async function upgradeHash(adminId: string, checked: string, password: string): Promise<void> {
  if (!needsRehash(checked)) return;
  const fresh = await hashPassword(password);
  db()
    .update(admins)
    .set({ passwordHash: fresh })
    .where(and(eq(admins.id, adminId), eq(admins.passwordHash, checked)))
    .run();
}

/** The admin for this username and password, or null (checked in `lane`'s turn). */
export async function checkCredentials(
  username: string,
  password: string,
  lane: PasswordLane = "ordinary",
): Promise<Admin | null> {
  const admin = db().select().from(admins).where(eq(admins.username, username)).get();
  // Hash anyway when the user is unknown, so timing does not reveal which usernames exist.
  dummyHash ??= hashPassword("not a real password");
  const ok = await verifyPassword(password, admin?.passwordHash ?? (await dummyHash), lane);
  if (!admin || !ok) return null;
  await upgradeHash(admin.id, admin.passwordHash, password);
  return { id: admin.id, username: admin.username, role: roleOf(admin.role) };
}

/**
 * Changes an admin's password, after checking the current one within this session's own attempt
 * limit (so this form is no way round the sign-in limits, and strangers' failed sign-ins never
 * block it). Every other session and API token of the admin is revoked; `keepToken`, the session
 * asking, stays signed in.
 */
/** The first admins (added by nobody) who still sign in with the password the shop began with. */
export function firstAdminsOnTheirFirstPassword(): string[] {
  return db()
    .select({ username: admins.username })
    .from(admins)
    .where(and(isNull(admins.createdBy), isNull(admins.passwordChangedAt)))
    .all()
    .map((row) => row.username);
}

export async function changePassword(
  admin: Pick<Admin, "id" | "username">,
  passwords: { current: string; next: string },
  { keepToken }: { keepToken: string },
): Promise<void> {
  const next = NewPassword.safeParse(passwords.next);
  if (!next.success) {
    const message = next.error.issues[0]?.message ?? PASSWORD_MESSAGES.tooShort;
    throw new ShopError("invalid", message, { newPassword: [message] });
  }
  if (passwords.next === passwords.current) {
    throw new ShopError("invalid", PASSWORD_MESSAGES.sameAsCurrent, {
      newPassword: [PASSWORD_MESSAGES.sameAsCurrent],
    });
  }
  const attempt = await claimPasswordChangeAttempt(keepToken);
  const stored = db()
    .select({ passwordHash: admins.passwordHash })
    .from(admins)
    .where(eq(admins.id, admin.id))
    .get();
  if (!stored || !(await verifyPassword(passwords.current, stored.passwordHash, "trusted"))) {
    throw new ShopError("invalid", PASSWORD_MESSAGES.currentWrong, {
      currentPassword: [PASSWORD_MESSAGES.currentWrong],
    });
  }
  await attempt.succeeded();
  const passwordHash = await hashPassword(passwords.next, undefined, "trusted");
  db().transaction(() => {
    db()
      .update(admins)
      .set({
        passwordHash,
        mustChangePassword: false,
        passwordChangedAt: currentTime().toISOString(),
      })
      .where(eq(admins.id, admin.id))
      .run();
    revokeAdminTokens(admin.id, { keep: keepToken });
  });
}

/** Ends every session and API token of this admin, the one asking included. */
export function signOutEverywhere(admin: Pick<Admin, "id">): number {
  return revokeAdminTokens(admin.id);
}
