// Owners and staff against the built server, through both doors: staff are refused every owner
// action (the pages without JavaScript, and the JSON API) and nothing changes; an owner changes a
// role with the team page's form; the last owner stays one; the activity log for owners, as a
// page and as JSON; an admin's own email address.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import {
  aColleague,
  FIRST_PASSWORD,
  sessionCookieFrom,
  signInAsAdmin,
  type AdminBrowser,
} from "../support/admin-session";
import { countRows, readRow, readRows, writeRows } from "../support/database";
import { isDisabled, page as read, textOf } from "../support/html";
import { adminToken, call, callJson } from "../support/shop";

const OWNERS_ONLY_TEAM = "Only an owner can add, remove or change the role of colleagues.";
const OWNERS_ONLY_DELIVERY = "Only an owner can change the delivery settings.";
const OWNERS_ONLY_ACTIVITY = "Only an owner can read the activity log.";

const uniqueName = (stem: string) => `${stem}.${randomBytes(4).toString("hex")}`;

const idOf = (username: string) =>
  readRow<{ id: string }>("select id from admins where username = ?", username)!.id;
const roleOf = (username: string) =>
  readRow<{ role: string }>("select role from admins where username = ?", username)!.role;

let owner: AdminBrowser;
let ownerToken: string;

beforeAll(async () => {
  owner = await signInAsAdmin();
  ownerToken = await adminToken();
});

/** A colleague added by the owner on the team page, their first password already changed. */
const aColleagueAs = async (role: "owner" | "staff", stem: string = role) =>
  (await aColleague(owner, { role, stem })).username;

async function signInAs(username: string) {
  const browser = await signInAsAdmin(username, FIRST_PASSWORD);
  return { browser, token: await adminToken({ username, password: FIRST_PASSWORD }) };
}

/** The page a redirect leads to, with the session cookie it set (carrying its flash message). */
async function follow(browser: AdminBrowser, response: Response): Promise<string> {
  expect(response.status).toBe(302);
  const page = await call(response.headers.get("location")!, {
    headers: { Cookie: sessionCookieFrom(response, browser.cookie) },
  });
  return page.text();
}

describe("staff", () => {
  test("are refused every owner action on the pages, are told so, and nothing changes", async () => {
    const staffName = await aColleagueAs("staff");
    const other = await aColleagueAs("staff", "other");
    const { browser: staff } = await signInAs(staffName);
    const ownerId = idOf(process.env.ADMIN_USERNAME!);
    const admins = countRows("admins");
    const settings = countRows("delivery_settings_changes");
    const activity = countRows("activity_log", "action not in ('sign-in', 'sign-in-failed')");
    const mails = countRows("outbox_messages");

    // The team page: the team and its roles, without the owners' controls.
    const team = await (await staff.get("/admin/team")).text();
    expect(team).toContain(OWNERS_ONLY_TEAM);
    expect(team).toContain(other);
    expect(team).not.toContain("Add Colleague");
    expect(team).not.toContain("Change role");
    expect(team).not.toContain("/remove");
    // No link to the activity log in their sidebar (an owner's has one).
    expect(team).not.toContain('href="/admin/activity"');
    expect(await (await owner.get("/admin/team")).text()).toContain('href="/admin/activity"');

    const add = await staff.post("/admin/team", {
      username: uniqueName("intruder"),
      password: FIRST_PASSWORD,
      role: "owner",
    });
    expect(add.status).toBe(403);
    expect(await add.text()).toContain(OWNERS_ONLY_TEAM);

    const promote = await staff.post("/admin/team", {
      intent: "change-role",
      colleague: idOf(staffName),
      role: "owner",
    });
    expect(promote.status).toBe(403);
    expect(await promote.text()).toContain(OWNERS_ONLY_TEAM);
    const demote = await staff.post("/admin/team", {
      intent: "change-role",
      colleague: ownerId,
      role: "staff",
    });
    expect(demote.status).toBe(403);

    const removePage = await staff.get(`/admin/team/${idOf(other)}/remove`);
    expect(await removePage.text()).toContain(OWNERS_ONLY_TEAM);
    const remove = await staff.post(`/admin/team/${idOf(other)}/remove`, {});
    expect(remove.status).toBe(403);
    expect(await remove.text()).toContain(OWNERS_ONLY_TEAM);

    // The delivery page: read, its forms locked; a post refused.
    const delivery = await (await staff.get("/admin/delivery")).text();
    expect(delivery).toContain(OWNERS_ONLY_DELIVERY);
    const shown = read(delivery);
    const main = shown.within(shown.byRole("main"));
    const controls = ["input", "select", "textarea", "button"]
      .flatMap((tag) => main.all(tag))
      .filter((control) => control.attrs.type !== "hidden");
    expect(controls.length).toBeGreaterThan(5);
    const usable = controls.filter((control) => !isDisabled(control));
    expect(usable.map((control) => control.attrs.name ?? textOf(control))).toEqual([]);
    const rules = await staff.post("/admin/delivery", {
      intent: "save-rules",
      sameDayCutoff: "11:00",
    });
    expect(rules.status).toBe(403);
    expect(await rules.text()).toContain(OWNERS_ONLY_DELIVERY);

    const log = await staff.get("/admin/activity");
    expect(log.status).toBe(403);
    expect(await log.text()).toContain(OWNERS_ONLY_ACTIVITY);

    expect(countRows("admins")).toBe(admins);
    expect([roleOf(staffName), roleOf(process.env.ADMIN_USERNAME!)]).toEqual(["staff", "owner"]);
    expect(countRows("delivery_settings_changes")).toBe(settings);
    expect(countRows("activity_log", "action not in ('sign-in', 'sign-in-failed')")).toBe(activity);
    expect(countRows("outbox_messages")).toBe(mails);
  });

  test("are refused the owners' JSON endpoints with 403; without a token it is 401", async () => {
    const { token } = await signInAs(await aColleagueAs("staff"));
    const settings = await callJson("/api/admin/delivery-settings", { token });
    expect(settings.status).toBe(200);
    const before = countRows("delivery_settings_changes");
    const put = await callJson("/api/admin/delivery-settings", {
      method: "PUT",
      token,
      body: settings.body,
    });
    expect(put.status).toBe(403);
    expect(put.body).toEqual({ error: OWNERS_ONLY_DELIVERY });
    expect(countRows("delivery_settings_changes")).toBe(before);

    const log = await callJson("/api/admin/activity", { token });
    expect(log.status).toBe(403);
    expect(log.body).toEqual({ error: OWNERS_ONLY_ACTIVITY });
    const anonymous = await callJson("/api/admin/activity");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: expect.any(String) });
  });
});

