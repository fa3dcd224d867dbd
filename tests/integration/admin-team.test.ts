// A team of staff against the built server, as a browser without JavaScript and an API client
// would: adding a colleague, their first sign-in (portal and API) held at 'Choose your own
// password', removing them (their session and token stop at once), never the last admin, and
// the sign-ins listed. Each test adds colleagues of its own with unique usernames.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import {
  csrfIn,
  FIRST_PASSWORD,
  formBody,
  sessionCookieFrom,
  postSignInForm,
  signInAsAdmin,
  visit,
  type AdminBrowser,
} from "../support/admin-session";
import { readRow, readRows, writeRows } from "../support/database";
import { page as read, textOf } from "../support/html";
import { adminToken, call, callJson } from "../support/shop";

const OWN_PASSWORD = "tulips by the window";
const CHOOSE = "/admin/choose-password";

beforeAll(() => call("/api/health"));

const uniqueName = (stem: string) => `${stem}.${randomBytes(4).toString("hex")}`;

/** The page a redirect leads to, with the session cookie it set (carrying its flash message). */
async function follow(browser: AdminBrowser, response: Response): Promise<string> {
  expect(response.status).toBe(302);
  const page = await call(response.headers.get("location")!, {
    headers: { Cookie: sessionCookieFrom(response, browser.cookie) },
  });
  return page.text();
}

/** Adds a colleague through the team page's form (as staff unless told); answers their id. */
async function addColleague(
  owner: AdminBrowser,
  username: string,
  role?: "owner" | "staff",
): Promise<string> {
  const added = await owner.post("/admin/team", {
    username,
    password: FIRST_PASSWORD,
    ...(role ? { role } : {}),
  });
  expect(added.status).toBe(302);
  expect(added.headers.get("location")).toBe("/admin/team");
  return readRow<{ id: string }>("select id from admins where username = ?", username)!.id;
}

/** Signs in through the portal's form, however far the guard lets them: the session cookie. */
async function portalSignIn(username: string, password: string, client: string) {
  const login = await postSignInForm(username, password, client);
  expect(login.status).toBe(302);
  return login.cookie;
}

describe("adding a colleague", () => {
  test("refuses a username taken in another case, or breaking the rules, and says why", async () => {
    const owner = await signInAsAdmin();
    const name = uniqueName("noor");
    await addColleague(owner, name);
    const clash = await owner.post("/admin/team", {
      username: name.toUpperCase(),
      password: FIRST_PASSWORD,
    });
    expect(clash.status).toBe(409);
    expect(await clash.text()).toContain(
      "Someone on the team already has this username (upper or lower case alike).",
    );
    const badly = await owner.post("/admin/team", { username: "a b", password: "short" });
    expect(badly.status).toBe(400);
    const html = await badly.text();
    expect(html).toContain("Use only letters, digits, dots, hyphens and underscores.");
    expect(html).toContain("Use at least 12 characters.");
    expect(html).not.toContain('value="short"');
  });

  test("their first sign-in must choose a password first, in the portal and the API; then they work", async () => {
    const owner = await signInAsAdmin();
    const name = uniqueName("layla");
    await addColleague(owner, name);
    const team = await (await owner.get("/admin/team")).text();
    expect(team).toContain(name);
    expect(team).toContain("Still on the first password");

    // The portal: every admin page leads to 'Choose your own password'.
    const cookie = await portalSignIn(name, FIRST_PASSWORD, "198.51.100.61");
    for (const path of ["/admin/dashboard", "/admin/orders", "/admin/team"]) {
      const page = await visit(path, cookie);
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe(CHOOSE);
    }
    const choose = await visit(CHOOSE, cookie);
    expect(choose.status).toBe(200);
    const chooseHtml = await choose.text();
    expect(chooseHtml).toContain("Choose your own password");

    // The API: their token is refused everywhere but logout.
    const token = await adminToken({ username: name, password: FIRST_PASSWORD }, "198.51.100.62");
    for (const path of ["/api/orders", "/api/admin/stats"]) {
      const refused = await callJson(path, { token });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: "Please choose your own password first." });
    }
    const other = await adminToken({ username: name, password: FIRST_PASSWORD }, "198.51.100.62");
    expect((await callJson("/api/admin/logout", { method: "POST", token: other })).status).toBe(
      204,
    );

    // They choose their own, with the account page's form; then everything opens.
    const csrf = csrfIn(chooseHtml);
    const chosen = await call(CHOOSE, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: formBody({
        csrf,
        intent: "change-password",
        currentPassword: FIRST_PASSWORD,
        newPassword: OWN_PASSWORD,
        confirmPassword: OWN_PASSWORD,
      }),
      client: "198.51.100.61",
      redirect: "manual",
    });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("location")).toBe("/admin/dashboard");
    const signedIn = sessionCookieFrom(chosen, cookie);
    expect((await visit("/admin/dashboard", signedIn)).status).toBe(200);
    expect((await visit(CHOOSE, signedIn)).headers.get("location")).toBe("/admin/dashboard");
    const fresh = await adminToken({ username: name, password: OWN_PASSWORD }, "198.51.100.63");
    expect((await callJson("/api/orders", { token: fresh })).status).toBe(200);
    expect(
      readRow<{ must: number }>(
        "select must_change_password as must from admins where username = ?",
        name,
      )!.must,
    ).toBe(0);
  });
});

