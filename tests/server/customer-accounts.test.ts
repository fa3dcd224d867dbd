// Customers' accounts on the shop as a process, with a real mail server: signing in with the code
// and the link of the email (once, for 10 minutes on the shop's clock, 5 tries), the same answer
// for an address with and without an account, the limits per address and per client, the
// customer's session and the admin's never standing in for each other, My orders holding only
// the customer's own, and the customer's data downloaded and deleted.
import { join } from "node:path";
import { createCookieSessionStorage } from "@remix-run/node";
import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import {
  accountPage,
  askForCode,
  codeFromMail,
  codeIdIn,
  customerCookie,
  giveCode,
  signInCustomer,
} from "../support/customer-account";
import { sharedShopWithMail } from "../support/mail-shop";
import { page } from "../support/html";
import {
  callShop,
  createBouquet,
  placeAndStartPayment,
  postForm,
  startShopProcess,
  type ShopProcess,
} from "../support/server-process";
import { testSmtp } from "../support/smtp";

const signedIn = (html: string) => page(html).text.includes("Signed in as");
/** Whether an answer starts a customer's session. */
const setsCustomerCookie = (answer: { headers: { "set-cookie"?: string[] } }) =>
  (answer.headers["set-cookie"] ?? []).some((cookie) => cookie.startsWith("mf_customer="));
/** The page's own part, without what differs on every answer (its nonce, its colour variant). */
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

function readDb<T>(shop: ShopProcess, sql: string, ...params: unknown[]): T[] {
  const sqlite = new Database(join(shop.dir, "shop.db"), { readonly: true });
  try {
    return sqlite.prepare(sql).all(...params) as T[];
  } finally {
    sqlite.close();
  }
}