describe("owners", () => {
  test("change a role with the team page's form; the last owner stays one", async () => {
    const name = await aColleagueAs("staff", "promoted");
    const id = idOf(name);
    const promoted = await owner.post("/admin/team", {
      intent: "change-role",
      colleague: id,
      role: "owner",
    });
    expect(await follow(owner, promoted)).toContain(`${name} is now Owner.`);
    expect(roleOf(name)).toBe("owner");
    expect(
      readRows<{ actor: string; details: string }>(
        "select actor, details from activity_log where action = 'role-changed' and subject = ?",
        name,
      ),
    ).toEqual([
      {
        actor: process.env.ADMIN_USERNAME,
        details: JSON.stringify({ from: "staff", to: "owner" }),
      },
    ]);
    expect(
      readRows<{ to: string }>(
        "select recipient as 'to' from outbox_messages where key like 'team:%' and subject like ?",
        `%${name} is now Owner%`,
      ).length,
    ).toBeGreaterThan(0);

    // Every other owner back to staff: the test admin is the last owner, and stays one.
    const ownerId = idOf(process.env.ADMIN_USERNAME!);
    writeRows("update admins set role = 'staff' where id != ?", ownerId);
    const stepDown = await owner.post("/admin/team", {
      intent: "change-role",
      colleague: ownerId,
      role: "staff",
    });
    expect(stepDown.status).toBe(409);
    expect(await stepDown.text()).toContain("The last owner cannot become staff");
    expect(roleOf(process.env.ADMIN_USERNAME!)).toBe("owner");
  });

  test("read the activity log as JSON, newest first, paged and filtered, and as a page", async () => {
    const settings = (await callJson("/api/admin/delivery-settings", { token: ownerToken })).body;
    const saved = await callJson("/api/admin/delivery-settings", {
      method: "PUT",
      token: ownerToken,
      body: { ...settings, sameDayCutoff: settings.sameDayCutoff === "12:00" ? "13:00" : "12:00" },
    });
    expect(saved.status).toBe(200);

    const log = await callJson("/api/admin/activity", { token: ownerToken });
    expect(log.status).toBe(200);
    const entries = log.body as Record<string, unknown>[];
    expect(entries.length).toBeGreaterThan(1);
    expect(entries.length).toBeLessThanOrEqual(100);
    for (const entry of entries)
      expect(Object.keys(entry).sort()).toEqual(["action", "actor", "at", "details", "subject"]);
    const times = entries.map((entry) => entry.at as string);
    expect([...times].sort().reverse()).toEqual(times);
    expect(entries[0]).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      actor: process.env.ADMIN_USERNAME,
      action: "delivery-settings-changed",
      subject: "",
      details: { changed: ["sameDayCutoff"] },
    });

    const one = await callJson("/api/admin/activity?limit=1&offset=1", { token: ownerToken });
    expect(one.body).toEqual([entries[1]]);
    const filtered = await callJson("/api/admin/activity?action=colleague-added&limit=500", {
      token: ownerToken,
    });
    expect(filtered.body.length).toBeGreaterThan(0);
    expect(
      filtered.body.every((entry: { action: string }) => entry.action === "colleague-added"),
    ).toBe(true);
    for (const bad of ["limit=501", "limit=0", "limit=many", "offset=-1"]) {
      const refused = await callJson(`/api/admin/activity?${bad}`, { token: ownerToken });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual(expect.any(String));
    }

    const page = await owner.get("/admin/activity?action=colleague-added");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Added a colleague");
    expect(html).toContain("As Staff");
    expect(html).not.toContain("Changed: same-day cut-off");
    const all = await (await owner.get("/admin/activity")).text();
    expect(all).toContain("Changed: same-day cut-off");
  });
});

describe("the account page", () => {
  test("sets and clears the admin's own email address; a wrong one is refused beside the field", async () => {
    const name = await aColleagueAs("staff", "mail");
    const { browser } = await signInAs(name);
    const set = await browser.post("/admin/account", {
      intent: "save-email",
      email: "mail@example.com",
    });
    expect(await follow(browser, set)).toContain("Your email address is now mail@example.com.");
    expect(readRow<{ email: string }>("select email from admins where username = ?", name)).toEqual(
      { email: "mail@example.com" },
    );
    const wrong = await browser.post("/admin/account", { intent: "save-email", email: "mail at" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Enter an email address like name@example.com.");
    const cleared = await browser.post("/admin/account", { intent: "save-email", email: "" });
    expect(cleared.status).toBe(302);
    expect(readRow("select email from admins where username = ?", name)).toEqual({ email: null });
  });
});
