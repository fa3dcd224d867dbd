// `npm run admin:reset -- USERNAME` run as the operator runs it (a child process on the shop's
// database), with the built server on the same database: a one-time password printed once and
// changed at the next sign-in, the admin's sessions and tokens ended, the reset logged and told to
// the owners; an unknown name refused while an owner exists; created as owner when none does.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import {
  FIRST_PASSWORD,
  postSignInForm,
  signInAsAdmin,
  visit,
  type AdminBrowser,
} from "../support/admin-session";
import { readRow, readRows, writeRows } from "../support/database";
import { adminToken, callJson } from "../support/shop";

let owner: AdminBrowser;

beforeAll(async () => {
  owner = await signInAsAdmin();
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The script, as `npm run admin:reset -- ...args` runs it, on this test file's database. */
function adminReset(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", "scripts/admin-reset.ts", "--", ...args],
      { env: process.env, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const printedPassword = (run: Run) => run.stdout.match(/one-time password: (\S+)/)?.[1];

/** Signs in through the portal's form: where it leads, and the session cookie. */
const portalSignIn = (username: string, password: string) =>
  postSignInForm(username, password, "198.51.100.140");

describe("npm run admin:reset", () => {
  test("prints a one-time password that must be changed, and ends the admin's sessions and tokens", async () => {
    const name = `kept.${randomBytes(4).toString("hex")}`;
    expect(
      (await owner.post("/admin/team", { username: name, password: FIRST_PASSWORD })).status,
    ).toBe(302);
    writeRows("update admins set must_change_password = 0 where username = ?", name);
    const before = await portalSignIn(name, FIRST_PASSWORD);
    expect((await visit("/admin/dashboard", before.cookie)).status).toBe(200);
    const token = await adminToken({ username: name, password: FIRST_PASSWORD }, "198.51.100.141");
    expect((await callJson("/api/orders", { token })).status).toBe(200);

    const run = await adminReset(name.toUpperCase());
    expect(run.code).toBe(0);
    const password = printedPassword(run);
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(run.stdout).toContain(`username: ${name}`);
    expect(run.stdout).toContain("shown only this once");
    expect(run.stdout).toMatch(/lockouts are kept in the running shop's memory/);

    // What they had is gone: the session, the token, the old password.
    expect((await visit("/admin/dashboard", before.cookie)).headers.get("location")).toBe(
      "/admin?session=ended",
    );
    expect((await callJson("/api/orders", { token })).status).toBe(403);
    expect((await portalSignIn(name, FIRST_PASSWORD)).status).not.toBe(302);

    // The printed password opens the door to 'Choose your own password' only.
    const after = await portalSignIn(name, password!);
    expect(after.status).toBe(302);
    const next = await visit("/admin/dashboard", after.cookie);
    expect(next.headers.get("location")).toBe("/admin/choose-password");

    expect(
      readRows(
        "select actor, action, details from activity_log where subject = ? and action = 'admin-reset'",
        name,
      ),
    ).toEqual([{ actor: "admin:reset", action: "admin-reset", details: '{"created":false}' }]);
    const told = readRows<{ to: string }>(
      "select recipient as 'to' from outbox_messages where key like 'team:%' and subject like ?",
      `%${name}'s password reset%`,
    );
    expect(told.length).toBeGreaterThan(0);
  });

  test("refuses a username nobody has while the shop has an owner, in one line, changing nothing", async () => {
    const admins = readRows("select id from admins");
    const run = await adminReset("nobody.here");
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain("password");
    expect(run.stderr.trim().split("\n")).toEqual([
      "admin:reset failed: No admin is called nobody.here; the shop has an owner, who can add them on the team page.",
    ]);
    expect(readRows("select id from admins")).toEqual(admins);
    const bare = await adminReset();
    expect(bare.code).toBe(1);
    expect(bare.stderr).toContain("give one USERNAME");
  });

  test("creates the owner when the shop has none, on a password changed at the first sign-in", async () => {
    writeRows("update admins set role = 'staff'");
    const name = `keeper.${randomBytes(3).toString("hex")}`;
    const run = await adminReset(name);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Created ${name} as an owner`);
    expect(
      readRow("select role, must_change_password as must from admins where username = ?", name),
    ).toEqual({ role: "owner", must: 1 });
    const signedIn = await portalSignIn(name, printedPassword(run)!);
    expect(signedIn.status).toBe(302);
    expect((await visit("/admin/team", signedIn.cookie)).headers.get("location")).toBe(
      "/admin/choose-password",
    );
    // Now there is an owner again: another unknown name is refused.
    expect((await adminReset(`${name}.two`)).code).toBe(1);
  });
});
