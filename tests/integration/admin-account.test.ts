// The admin's own account: signing a bearer token out (POST /api/admin/logout), the 12-hour idle
// timeout, changing the password and signing out everywhere from /admin/account as plain HTML
// forms (no JavaScript). Each test has its own admin, so one test's password change or sign-out
// never reaches another's. The hashes are the tests' cheap ones (N=1024); the real ones and their
// upgrade are admin-password-upgrade.test.ts's.
import { randomBytes, scryptSync } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import {
  addAdmin,
  sessionCookieFrom,
  signInAsAdmin,
  storedPasswordHash,
  type AdminBrowser,
} from "../support/admin-session";
import { readRows, writeRows } from "../support/database";
import { page as read, termsOf } from "../support/html";
import { call, callJson } from "../support/shop";

const PASSWORD = "roses in the morning";
const NEW_PASSWORD = "peonies at dusk, please";

/** PASSWORD as a shop on the tests' cheap parameters stores it: "scrypt$N$r$p$salt$hash". */
const PASSWORD_HASH = (() => {
  const salt = randomBytes(16);
  const key = scryptSync(PASSWORD, salt, 32, { N: 1024, r: 8, p: 1 });
  return `scrypt$1024$8$1$${salt.toString("hex")}$${key.toString("hex")}`;
})();

// The shop creates its tables when it first answers: the admins below go straight into them.
beforeAll(() => call("/api/health"));

/** An admin of the test's own, on PASSWORD (no first password to change). */
const newAdmin = (passwordHash = PASSWORD_HASH) => addAdmin(passwordHash);

async function logIn(username: string, password: string, client = "198.51.100.20") {
  return callJson("/api/admin/login", { method: "POST", body: { username, password }, client });
}

async function tokenFor(username: string, password = PASSWORD): Promise<string> {
  const { status, body } = await logIn(username, password);
  if (status !== 200) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  return body.token as string;
}

const storedHash = storedPasswordHash;

/**
 * A new admin signed in twice (`browser` and `otherBrowser`) and with an API token, and another
 * admin's token: what ending "every other session" must and must not reach.
 */
async function signedInEverywhere() {
  const admin = await newAdmin();
  const otherBrowser = await signInAsAdmin(admin.username, PASSWORD);
  const apiToken = await tokenFor(admin.username);
  const browser = await signInAsAdmin(admin.username, PASSWORD);
  const someoneElse = await newAdmin();
  const theirToken = await tokenFor(someoneElse.username);
  return { admin, otherBrowser, apiToken, browser, theirToken };
}

/** Moves every token of this admin `hours` into the past: issued and last used then. */
function ageTokens(adminId: string, hours: number) {
  const then = new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
  writeRows(
    "update api_tokens set created_at = ?, last_used_at = ? where admin_id = ?",
    then,
    then,
    adminId,
  );
}

function changePassword(admin: AdminBrowser, fields: Record<string, string>) {
  return admin.post("/admin/account", { intent: "change-password", ...fields });
}

/** The page a redirect leads to, with the session cookie it set (carrying its flash message). */
async function follow(admin: AdminBrowser, response: Response): Promise<string> {
  expect(response.status).toBe(302);
  const page = await call(response.headers.get("location")!, {
    headers: { Cookie: sessionCookieFrom(response, admin.cookie) },
  });
  return page.text();
}

describe("POST /api/admin/logout", () => {
  test("revokes exactly the token it is called with: 204, then 403 for it", async () => {
    const admin = await newAdmin();
    const token = await tokenFor(admin.username);
    const other = await tokenFor(admin.username);
    const out = await callJson("/api/admin/logout", { method: "POST", token });
    expect(out.status).toBe(204);
    expect(out.body).toBe("");
    const after = await callJson("/api/admin/verify", { token });
    expect(after.status).toBe(403);
    expect(after.body.error).toBe("Your admin token was revoked. Please sign in again.");
    expect((await callJson("/api/admin/logout", { method: "POST", token })).status).toBe(403);
    // The admin's other token is not touched.
    expect((await callJson("/api/admin/verify", { token: other })).status).toBe(200);
  });

  test("401 without a token, 403 with a made-up one, 405 for GET", async () => {
    const none = await callJson("/api/admin/logout", { method: "POST" });
    expect(none.status).toBe(401);
    expect(none.body.error).toBeTruthy();
    const bad = await callJson("/api/admin/logout", { method: "POST", token: "made-up" });
    expect(bad.status).toBe(403);
    expect((await callJson("/api/admin/logout")).status).toBe(405);
  });
});

