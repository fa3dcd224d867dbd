// Sign-in limits against the running server: clients told apart by their
// socket address, forged X-Forwarded-For ignored unless a proxy is trusted, parallel guesses
// counted before the password is checked, and a ceiling per username across addresses.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  ADMIN,
  callShop,
  postJson,
  startShopProcess,
  type ShopProcess,
} from "../support/server-process";

const wrong = { username: ADMIN.username, password: "not the password" };

describe("served directly (TRUST_PROXY=0)", () => {
  let shop: ShopProcess;
  beforeAll(async () => {
    shop = await startShopProcess();
  });
  afterAll(() => shop.stop());

  test("five failures lock out that address only, with Retry-After; the right password elsewhere still works", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await postJson(shop, "/api/admin/login", wrong, { from: "127.0.0.2" })).status).toBe(
        401,
      );
    }
    const locked = await postJson(shop, "/api/admin/login", ADMIN, { from: "127.0.0.2" });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);
    expect(locked.json().error).toMatch(/Too many failed sign-in attempts/);

    const elsewhere = await postJson(shop, "/api/admin/login", ADMIN, { from: "127.0.0.3" });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.json().token).toEqual(expect.any(String));
  });

  test("a forged X-Forwarded-For does not make a new client", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const forged = { "X-Forwarded-For": `198.51.100.${attempt}` };
      const answer = await postJson(shop, "/api/admin/login", wrong, {
        from: "127.0.0.4",
        headers: forged,
      });
      expect(answer.status).toBe(401);
    }
    const sixth = await postJson(shop, "/api/admin/login", wrong, {
      from: "127.0.0.4",
      headers: { "X-Forwarded-For": "198.51.100.99" },
    });
    expect(sixth.status).toBe(429);
  });

  test("40 parallel guesses from one address: at most 5 are checked", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        postJson(shop, "/api/admin/login", wrong, { from: "127.0.0.5" }),
      ),
    );
    const checked = answers.filter((answer) => answer.status === 401).length;
    const refused = answers.filter((answer) => answer.status === 429).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked + refused).toBe(40);
  });

  test("a correct sign-in clears its address's count", async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await postJson(shop, "/api/admin/login", wrong, { from: "127.0.0.6" });
    }
    expect((await postJson(shop, "/api/admin/login", ADMIN, { from: "127.0.0.6" })).status).toBe(
      200,
    );
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await postJson(shop, "/api/admin/login", wrong, { from: "127.0.0.6" })).status).toBe(
        401,
      );
    }
  });

  test("the admin sign-in page shares the same limit and says so", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await postJson(shop, "/api/admin/login", wrong, { from: "127.0.0.7" });
    }
    const page = await callShop(shop, "/admin", { from: "127.0.0.7" });
    const cookie = (page.headers["set-cookie"] ?? [])
      .find((set) => set.startsWith("__admin="))!
      .split(";")[0]!;
    const csrf = page.text.match(/name="csrf" value="([^"]+)"/)![1]!;
    const posted = await callShop(shop, "/admin?index", {
      method: "POST",
      from: "127.0.0.7",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, ...ADMIN }).toString(),
    });
    expect(posted.status).toBe(429);
    expect(posted.headers["retry-after"]).toBeDefined();
    expect(posted.text).toContain("Too many failed sign-in attempts");
  });
});

describe("behind one proxy (TRUST_PROXY=1)", () => {
  let shop: ShopProcess;
  beforeAll(async () => {
    // Cheap password hashes (tests only): this server checks fifty passwords in a row.
    shop = await startShopProcess({ TRUST_PROXY: "1", TEST_ONLY_CHEAP_PASSWORD_HASHES: "1" });
  });
  afterAll(() => shop.stop());

  const viaProxy = (forwardedFor: string) => ({
    from: "127.0.0.9",
    headers: { "X-Forwarded-For": forwardedFor },
  });

  test("the proxy's entry is the client: a forged entry to its left changes nothing", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await postJson(
        shop,
        "/api/admin/login",
        wrong,
        viaProxy(`10.0.0.${attempt}, 203.0.113.5`),
      );
      expect(answer.status).toBe(401);
    }
    expect(
      (await postJson(shop, "/api/admin/login", ADMIN, viaProxy("10.9.9.9, 203.0.113.5"))).status,
    ).toBe(429);
    expect((await postJson(shop, "/api/admin/login", ADMIN, viaProxy("203.0.113.6"))).status).toBe(
      200,
    );
  });

  test("one username takes at most 50 failures an hour across addresses", async () => {
    const target = { username: "night-florist", password: "guess" };
    // Twelve addresses, five guesses each (each address within its own allowance), six at a
    // time: more than eight checks waiting would be refused for another reason.
    const answers = [];
    for (let wave = 0; wave < 10; wave += 1) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 6 }, (_, n) =>
            postJson(shop, "/api/admin/login", target, viaProxy(`198.18.0.${(wave * 6 + n) % 12}`)),
          ),
        )),
      );
    }
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(50);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(10);
    expect(Number(refused[0]!.headers["retry-after"])).toBeGreaterThan(3000);
    // Another username from a fresh address is unaffected.
    expect((await postJson(shop, "/api/admin/login", ADMIN, viaProxy("198.18.1.1"))).status).toBe(
      200,
    );
  }, 120_000);
});
