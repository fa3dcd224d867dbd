// Every signed-in admin page, read or written, refuses a visitor without a session; every admin
// form post refuses a missing or forged CSRF secret — whatever the page's own tests cover.
import { describe, expect, test } from "vitest";
import { signInAsAdmin } from "../support/admin-session";
import { call } from "../support/shop";

const SOME_ID = "0123456789abcdef01234567";

/** The admin pages that are both read and posted to. */
const READ_AND_POSTED = [
  "/admin/orders",
  "/admin/collection",
  `/admin/collection/${SOME_ID}/edit`,
  `/admin/collection/${SOME_ID}/delete`,
  "/admin/create",
  "/admin/categories",
  `/admin/categories/${SOME_ID}/delete`,
  "/admin/delivery",
  "/admin/team",
  `/admin/team/${SOME_ID}/remove`,
  "/admin/choose-password",
];

const PAGES = [
  "/admin/dashboard",
  ...READ_AND_POSTED,
  `/admin/orders/${SOME_ID}/slip`,
  "/admin/deliveries",
  "/admin/cards",
  "/admin/pulse",
];

const FORM_POSTS = [...READ_AND_POSTED, "/admin/images"];

describe("without a session", () => {
  test.each(PAGES)("GET %s goes to the sign-in page", async (path) => {
    const response = await call(path, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
  });

  test.each(FORM_POSTS)("POST %s goes to the sign-in page and changes nothing", async (path) => {
    const response = await call(path, {
      method: "POST",
      body: new URLSearchParams({ csrf: "anything", orderId: SOME_ID, status: "Delivered" }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
  });
});

describe("signed in, without the form's CSRF secret", () => {
  test.each(FORM_POSTS)("POST %s is refused with 403", async (path) => {
    const admin = await signInAsAdmin();
    const forged = new FormData();
    forged.set("csrf", "forged");
    forged.set("name", "Forged");
    const response = await admin.post(path, forged);
    expect(response.status).toBe(403);
  });
});

describe("signed-in pages", () => {
  test.each(["/admin/dashboard", "/admin/orders", "/admin/collection", "/admin/categories"])(
    "%s is never cached and never indexed",
    async (path) => {
      const admin = await signInAsAdmin();
      const response = await admin.get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    },
  );
});

describe("a page that fails", () => {
  test("keeps the admin sidebar around its error", async () => {
    const admin = await signInAsAdmin();
    const response = await admin.get(`/admin/categories/${SOME_ID}/delete`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('aria-label="Admin"');
    expect(html).toContain("Sign Out");
  });
});
