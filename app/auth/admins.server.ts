import { count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { admins } from "~/db/schema";
import { env } from "~/config/env.server";
import { log } from "~/shop/log.server";
import { hashPassword, randomPassword, verifyPassword } from "./password.server";

export interface Admin {
  id: string;
  username: string;
}

/**
 * On start, when no admin exists: create the configured one, or `admin` with a random password
 * printed once. There is never a fixed default password.
 */
export function ensureFirstAdmin(): void {
  const [row] = db().select({ n: count() }).from(admins).all();
  if ((row?.n ?? 0) > 0) return;
  const { ADMIN_USERNAME, ADMIN_PASSWORD } = env();
  const username = ADMIN_USERNAME?.trim() || "admin";
  const password = ADMIN_PASSWORD || randomPassword();
  db()
    .insert(admins)
    .values({ id: newId(), username, passwordHash: hashPassword(password) })
    .run();
  if (ADMIN_PASSWORD) {
    log.info({ username }, "created the first admin from ADMIN_USERNAME/ADMIN_PASSWORD");
  } else {
    // Printed once, on purpose: this is the only time the password exists in clear.
    console.log(
      `\n  First admin created.\n    username: ${username}\n    password: ${password}\n  Keep it safe: it is not shown again.\n`,
    );
  }
}

/** The admin for this username and password, or null. */
export async function checkCredentials(username: string, password: string): Promise<Admin | null> {
  const admin = db().select().from(admins).where(eq(admins.username, username)).get();
  // Hash anyway when the user is unknown, so timing does not reveal which usernames exist.
  const ok = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
  return admin && ok ? { id: admin.id, username: admin.username } : null;
}

const DUMMY_HASH = hashPassword("not a real password");
