// Signs the test admin in through the real /admin form, as a browser would: the session cookie
// plus the CSRF secret every admin form must post back.
import { randomBytes } from "node:crypto";
import { beforeAll } from "vitest";
import { readRow, writeRows } from "./database";
import { adminToken, call } from "./shop";

export interface AdminBrowser {
  cookie: string;
  csrf: string;
  /** A request with the session cookie (and, for forms, the CSRF field added). */
  get(path: string): Promise<Response>;
  post(path: string, fields: Record<string, string | string[]> | FormData): Promise<Response>;
}

/** The admin session cookie a response sets ("" when it clears it), else the previous one. */
export function sessionCookieFrom(response: Response, previous = ""): string {
  const set = response.headers.getSetCookie().find((c) => c.startsWith("__admin="));
  if (!set) return previous;
  const pair = set.split(";")[0]!;
  return pair.endsWith("=") ? "" : pair;
}

export function csrfIn(html: string): string {
  const match = html.match(/name="csrf" value="([^"]+)"/);
  if (!match) throw new Error("no CSRF field on the page");
  return match[1]!;
}

export function formBody(fields: Record<string, string | string[]>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return body;
}

/** The first password the owner gives the colleagues the tests add (changed at their first sign-in). */
export const FIRST_PASSWORD = "a first password from the owner";

/**
 * The portal's sign-in form posted as a browser does, however far the guard lets the admin: the
 * answer's status and the session cookie it leaves.
 */
export async function postSignInForm(username: string, password: string, client?: string) {
  const page = await call("/admin");
  const cookie = sessionCookieFrom(page);
  const login = await call("/admin?index", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: formBody({ csrf: csrfIn(await page.text()), username, password }),
    client,
    redirect: "manual",
  });
  return { status: login.status, cookie: sessionCookieFrom(login, cookie) };
}

/** A page requested with a session cookie, its redirect not followed. */
export const visit = (path: string, cookie: string) =>
  call(path, { headers: { Cookie: cookie }, redirect: "manual" });

export async function signInAsAdmin(
  username = process.env.ADMIN_USERNAME!,
  password = process.env.ADMIN_PASSWORD!,
): Promise<AdminBrowser> {
  const login = await postSignInForm(username, password);
  if (login.status !== 302) throw new Error(`admin sign-in failed: ${login.status}`);
  const dashboard = await call("/admin/dashboard", { headers: { Cookie: login.cookie } });
  const sessionCsrf = csrfIn(await dashboard.text());
  return browserFor(login.cookie, sessionCsrf);
}

/** The shop's owner, signed in before the tests of the file: a browser session and an API token. */
export function sharedOwner(): { owner: AdminBrowser; token: string } {
  const signedIn = {} as { owner: AdminBrowser; token: string };
  beforeAll(async () => {
    signedIn.owner = await signInAsAdmin();
    signedIn.token = await adminToken();
  });
  return signedIn;
}

function browserFor(cookie: string, csrf: string): AdminBrowser {
  return {
    cookie,
    csrf,
    get: (path) => call(path, { headers: { Cookie: cookie }, redirect: "manual" }),
    post: (path, fields) => {
      let body: FormData | URLSearchParams;
      if (fields instanceof FormData) {
        if (!fields.has("csrf")) fields.set("csrf", csrf);
        body = fields;
      } else {
        body = formBody({ csrf, ...fields });
      }
      return call(path, { method: "POST", headers: { Cookie: cookie }, body, redirect: "manual" });
    },
  };
}

/**
 * An admin of the test's own, added straight to the shop's database with this stored password
 * hash (no first password to change): its sign-ins and changes reach no other test.
 */
export function addAdmin(passwordHash: string): { id: string; username: string } {
  const id = randomBytes(12).toString("hex");
  const admin = { id, username: `florist-${id.slice(-6)}` };
  writeRows(
    "insert into admins (id, username, password_hash) values (?, ?, ?)",
    admin.id,
    admin.username,
    passwordHash,
  );
  return admin;
}

/** The password hash the shop keeps for an admin. */
export const storedPasswordHash = (adminId: string) =>
  readRow<{ hash: string }>("select password_hash as hash from admins where id = ?", adminId)!.hash;

/**
 * A colleague the owner adds on the team page (`role`, a fresh name from `stem`), their first
 * password already changed so they may sign in and work: their name, browser and API token.
 */
export async function aColleague(
  owner: AdminBrowser,
  { role = "staff", stem = role }: { role?: "owner" | "staff"; stem?: string } = {},
) {
  const username = `${stem}.${randomBytes(4).toString("hex")}`;
  const added = await owner.post("/admin/team", { username, password: FIRST_PASSWORD, role });
  if (added.status !== 302) throw new Error(`adding ${username}: ${added.status}`);
  writeRows("update admins set must_change_password = 0 where username = ?", username);
  return {
    username,
    signIn: () => signInAsAdmin(username, FIRST_PASSWORD),
    token: (client?: string) => adminToken({ username, password: FIRST_PASSWORD }, client),
  };
}
