// /admin/setup against the built server: an owner reads each server setting's state and how to
// set it (never a secret's value); staff are told it is for owners. The tests' shop runs in demo
// payments, with no mail server and no public address, and a SESSION_SECRET of its own.
import { beforeAll, describe, expect, test } from "vitest";
import { aColleague, signInAsAdmin, type AdminBrowser } from "../support/admin-session";

let owner: AdminBrowser;

beforeAll(async () => {
  owner = await signInAsAdmin();
});

/** The row of one setting on the page: its state and text. */
function settingRow(html: string, name: string) {
  const row = html.match(
    new RegExp(`<li[^>]*id="${name}"[^>]*data-state="(\\w+)"[^>]*>([\\s\\S]*?)</li>`),
  );
  expect(row, name).not.toBeNull();
  return { state: row![1], text: row![2]!.replace(/<[^>]+>/g, "") };
}

describe("the server's settings", () => {
  test("an owner reads each one's state, what it does and the line to write", async () => {
    const page = await owner.get("/admin/setup");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("How to change a setting");
    expect(html).toContain("systemctl restart maison-florale");
    expect(html).toContain(".env.example");

    expect(settingRow(html, "PAYMENT_PROVIDER").state).toBe("attention");
    expect(settingRow(html, "SMTP_URL")).toMatchObject({ state: "attention" });
    expect(settingRow(html, "SMTP_URL").text).toContain("SMTP_URL=smtps://");
    expect(settingRow(html, "PUBLIC_URL").state).toBe("attention");
    // The tests set SESSION_SECRET: set, and its value never shown.
    const secret = settingRow(html, "SESSION_SECRET");
    expect(secret.state).toBe("set");
    expect(html).not.toContain(process.env.SESSION_SECRET!);
  });

  test("staff are told it is for owners", async () => {
    const staff = await (await aColleague(owner, { stem: "setup" })).signIn();
    const page = await staff.get("/admin/setup");
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("Only an owner can read the server&#x27;s settings.");
  });
});