describe("the team page", () => {
  test("lists the team with who added whom, and every sign-in, portal and API, newest first", async () => {
    const owner = await signInAsAdmin();
    const name = uniqueName("huda");
    await addColleague(owner, name);
    await portalSignIn(name, FIRST_PASSWORD, "198.51.100.91");
    await adminToken({ username: name, password: FIRST_PASSWORD }, "198.51.100.92");
    const signIns = readRows<{ door: string }>(
      "select door from admin_sign_ins where username = ? order by id",
      name,
    );
    expect(signIns.map((signIn) => signIn.door)).toEqual(["portal", "api"]);
    const html = await (await owner.get("/admin/team")).text();
    const page = read(html);
    /** The rows of the table named `title`, each as the words of its header and cells. */
    const rowsOf = (title: string | RegExp) => {
      const table = page.within(page.byRole("group", title));
      return table.allByRole("row").map((row) => {
        const cells = table.within(row);
        return [...cells.allByRole("rowheader"), ...cells.allByRole("cell")].map(textOf);
      });
    };
    const team = rowsOf(/^\d+ (person|people)$/);
    // Their row: who added them.
    expect(team.find(([who]) => who?.startsWith(name))?.[1]).toBe("florist");
    // Newest first: their API sign-in, then their portal one, in Dubai time.
    const theirs = rowsOf("Recent sign-ins").filter(([who]) => who === name);
    expect(theirs.map(([, when, through]) => [when ? "a time" : "", through])).toEqual([
      ["a time", "API"],
      ["a time", "Admin portal"],
    ]);
    // The signed-in admin's own row says so, and only theirs.
    expect(team.filter(([who]) => who?.endsWith(" You")).map(([who]) => who)).toEqual([
      "florist You",
    ]);
  });
});

describe("removing a colleague", () => {
  test("asks first, then their session and token stop working at once", async () => {
    const owner = await signInAsAdmin();
    const name = uniqueName("omar");
    const id = await addColleague(owner, name);
    writeRows("update admins set must_change_password = 0 where id = ?", id);
    const cookie = await portalSignIn(name, FIRST_PASSWORD, "198.51.100.71");
    const token = await adminToken({ username: name, password: FIRST_PASSWORD }, "198.51.100.72");
    expect((await visit("/admin/dashboard", cookie)).status).toBe(200);
    expect((await callJson("/api/orders", { token })).status).toBe(200);

    const confirm = await owner.get(`/admin/team/${id}/remove`);
    expect(confirm.status).toBe(200);
    const confirmHtml = await confirm.text();
    expect(confirmHtml).toContain("Remove this colleague?");
    const asked = read(confirmHtml);
    const dialog = asked.within(asked.byRole("dialog", "Remove this colleague?"));
    expect(dialog.allByText(name)).toHaveLength(1);

    const removed = await owner.post(`/admin/team/${id}/remove`, {});
    expect(await follow(owner, removed)).toContain(
      `${name} has been removed and signed out everywhere.`,
    );

    const next = await visit("/admin/dashboard", cookie);
    expect(next.status).toBe(302);
    expect(next.headers.get("location")).toBe("/admin?session=ended");
    // A token that is no longer valid is refused with 403.
    const refused = await callJson("/api/orders", { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: "Your admin token is not valid. Please sign in again." });
    expect(readRows("select id from api_tokens where admin_id = ?", id)).toEqual([]);
  });

  test("nobody removes themself, and the last admin is never removed, even by two at once", async () => {
    const owner = await signInAsAdmin();
    const ownerId = readRow<{ id: string }>(
      "select id from admins where username = ?",
      process.env.ADMIN_USERNAME,
    )!.id;
    const yourself = await owner.post(`/admin/team/${ownerId}/remove`, {});
    expect(yourself.status).toBe(409);
    expect(await yourself.text()).toContain("You cannot remove yourself here");

    // Down to two admins, both owners, each removing the other at the same moment: one removal
    // goes through.
    const name = uniqueName("sara");
    const id = await addColleague(owner, name, "owner");
    writeRows("delete from admins where id not in (?, ?)", ownerId, id);
    writeRows("update admins set must_change_password = 0 where id = ?", id);
    const colleague = await portalSignIn(name, FIRST_PASSWORD, "198.51.100.81");
    const colleagueCsrf = csrfIn(await (await visit("/admin/team", colleague)).text());
    const [byOwner, byColleague] = await Promise.all([
      owner.post(`/admin/team/${id}/remove`, {}),
      call(`/admin/team/${ownerId}/remove`, {
        method: "POST",
        headers: { Cookie: colleague, "Content-Type": "application/x-www-form-urlencoded" },
        body: formBody({ csrf: colleagueCsrf }),
        redirect: "manual",
      }),
    ]);
    const statuses = [byOwner.status, byColleague.status].sort();
    // One went through (302); the other was refused (403: its admin is no longer on the team, or
    // 409) or found its own session already ended (302 to the sign-in).
    expect(statuses).toContain(302);
    expect(readRows("select id from admins")).toHaveLength(1);
  });
});
