// A request's address never moves the shop: a path beginning with `//` is this shop's own path
// (no canonical, hreflang or structured data on another host, no cookie re-issued without
// `Secure`), the Arabic 404's language link stays on this site, and malformed percent-encoding
// is a 400, never a 500 with a stack in the log.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { portal } from "../support/portal";
import { ADMIN, callShop, startShopProcess, type ShopProcess } from "../support/server-process";

let shop: ShopProcess;

// Behind a proxy that reports https (TRUST_PROXY=1): the shop's cookies are Secure.
beforeAll(async () => {
  shop = await startShopProcess({ TRUST_PROXY: "1" });
});
afterAll(() => shop.stop());

const links = (html: string) =>
  [...html.matchAll(/<link[^>]+href="([^"]+)"/g), ...html.matchAll(/"@id":"([^"]+)"/g)].map(
    (match) => match[1]!,
  );

describe("a path beginning with //", () => {
  test("is this shop's own path: nothing on the page names another host", async () => {
    for (const path of [
      "//evil.example/contact",
      "///evil.example/contact",
      "/ar//evil.example/x",
    ]) {
      const page = await callShop(shop, path, { headers: { Host: "shop.test" } });
      expect(page.status, path).toBeLessThan(500);
      expect(page.text, path).not.toMatch(/(href|content|src)="(https?:)?\/\/evil\.example/);
      expect(page.text, path).not.toMatch(/"https?:\/\/evil\.example/);
      for (const href of links(page.text)) expect(href, path).not.toMatch(/^(https?:)?\/\/evil/);
    }
  });

  test("the Arabic page's language link stays on this site", async () => {
    const page = await callShop(shop, "/ar//evil.example/x");
    const english = page.text.match(
      /<a[^>]*hreflang="en"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*lang="en"/,
    );
    const href = english?.[1] ?? english?.[2];
    expect(href).toBeDefined();
    expect(href).toMatch(/^\/(?!\/)/);
  });

  test("never re-issues the admin's cookie without Secure", async () => {
    const https = { "X-Forwarded-Proto": "https" };
    const admin = await portal(shop, ADMIN);
    for (const path of ["//localhost/admin/dashboard", "//127.0.0.1/admin/dashboard", "/admin"]) {
      const answer = await callShop(shop, path, {
        headers: { ...https, Cookie: admin.cookie },
      });
      const cookies = ([] as string[]).concat(answer.headers["set-cookie"] ?? []);
      for (const cookie of cookies.filter((one) => one.startsWith("__admin"))) {
        expect(cookie, path).toMatch(/;\s*Secure/i);
      }
    }
    const signIn = await callShop(shop, "/admin", { headers: https });
    const issued = ([] as string[]).concat(signIn.headers["set-cookie"] ?? []);
    expect(
      issued.some((cookie) => cookie.startsWith("__admin=") && /;\s*Secure/i.test(cookie)),
    ).toBe(true);
  });
});

describe("malformed percent-encoding", () => {
  test("is a 400 on pages and the API, logged as a warning without a stack", async () => {
    for (const path of ["/%ZZ", "/ar/%ZZ", "/collection/%E0%A4%A", "/api/%ZZ"]) {
      const answer = await callShop(shop, path);
      expect(answer.status, path).toBe(400);
      if (path.startsWith("/api")) expect(answer.json().error).toMatch(/%/);
    }
    const bad = shop
      .logLines()
      .filter(
        (line) =>
          Number((line as { level: number }).level) >= 50 || JSON.stringify(line).includes("stack"),
      );
    expect(bad).toEqual([]);
  });
});