describe("the idle timeout", () => {
  test("a bearer token unused for 12 hours is refused with its reason; one used 11 hours ago works", async () => {
    const admin = await newAdmin();
    const token = await tokenFor(admin.username);
    ageTokens(admin.id, 11);
    expect((await callJson("/api/admin/verify", { token })).status).toBe(200);
    // That request was a use: the 12 hours start again.
    ageTokens(admin.id, 12);
    const idle = await callJson("/api/admin/verify", { token });
    expect(idle.status).toBe(403);
    expect(idle.body.error).toBe(
      "Your admin token has expired after 12 hours without use. Please sign in again.",
    );
  });

  test("an admin session unused for 12 hours ends and the sign-in page says so", async () => {
    const admin = await newAdmin();
    const browser = await signInAsAdmin(admin.username, PASSWORD);
    ageTokens(admin.id, 11);
    expect((await browser.get("/admin/dashboard")).status).toBe(200);
    ageTokens(admin.id, 12);
    const page = await browser.get("/admin/dashboard");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin?session=ended");
  });

  test("the layout's five-minute poll does not keep an unattended session open", async () => {
    const admin = await newAdmin();
    const browser = await signInAsAdmin(admin.username, PASSWORD);
    ageTokens(admin.id, 11);
    expect((await browser.get("/admin/pulse")).status).toBe(200);
    const [row] = readRows<{ lastUsedAt: string | null }>(
      "select last_used_at as lastUsedAt from api_tokens where admin_id = ?",
      admin.id,
    );
    expect(Date.now() - new Date(row!.lastUsedAt!).getTime()).toBeGreaterThan(10 * 3_600_000);
  });
});