describe("signing in with a code", () => {
  const the = sharedShopWithMail();

  test("the code signs in once; the account is made by the first sign-in", async () => {
    const email = "first.visit@example.com";
    const asked = await askForCode(the.shop, email);
    expect(asked.status).toBe(200);
    expect(readDb(the.shop, "select * from customers where email = ?", email)).toHaveLength(0);
    const { codeId, code } = await codeFromMail(the.smtp, codeIdIn(asked.text)!);
    // The table keeps the code's secret, never the code.
    const [row] = readDb<Record<string, unknown>>(the.shop, "select * from customer_codes");
    expect(Object.values(row!)).not.toContain(code);

    const first = await giveCode(the.shop, codeId, code);
    expect(first.status).toBe(302);
    const cookie = customerCookie(first);
    expect(String(first.headers["set-cookie"])).toMatch(/HttpOnly/i);
    expect(String(first.headers["set-cookie"])).toMatch(/SameSite=Lax/i);
    expect(String(first.headers["set-cookie"])).toMatch(/Max-Age=2592000/);
    expect(signedIn((await accountPage(the.shop, cookie)).text)).toBe(true);
    expect(readDb(the.shop, "select * from customers where email = ?", email)).toHaveLength(1);

    const again = await giveCode(the.shop, codeId, code);
    expect(again.status).toBe(400);
    expect(setsCustomerCookie(again)).toBe(false);
  });

  test("the email's link opens the code form filled in, and pressing it signs in", async () => {
    const asked = await askForCode(the.shop, "by.link@example.com", undefined, "/ar/account");
    const { code, codeId, link } = await codeFromMail(the.smtp, codeIdIn(asked.text)!);
    // Asked from an Arabic page: the email and its link are Arabic.
    expect(link.startsWith("/ar/account?")).toBe(true);
    const opened = await callShop(the.shop, link);
    expect(opened.status).toBe(200);
    expect(opened.headers["cache-control"]).toBe("no-store");
    const form = page(opened.text);
    expect(form.byLabel("الرمز المكوّن من 6 أرقام").attrs.value).toBe(code);
    expect(codeIdIn(opened.text)).toBe(codeId);
    // Opening the link spent nothing: the form's button signs in.
    expect((await giveCode(the.shop, codeId, code)).status).toBe(302);
  });

  test("5 wrong tries end a code: the right one no longer opens the account", async () => {
    const asked = await askForCode(the.shop, "five.tries@example.com", "127.0.0.6");
    const { codeId, code } = await codeFromMail(the.smtp, codeIdIn(asked.text)!);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const tried = await giveCode(the.shop, codeId, wrong, "127.0.0.6");
      expect(tried.status).toBe(400);
      expect(page(tried.text).text).toContain("That code is not right");
    }
    expect((await giveCode(the.shop, codeId, code, "127.0.0.6")).status).toBe(400);
  });

  test("an address with an account and one without get the same answer and the same email", async () => {
    await signInCustomer(the.shop, the.smtp, "known@example.com");
    const known = await askForCode(the.shop, "known@example.com");
    const unknown = await askForCode(the.shop, "nobody.yet@example.com");
    expect(known.status).toBe(unknown.status);
    const same = (html: string, email: string) =>
      mainOf(html)
        .replaceAll(email, "EMAIL")
        .replace(/[0-9a-f]{24}/g, "ID");
    expect(same(known.text, "known@example.com")).toBe(
      same(unknown.text, "nobody.yet@example.com"),
    );
    const knownMail = await codeFromMail(the.smtp, codeIdIn(known.text)!);
    const unknownMail = await codeFromMail(the.smtp, codeIdIn(unknown.text)!);
    expect(knownMail.code).toMatch(/^\d{6}$/);
    expect(unknownMail.code).toMatch(/^\d{6}$/);
  });

  test("codes are limited per address and per client, other clients unaffected", async () => {
    // Per address: 5 an hour, from whichever clients.
    for (let i = 0; i < 5; i++) {
      const from = i % 2 ? "127.0.0.2" : "127.0.0.3";
      expect((await askForCode(the.shop, "popular@example.com", from)).status).toBe(200);
    }
    const sixth = await askForCode(the.shop, "popular@example.com", "127.0.0.2");
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    expect(page(sixth.text).text).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
    // Per client: 10 an hour whatever the addresses (127.0.0.2 has asked 3 times, one refused).
    for (let i = 0; i < 8; i++) {
      expect((await askForCode(the.shop, `many${i}@example.com`, "127.0.0.2")).status).toBe(200);
    }
    const refused = await askForCode(the.shop, "one.more@example.com", "127.0.0.2");
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await askForCode(the.shop, "one.more@example.com", "127.0.0.3")).status).toBe(200);
  });

  test("wrong codes are limited per client across codes: 20 in 15 minutes", async () => {
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        codeIdIn((await askForCode(the.shop, `guess${i}@example.com`, "127.0.0.7")).text)!,
      );
    }
    let tries = 0;
    for (const codeId of codes.slice(0, 4)) {
      for (let i = 0; i < 5; i++, tries++) {
        expect((await giveCode(the.shop, codeId, "123456", "127.0.0.7")).status).toBe(400);
      }
    }
    expect(tries).toBe(20);
    const limited = await giveCode(the.shop, codes[4]!, "123456", "127.0.0.7");
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});

describe("a code's 10 minutes on the shop's clock", () => {
  test("works at 9 minutes, and no longer after 10", async () => {
    const smtp = await testSmtp();
    await smtp.start("accept");
    const at = (iso: string) => ({
      SMTP_URL: smtp.url,
      SHOP_FAKE_NOW: iso,
      TEST_ONLY_FAKE_CLOCK_IN_PRODUCTION: "1",
    });
    let shop = await startShopProcess(at("2027-03-01T08:00:00.000Z"));
    try {
      const early = await askForCode(shop, "early@example.com");
      const late = await askForCode(shop, "late@example.com");
      const earlyCode = await codeFromMail(smtp, codeIdIn(early.text)!);
      const lateCode = await codeFromMail(smtp, codeIdIn(late.text)!);
      await shop.stop();
      shop = await startShopProcess(at("2027-03-01T08:09:00.000Z"), shop.dir);
      expect((await giveCode(shop, earlyCode.codeId, earlyCode.code)).status).toBe(302);
      await shop.stop();
      shop = await startShopProcess(at("2027-03-01T08:10:01.000Z"), shop.dir);
      const expired = await giveCode(shop, lateCode.codeId, lateCode.code);
      expect(expired.status).toBe(400);
      expect(setsCustomerCookie(expired)).toBe(false);
    } finally {
      await shop.stop();
      await smtp.stop();
    }
  });
});

