// Admin sign-in, tokens, and the guard on every admin endpoint.
import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { writeRows } from "../support/database";
import { adminToken, callJson } from "../support/shop";

const ADMIN_ENDPOINTS: [string, string][] = [
  ["GET", "/api/admin/verify"],
  ["GET", "/api/admin/stats"],
  ["GET", "/api/orders"],
  ["GET", "/api/orders?status=NEW"],
  ["GET", "/api/orders/0123456789abcdef01234567"],
  ["PATCH", "/api/orders/0123456789abcdef01234567/status"],
  ["POST", "/api/collection"],
  ["PUT", "/api/collection/0123456789abcdef01234567"],
  ["DELETE", "/api/collection/0123456789abcdef01234567"],
  ["POST", "/api/categories"],
  ["PUT", "/api/categories/0123456789abcdef01234567"],
  ["DELETE", "/api/categories/0123456789abcdef01234567"],
  ["POST", "/api/images"],
];

describe("POST /api/admin/login", () => {
  test("answers a token for the right password, 401 for a wrong one", async () => {
    const ok = await callJson("/api/admin/login", {
      method: "POST",
      body: { username: "florist", password: process.env.ADMIN_PASSWORD },
      client: "10.0.0.1",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toMatch(/^[\w-]{40,}$/);
    const wrong = await callJson("/api/admin/login", {
      method: "POST",
      body: { username: "florist", password: "nope" },
      client: "10.0.0.1",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe("Invalid username or password");
  });

  test("username and password are required", async () => {
    const { status, body } = await callJson("/api/admin/login", {
      method: "POST",
      body: { username: "" },
    });
    expect(status).toBe(400);
    expect(Object.keys(body.issues)).toEqual(expect.arrayContaining(["username", "password"]));
  });

  test("after repeated failures the client gets 429, even with the right password; issued tokens still work", async () => {
    const token = await adminToken();
    const client = "203.0.113.9";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { status } = await callJson("/api/admin/login", {
        method: "POST",
        client,
        body: { username: "florist", password: "guess" },
      });
      expect(status).toBe(401);
    }
    const blocked = await callJson("/api/admin/login", {
      method: "POST",
      client,
      body: { username: "florist", password: process.env.ADMIN_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Too many failed sign-in attempts/);
    const other = await callJson("/api/admin/login", {
      method: "POST",
      client: "203.0.113.10",
      body: { username: "florist", password: process.env.ADMIN_PASSWORD },
    });
    expect(other.status).toBe(200);
    expect((await callJson("/api/admin/verify", { token })).status).toBe(200);
  });
});

describe("GET /api/admin/verify", () => {
  test("accepts a fresh token", async () => {
    const { status, body } = await callJson("/api/admin/verify", { token: await adminToken() });
    expect(status).toBe(200);
    expect(body).toMatchObject({ valid: true, username: "florist" });
  });

  test("refuses an expired token with 403", async () => {
    const token = await adminToken();
    issuedDaysAgo(token, 8);
    const { status, body } = await callJson("/api/admin/verify", { token });
    expect(status).toBe(403);
    expect(body.error).toMatch(/expired/);
  });
});

describe("every admin endpoint", () => {
  test.each(ADMIN_ENDPOINTS)(
    "%s %s: 401 without a token, 403 with a bad one",
    async (method, path) => {
      const none = await callJson(path, {
        method,
        body: method === "GET" || method === "DELETE" ? undefined : {},
      });
      expect(none.status).toBe(401);
      expect(none.body.error).toBeTruthy();
      const bad = await callJson(path, {
        method,
        token: "not-a-real-token",
        body: method === "GET" || method === "DELETE" ? undefined : {},
      });
      expect(bad.status).toBe(403);
      expect(bad.body.error).toBeTruthy();
    },
  );
});

describe("GET /api/admin/stats", () => {
  test("answers the dashboard figures", async () => {
    const { status, body } = await callJson("/api/admin/stats", { token: await adminToken() });
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalOrders: 0, pendingOrders: 0, totalItems: 0, revenue: 0 });
  });
});

const DAY = 24 * 60 * 60 * 1000;

/** The token as the shop stores one issued `days` ago (a seven-day lifetime) and never used. */
function issuedDaysAgo(token: string, days: number) {
  const issued = new Date(Date.now() - days * DAY);
  const changed = writeRows(
    "update api_tokens set created_at = ?, expires_at = ?, last_used_at = null where token_hash = ?",
    issued.toISOString(),
    new Date(issued.getTime() + 7 * DAY).toISOString(),
    createHash("sha256").update(token).digest("hex"),
  );
  if (changed !== 1) throw new Error("no such token to backdate");
}
