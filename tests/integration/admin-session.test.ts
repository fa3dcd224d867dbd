// The admin UI's cookie session: sign-in, the guard on every signed-in page, CSRF, sign-out.
import { describe, expect, test } from "vitest";
import { csrfIn, formBody, sessionCookieFrom, signInAsAdmin } from "../support/admin-session";
import { call } from "../support/shop";

async function loginPage() {
  const page = await call("/admin");
  const cookie = sessionCookieFrom(page);
  return { cookie, csrf: csrfIn(await page.text()) };
}

function postLogin(cookie: string, fields: Record<string, string>, address = "10.1.0.1") {
  return call("/admin?index", {
    method: "POST",
    headers: {
      Cookie: cookie,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    client: address,
    body: formBody(fields),
    redirect: "manual",
  });
}

describe("admin sign-in", () => {
  test("the login page asks for username and password and links back to the website", async () => {
    const response = await call("/admin");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain('name="username"');
    expect(html).toContain('name="password"');
    expect(html).toContain("Back to Website");
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__admin="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  test("a wrong password says so and starts no session", async () => {
    const { cookie, csrf } = await loginPage();
    const response = await postLogin(cookie, { csrf, username: "florist", password: "wrong" });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Invalid username or password");
    const after = await call("/admin/dashboard", {
      headers: { Cookie: sessionCookieFrom(response, cookie) },
      redirect: "manual",
    });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toBe("/admin");
  });

  test("an empty form is refused beside its fields", async () => {
    const { cookie, csrf } = await loginPage();
    const response = await postLogin(cookie, { csrf, username: "", password: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Username is required.");
    expect(html).toContain("Password is required.");
  });

  test("repeated failures are rate limited with 429", async () => {
    const { cookie, csrf } = await loginPage();
    let last: Response | undefined;
    for (let i = 0; i < 12; i++) {
      last = await postLogin(cookie, { csrf, username: "florist", password: "nope" }, "10.9.9.9");
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(await last!.text()).toContain("Too many failed sign-in attempts");
  });

  test("the right password opens the dashboard; the login page then redirects there", async () => {
    const admin = await signInAsAdmin();
    const dashboard = await admin.get("/admin/dashboard");
    expect(dashboard.status).toBe(200);
    const again = await admin.get("/admin");
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/admin/dashboard");
  });

  test("a login post without the page's CSRF secret is refused", async () => {
    const { cookie } = await loginPage();
    const response = await postLogin(cookie, {
      csrf: "forged",
      username: "florist",
      password: process.env.ADMIN_PASSWORD!,
    });
    expect(response.status).toBe(403);
  });
});

describe("signed-in pages", () => {
  test("without a session they redirect to /admin", async () => {
    for (const path of [
      "/admin/dashboard",
      "/admin/orders",
      "/admin/collection",
      "/admin/create",
      "/admin/categories",
      "/admin/pulse",
    ]) {
      const response = await call(path, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe("/admin");
    }
  });

  test("a forged session cookie is no session", async () => {
    const response = await call("/admin/dashboard", {
      headers: { Cookie: "__admin=eyJ0b2tlbiI6ImZha2UifQ%3D%3D.forged" },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
  });

  test("the poll answers new paid orders and stats", async () => {
    const admin = await signInAsAdmin();
    const response = await admin.get("/admin/pulse");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.newOrders).toEqual({ count: 0, latest: [] });
    expect(body.stats).toMatchObject({ totalOrders: 0, totalItems: 0, revenue: 0 });
  });
});

describe("sign-out", () => {
  test("refuses a post without the CSRF secret, ends the session with it", async () => {
    const admin = await signInAsAdmin();
    const forged = await admin.post("/admin/sign-out", { csrf: "forged" });
    expect(forged.status).toBe(403);
    expect((await admin.get("/admin/dashboard")).status).toBe(200);

    const out = await admin.post("/admin/sign-out", {});
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/admin");
    // The old cookie, replayed, no longer works: the token behind it was revoked. The sign-in
    // page says why the admin is back there.
    const replay = await admin.get("/admin/dashboard");
    expect(replay.status).toBe(302);
    expect(replay.headers.get("location")).toBe("/admin?session=ended");
    const signIn = await call("/admin?session=ended");
    expect(await signIn.text()).toContain("Your session has ended. Please sign in again.");
  });

  test("a post from another site is refused even with the secret", async () => {
    const admin = await signInAsAdmin();
    const response = await call("/admin/sign-out", {
      method: "POST",
      headers: {
        Cookie: admin.cookie,
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: formBody({ csrf: admin.csrf }),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
  });
});