describe("the customer's session and the admin's", () => {
  const the = sharedShopWithMail();
  const adminStorage = createCookieSessionStorage<{ token: string }>({
    cookie: { name: "__admin", secrets: ["server-test-secret"] },
  });
  const valueOf = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);

  test("a customer's cookie opens nothing of the admin, under its name or the admin's", async () => {
    const cookie = await signInCustomer(the.shop, the.smtp, "not.staff@example.com");
    for (const sent of [cookie, `__admin=${valueOf(cookie)}`]) {
      const portal = await callShop(the.shop, "/admin/dashboard", { headers: { Cookie: sent } });
      expect(portal.status).toBe(302);
      expect(portal.headers.location).toMatch(/^\/admin/);
      const api = await callShop(the.shop, "/api/admin/activity", { headers: { Cookie: sent } });
      expect(api.status).toBe(401);
    }
    const bearer = await callShop(the.shop, "/api/admin/activity", { token: valueOf(cookie) });
    expect([401, 403]).toContain(bearer.status);
  });

  test("an admin's session is no customer's: the account page asks for a code", async () => {
    const session = await adminStorage.getSession();
    session.set("token", the.token);
    const committed = await adminStorage.commitSession(session);
    const adminCookie = committed.slice(0, committed.indexOf(";"));
    expect(
      (await callShop(the.shop, "/admin/dashboard", { headers: { Cookie: adminCookie } })).status,
    ).toBe(200);
    for (const sent of [adminCookie, `mf_customer=${valueOf(adminCookie)}`]) {
      const account = await accountPage(the.shop, sent);
      expect(account.status).toBe(200);
      expect(signedIn(account.text)).toBe(false);
      expect(page(account.text).byRole("button", "Email me a code")).toBeDefined();
    }
  });

  test("'Sign out' ends this session; 'Sign out everywhere' ends every one", async () => {
    const email = "two.phones@example.com";
    const one = await signInCustomer(the.shop, the.smtp, email);
    const two = await signInCustomer(the.shop, the.smtp, email);
    const three = await signInCustomer(the.shop, the.smtp, email);
    const out = await postForm(
      the.shop,
      "/account",
      { intent: "sign-out" },
      { headers: { Cookie: one } },
    );
    expect(out.status).toBe(302);
    expect(signedIn((await accountPage(the.shop, one)).text)).toBe(false);
    expect(signedIn((await accountPage(the.shop, two)).text)).toBe(true);
    await postForm(
      the.shop,
      "/account",
      { intent: "sign-out-everywhere" },
      { headers: { Cookie: two } },
    );
    expect(signedIn((await accountPage(the.shop, two)).text)).toBe(false);
    expect(signedIn((await accountPage(the.shop, three)).text)).toBe(false);
  });
});