describe("the account page", () => {
  test("shows the username, this session, the password form and 'Sign out everywhere'", async () => {
    const admin = await newAdmin();
    const browser = await signInAsAdmin(admin.username, PASSWORD);
    const page = await browser.get("/admin/account");
    expect(page.status).toBe(200);
    const html = await page.text();
    const account = read(html);
    expect(account.byRole("heading", "Account").tag).toBe("h1");
    // The admin area's headers reach this page too.
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(html).toContain(admin.username);
    expect(termsOf(account.root)).toContainEqual([
      "Signed in",
      expect.stringMatching(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/),
    ]);
    for (const label of ["Current password", "New password", "Confirm new password"]) {
      expect(account.byLabel(label).attrs.type, label).toBe("password");
    }
    expect(html).toContain("Change Password");
    expect(html).toContain("Sign Out Everywhere");
    // The sidebar's link (and the username in the top bar) lead here.
    const sidebar = account.within(account.byRole("navigation", "Admin"));
    const link = sidebar.byRole("link", "Account");
    expect(link.attrs.href).toBe("/admin/account");
    // Its tooltip names it while the sidebar is folded to its icons.
    expect(link.attrs.title).toBe("Account");
    expect(html.match(/href="\/admin\/account"/g)).toHaveLength(2);
    expect((await call("/admin/account", { redirect: "manual" })).headers.get("location")).toBe(
      "/admin",
    );
  });

  test("a post without the session's CSRF secret changes nothing", async () => {
    const admin = await newAdmin();
    const browser = await signInAsAdmin(admin.username, PASSWORD);
    const forged = await browser.post("/admin/account", {
      csrf: "forged",
      intent: "change-password",
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(forged.status).toBe(403);
    expect((await logIn(admin.username, PASSWORD)).status).toBe(200);
  });
});

describe("changing the password without JavaScript", () => {
  test("a wrong current password is refused beside its field and changes nothing", async () => {
    const admin = await newAdmin();
    const browser = await signInAsAdmin(admin.username, PASSWORD);
    const hash = storedHash(admin.id);
    const response = await changePassword(browser, {
      currentPassword: "not my password",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    const form = read(html);
    expect(form.descriptionOf(form.byLabel("Current password"))).toContain(
      "Current password is incorrect.",
    );
    // Passwords are never sent back into the page.
    expect(html).not.toContain("not my password");
    expect(html).not.toContain(NEW_PASSWORD);
    expect(storedHash(admin.id)).toBe(hash);
    expect((await logIn(admin.username, PASSWORD)).status).toBe(200);
    expect((await browser.get("/admin/account")).status).toBe(200);
  });

  test("a new password that is too short, repeated wrongly or the same is refused with a message", async () => {
    const admin = await newAdmin();
    const browser = await signInAsAdmin(admin.username, PASSWORD);
    const refusals = [
      { newPassword: "tulips", confirmPassword: "tulips", says: "Use at least 12 characters." },
      {
        newPassword: NEW_PASSWORD,
        confirmPassword: "peonies at dawn, please",
        says: "The two new passwords do not match.",
      },
      {
        newPassword: PASSWORD,
        confirmPassword: PASSWORD,
        says: "Choose a new password that differs from the current one.",
      },
    ];
    for (const { says, ...passwords } of refusals) {
      const refused = await changePassword(browser, { currentPassword: PASSWORD, ...passwords });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(says);
    }
    expect((await logIn(admin.username, PASSWORD)).status).toBe(200);
  });

  test("succeeds: the new password works, the old doesn't, every other session and token ends, this one stays", async () => {
    const { admin, otherBrowser, apiToken, browser, theirToken } = await signedInEverywhere();

    const response = await changePassword(browser, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.headers.get("location")).toBe("/admin/account");
    expect(await follow(browser, response)).toContain(
      "Your password has been changed. Other sessions have been signed out.",
    );

    expect((await logIn(admin.username, NEW_PASSWORD)).status).toBe(200);
    expect((await logIn(admin.username, PASSWORD, "198.51.100.21")).status).toBe(401);
    const otherSession = await otherBrowser.get("/admin/dashboard");
    expect(otherSession.status).toBe(302);
    expect(otherSession.headers.get("location")).toBe("/admin?session=ended");
    const revoked = await callJson("/api/admin/verify", { token: apiToken });
    expect(revoked.status).toBe(403);
    expect((await browser.get("/admin/dashboard")).status).toBe(200);
    expect((await callJson("/api/admin/verify", { token: theirToken })).status).toBe(200);
  });

  test("wrong current passwords count against this session's own limit", async () => {
    const admin = await newAdmin();
    const browser = await signInAsAdmin(admin.username, PASSWORD);
    const client = "203.0.113.77";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await call("/admin/account", {
        method: "POST",
        client,
        headers: { Cookie: browser.cookie },
        body: new URLSearchParams({
          csrf: browser.csrf,
          intent: "change-password",
          currentPassword: `guess number ${i}`,
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        }),
        redirect: "manual",
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(await response.text()).toContain("Too many wrong current passwords");
      }
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe("sign out everywhere", () => {
  test("ends every session and token of the admin, this one too, and lands on the sign-in page", async () => {
    const { admin, otherBrowser, apiToken, browser, theirToken } = await signedInEverywhere();

    const response = await browser.post("/admin/account", { intent: "sign-out-everywhere" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
    expect(sessionCookieFrom(response, "unchanged")).toBe("");

    for (const session of [browser, otherBrowser]) {
      const page = await session.get("/admin/dashboard");
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toMatch(/^\/admin(\?session=ended)?$/);
    }
    expect((await callJson("/api/admin/verify", { token: apiToken })).status).toBe(403);
    expect((await callJson("/api/admin/verify", { token: theirToken })).status).toBe(200);
    // The password is unchanged: signing in again works.
    expect((await logIn(admin.username, PASSWORD)).status).toBe(200);
  });
});
