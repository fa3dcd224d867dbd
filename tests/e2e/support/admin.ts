// Signing in to the admin portal as the e2e server's florist (or an admin of the test's own),
// through the real form.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { createCookieSessionStorage } from "@remix-run/node";
import Database from "better-sqlite3";
import { databasePointer } from "./database-pointer.js";

export const ADMIN = { username: "florist", password: "e2e password for tests" };

export interface Credentials {
  username: string;
  password: string;
}

/**
 * The tests' shops sign their cookies with this secret (tests/e2e/server.js, own-shop.ts), so a
 * test can hand the browser the session cookie the sign-in form would have set.
 */
const E2E_SESSION_SECRET = "e2e-secret";
const adminCookie = createCookieSessionStorage<{ token: string }>({
  cookie: { name: "__admin", secrets: [E2E_SESSION_SECRET] },
});

/**
 * Signs in without the form: a real token from the JSON API's sign-in, carried in the admin
 * session's signed cookie, then the dashboard. Only the sign-in tests go through the form
 * (signInWithForm), so the others pay neither its page nor its redirect.
 */
export async function signIn(page: Page, credentials: Credentials = ADMIN) {
  const response = await page.request.post("/api/admin/login", { data: credentials });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  const session = await adminCookie.getSession();
  session.set("token", token);
  const cookie = await adminCookie.commitSession(session);
  const value = cookie.slice(cookie.indexOf("=") + 1, cookie.indexOf(";"));
  const url = new URL(response.url()).origin;
  await page
    .context()
    .addCookies([{ name: "__admin", value, url, httpOnly: true, sameSite: "Lax" }]);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Fills in /admin and waits for the dashboard: the sign-in form itself. */
export async function signInWithForm(page: Page, credentials: Credentials = ADMIN) {
  await page.goto("/admin");
  await page.getByLabel("Username").fill(credentials.username);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  // The test shops' hashes are cheap, but a busy machine running both projects at once may still
  // take seconds to answer.
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
}

/** With JavaScript on: waits until the admin layout has hydrated (its scripted controls work). */
export async function adminHydrated(page: Page) {
  await expect(page.locator(".admin[data-hydrated]")).toBeAttached();
}

/**
 * A bearer token for the JSON API, to set up or check data around a browser journey: through the
 * page's own request context, or any other (a test's `request`, another shop's).
 */
export async function apiToken(from: Page | APIRequestContext): Promise<string> {
  const request = "request" in from ? from.request : from;
  const response = await request.post("/api/admin/login", { data: ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The password of every admin a test makes for itself, and how the shop stores it: with the test
 * shops' cheap parameters (N=1024, TEST_ONLY_CHEAP_PASSWORD_HASHES), so signing in costs nothing.
 */
const OWN_PASSWORD = "a password of its own";
const OWN_PASSWORD_HASH =
  "scrypt$1024$8$1$cb11385ae9f617cde7132c0c8bea2241$b7012030ed65af99fb7d65206d59481fb3120325124bddae115d09e1e51fde5d";

export interface OwnAdmin extends Credentials {
  /** Deletes the admin with its sessions and tokens. */
  remove(): void;
}

function openShopDatabase(port: number) {
  const database = new Database(readFileSync(databasePointer(port), "utf8"));
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  return database;
}

/**
 * An admin of the test's own on the shop at `port`, added straight to its database (quicker than
 * the team page, and without a first password to change): its password changes and sign-outs
 * reach no other test. An owner, who may do everything, unless told otherwise.
 */
export function createAdmin(
  port: number,
  name: string,
  role: "owner" | "staff" = "owner",
): OwnAdmin {
  const id = randomBytes(12).toString("hex");
  const admin = { username: `${name}-${id.slice(-6)}`, password: OWN_PASSWORD };
  const database = openShopDatabase(port);
  try {
    database
      .prepare("insert into admins (id, username, password_hash, role) values (?, ?, ?, ?)")
      .run(id, admin.username, OWN_PASSWORD_HASH, role);
  } finally {
    database.close();
  }
  return {
    ...admin,
    remove() {
      const cleanup = openShopDatabase(port);
      try {
        cleanup.prepare("delete from admins where id = ?").run(id);
      } finally {
        cleanup.close();
      }
    },
  };
}