describe("My orders and the customer's data", () => {
  const the = sharedShopWithMail();

  async function orderFor(email: string) {
    const bouquet = await createBouquet(the.shop, the.token, { title: "Ivory Hour", price: 950 });
    return (await placeAndStartPayment(the.shop, bouquet, { email })).order;
  }

  test("every order placed with the email, before and after the account, and never another's", async () => {
    const before = await orderFor("Layla.Own@Example.com");
    const stranger = await orderFor("stranger@example.com");
    const cookie = await signInCustomer(the.shop, the.smtp, "layla.own@example.com");
    const after = await orderFor("layla.own@example.com");
    const mine = page((await accountPage(the.shop, cookie)).text);
    expect(mine.text).toContain(`Order ${before.orderNumber}`);
    expect(mine.text).toContain(`Order ${after.orderNumber}`);
    expect(mine.text).not.toContain(stranger.orderNumber);
    // Newest first, each with its tracking link.
    expect(mine.text.indexOf(after.orderNumber)).toBeLessThan(
      mine.text.indexOf(before.orderNumber),
    );
    expect(mine.allByRole("link", "Track this order")).toHaveLength(2);
    const data = (
      await callShop(the.shop, "/account/data.json", { headers: { Cookie: cookie } })
    ).json();
    expect(data.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
      after.orderNumber,
      before.orderNumber,
    ]);
    const strangerCookie = await signInCustomer(the.shop, the.smtp, "stranger@example.com");
    const theirs = page((await accountPage(the.shop, strangerCookie)).text).text;
    expect(theirs).toContain(stranger.orderNumber);
    expect(theirs).not.toContain(before.orderNumber);
  });

  test("consent, 'Download my data' and 'Delete my account'", async () => {
    const email = "leaving@example.com";
    const order = await orderFor(email);
    const cookie = await signInCustomer(the.shop, the.smtp, email);
    const headers = { Cookie: cookie };
    const [{ id }] = readDb<{ id: string }>(
      the.shop,
      "select id from customers where email = ?",
      email,
    ) as [{ id: string }];
    // An unticked box: saving without ticking gives no consent.
    await postForm(the.shop, "/account", { intent: "consent" }, { headers });
    expect(readDb(the.shop, "select * from customer_consents")).toHaveLength(0);
    await postForm(the.shop, "/ar/account", { intent: "consent", consent: "yes" }, { headers });
    const [consent] = readDb<{ words: string; page: string; given_at: string }>(
      the.shop,
      "select * from customer_consents",
    );
    expect(consent).toMatchObject({ words: "راسلوني بالتذكيرات والأخبار", page: "/ar/account" });

    const download = await callShop(the.shop, "/account/data.json", { headers });
    expect(download.headers["content-disposition"]).toMatch(/attachment/);
    expect(download.headers["cache-control"]).toBe("no-store");
    const data = download.json();
    expect(data.account.email).toBe(email);
    expect(data.consents[0]).toMatchObject({
      words: "راسلوني بالتذكيرات والأخبار",
      withdrawnAt: null,
    });
    expect(data.orders[0]).toMatchObject({ orderNumber: order.orderNumber, total: "950.00" });
    expect((await callShop(the.shop, "/account/data.json")).status).toBe(401);

    await postForm(the.shop, "/account", { intent: "withdraw-consent" }, { headers });
    expect(
      readDb<{ withdrawn_at: string | null }>(the.shop, "select * from customer_consents")[0]!
        .withdrawn_at,
    ).not.toBeNull();

    // Not confirmed: nothing goes.
    await postForm(the.shop, "/account", { intent: "delete-account" }, { headers });
    expect(readDb(the.shop, "select * from customers where email = ?", email)).toHaveLength(1);
    const deleted = await postForm(
      the.shop,
      "/account",
      { intent: "delete-account", confirm: "yes" },
      { headers },
    );
    expect(deleted.status).toBe(302);
    expect(String(deleted.headers["set-cookie"])).toMatch(/mf_customer=;/);
    expect(signedIn((await accountPage(the.shop, cookie)).text)).toBe(false);
    expect(readDb(the.shop, "select * from customers where email = ?", email)).toHaveLength(0);
    for (const table of ["customer_sessions", "customer_consents"]) {
      expect(readDb(the.shop, `select * from ${table} where customer_id = ?`, id)).toHaveLength(0);
    }
    expect(readDb(the.shop, "select * from orders where id = ?", order._id)).toHaveLength(1);

    const log = (
      await callShop(the.shop, "/api/admin/activity?action=account-deleted", { token: the.token })
    ).json();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actor: "customer", subject: "l•••@example.com" });
    const logged = JSON.stringify(log[0]);
    expect(logged).not.toContain(email);
    expect(logged).not.toContain(cookie.slice(cookie.indexOf("=") + 1));
  });
});
