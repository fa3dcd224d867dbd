// Emails that are never lost, against the real server process and a real mail server (smtp-server
// on a loopback port): paid orders while the mail server is down, and a kill -9 of the shop while
// their emails wait, all arrive exactly once when it is back; an email refused for good is listed
// under 'Needs attention' and 'Send again' delivers it; a silent mail server holds up no request.
import Database from "better-sqlite3";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, test } from "vitest";
import { testSmtp, type TestSmtp } from "../support/smtp";
import {
  ADMIN,
  callShop,
  createBouquet,
  placeAndStartPayment,
  pressPayNow,
  signIn,
  startShopProcess,
  type Bouquet,
  type ShopProcess,
} from "../support/server-process";

/** The shop with its mail through the test's server, retrying every second (test-only). */
const shopFor = (smtp: TestSmtp, dir?: string) =>
  startShopProcess(
    {
      SMTP_URL: smtp.url,
      OUTBOX_RETRY_SECONDS: "1",
      TEST_ONLY_OUTBOX_RETRY_IN_PRODUCTION: "1",
    },
    dir,
  );

interface OutboxRow {
  key: string;
  messageId: string;
  state: string;
  attempts: number;
}

/** Rows read straight from the shop's database file. */
function readAll<T>(shop: ShopProcess, sql: string, ...params: unknown[]): T[] {
  const sqlite = new Database(join(shop.dir, "shop.db"), { readonly: true });
  sqlite.pragma("busy_timeout = 5000");
  try {
    return sqlite.prepare(sql).all(...params) as T[];
  } finally {
    sqlite.close();
  }
}

/** The shop's outbox table. */
const outboxOf = (shop: ShopProcess) =>
  readAll<OutboxRow>(
    shop,
    "select key, message_id as messageId, state, attempts from outbox_messages order by key",
  );

/** An order placed and paid on the demo provider's page; its id. */
async function paidOrder(shop: ShopProcess, bouquet: Bouquet, n: number) {
  const { order, paymentUrl } = await placeAndStartPayment(shop, bouquet, {
    email: `guest${n}@example.com`,
  });
  const pay = await pressPayNow(shop, paymentUrl);
  expect(pay.status).toBe(302);
  return order._id;
}

/** Every order's confirmation to the customer and the shop's copy. */
const confirmationKeys = (orderIds: string[]) =>
  orderIds
    .flatMap((id) => [`order:${id}:confirmation:customer`, `order:${id}:confirmation:shop`])
    .sort();

/** The mail server got each of the outbox's messages exactly once, and nothing else. */
function expectEachOnce(smtp: TestSmtp, rows: OutboxRow[]) {
  const counts = smtp.countsByMessageId();
  expect([...counts.keys()].sort()).toEqual(rows.map((row) => row.messageId).sort());
  expect([...counts.values()].every((count) => count === 1)).toBe(true);
}

const shops: ShopProcess[] = [];
const servers: TestSmtp[] = [];
async function started(smtp: TestSmtp, dir?: string) {
  const shop = await shopFor(smtp, dir);
  shops.push(shop);
  return shop;
}
async function mailServer() {
  const smtp = await testSmtp();
  servers.push(smtp);
  return smtp;
}
afterEach(async () => {
  await Promise.all(shops.splice(0).map((shop) => shop.stop()));
});
afterAll(async () => {
  await Promise.all(servers.map((smtp) => smtp.stop()));
});

describe("the mail server down", () => {
  test("5 orders paid while it is down: once it is back, every email arrives exactly once", async () => {
    const smtp = await mailServer();
    const shop = await started(smtp);
    const token = await signIn(shop);
    const bouquet = await createBouquet(shop, token, { title: "Ivory Hour", price: 950 });
    const orderIds: string[] = [];
    for (let n = 1; n <= 5; n += 1) orderIds.push(await paidOrder(shop, bouquet, n));
    const keys = confirmationKeys(orderIds);
    // Written with the payments, and tried (and failed) at least twice each while it is down.
    await expect
      .poll(() =>
        outboxOf(shop)
          .filter((row) => row.attempts >= 2)
          .map((row) => row.key),
      )
      .toEqual(keys);
    expect(smtp.received).toHaveLength(0);

    await smtp.start("accept");
    await expect.poll(() => outboxOf(shop).map((row) => row.state)).toEqual(Array(10).fill("sent"));
    const rows = outboxOf(shop);
    expectEachOnce(smtp, rows);
    // The customer's confirmation and the shop's copy of each order.
    expect(
      smtp.received.filter((mail) => mail.to[0] === "concierge@maisonflorale.ae"),
    ).toHaveLength(5);
  });

  test("a kill -9 of the shop while emails wait loses none: the restarted shop sends each once", async () => {
    const smtp = await mailServer();
    const first = await started(smtp);
    const token = await signIn(first);
    const bouquet = await createBouquet(first, token, { title: "Blush Reverie", price: 1200 });
    const orderIds = [await paidOrder(first, bouquet, 1), await paidOrder(first, bouquet, 2)];
    await expect.poll(() => outboxOf(first).filter((row) => row.attempts >= 1).length).toBe(4);
    first.child.kill("SIGKILL");
    await first.exited;

    const again = await started(smtp, first.dir);
    await smtp.start("accept");
    await expect.poll(() => outboxOf(again).map((row) => row.state)).toEqual(Array(4).fill("sent"));
    const rows = outboxOf(again);
    expect(rows.map((row) => row.key)).toEqual(confirmationKeys(orderIds));
    expectEachOnce(smtp, rows);
  });
});

/** The admin signed in through the sign-in form, as a browser without JavaScript. */
async function adminBrowser(shop: ShopProcess) {
  const cookieOf = (answer: { headers: Record<string, unknown> }, previous: string) => {
    const set = ([] as string[])
      .concat((answer.headers["set-cookie"] as string[] | undefined) ?? [])
      .find((cookie) => cookie.startsWith("__admin="));
    return set ? set.split(";")[0]! : previous;
  };
  const csrfIn = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)![1]!;
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const page = await callShop(shop, "/admin");
  let cookie = cookieOf(page, "");
  const login = await callShop(shop, "/admin?index", {
    ...form({ csrf: csrfIn(page.text), username: ADMIN.username, password: ADMIN.password }),
    headers: { ...form({}).headers, Cookie: cookie },
  });
  expect(login.status).toBe(302);
  cookie = cookieOf(login, cookie);
  const get = (path: string) => callShop(shop, path, { headers: { Cookie: cookie } });
  const post = (path: string, fields: Record<string, string>) =>
    callShop(shop, path, { ...form(fields), headers: { ...form({}).headers, Cookie: cookie } });
  return { get, post, csrfIn };
}

describe("an email refused for good", () => {
  test("is listed under 'Needs attention'; 'Send again' delivers it once the server takes it", async () => {
    const smtp = await mailServer();
    await smtp.start("refuse");
    const shop = await started(smtp);
    const token = await signIn(shop);
    const bouquet = await createBouquet(shop, token, { title: "Ivory Cascade", price: 1450 });
    await paidOrder(shop, bouquet, 7);
    await expect.poll(() => outboxOf(shop).map((row) => row.state)).toEqual(["failed", "failed"]);

    const admin = await adminBrowser(shop);
    const dashboard = await admin.get("/admin/dashboard");
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain("Needs attention");
    expect(dashboard.text).toContain("guest7@example.com");
    expect(dashboard.text).toContain("Refused by the mail server: 550 5.1.1 Mailbox unavailable");
    const ids = [...dashboard.text.matchAll(/name="id" value="([0-9a-f]{24})"/g)].map((m) => m[1]!);
    expect(ids).toHaveLength(2);

    await smtp.start("accept");
    // Without the session's CSRF secret nothing is sent again.
    const forged = await admin.post("/admin/dashboard", { intent: "send-again", id: ids[0]! });
    expect(forged.status).toBe(403);
    const csrf = admin.csrfIn(dashboard.text);
    for (const id of ids) {
      const again = await admin.post("/admin/dashboard", { csrf, intent: "send-again", id });
      expect(again.status).toBe(302);
      expect(again.headers.location).toBe("/admin/dashboard");
    }
    await expect.poll(() => outboxOf(shop).map((row) => row.state)).toEqual(["sent", "sent"]);
    expectEachOnce(smtp, outboxOf(shop));
    const after = await admin.get("/admin/dashboard");
    expect(after.text).not.toContain("Needs attention");
    expect(
      readAll(shop, "select actor, action from activity_log where action = ?", "email-sent-again"),
    ).toEqual([
      { actor: ADMIN.username, action: "email-sent-again" },
      { actor: ADMIN.username, action: "email-sent-again" },
    ]);
  });
});

describe("a silent mail server", () => {
  test("holds up no request while a try waits for its greeting, nor the graceful shutdown", async () => {
    const smtp = await mailServer();
    await smtp.start("silent");
    const shop = await started(smtp);
    const token = await signIn(shop);
    const bouquet = await createBouquet(shop, token, { title: "Quiet Garden", price: 800 });
    await paidOrder(shop, bouquet, 9);
    // The worker holds a message while it waits (up to 10 s) for a greeting that never comes.
    await expect
      .poll(() =>
        readAll(
          shop,
          "select id from outbox_messages where attempts = 0 and next_attempt_at > created_at",
        ),
      )
      .not.toEqual([]);
    // However long an answer takes on a busy machine: it comes while the try it would queue
    // behind still waits, its connection open (a request held up would end with the try).
    const answeredWhileWaiting = async <T>(request: () => Promise<T>) => {
      await expect.poll(() => smtp.waiting().length).toBeGreaterThan(0);
      const waiting = smtp.waiting();
      const answer = await request();
      expect(waiting.some((socket) => !socket.destroyed)).toBe(true);
      return answer;
    };
    for (let n = 0; n < 5; n += 1) {
      const answer = await answeredWhileWaiting(() => callShop(shop, "/api/collection"));
      expect(answer.status).toBe(200);
    }
    await answeredWhileWaiting(() => paidOrder(shop, bouquet, 10));
    expect(outboxOf(shop).every((row) => row.state === "pending")).toBe(true);

    expect(await shop.stop()).toBe(0);
    // The try in flight is abandoned at once: the shop stops without the 5 s the scheduler
    // would wait for a pass, measured by the shop's own log, whatever the machine's load.
    const at = (message: string) =>
      shop.logLines().find((line) => line.msg === message)?.time as number;
    expect(at("stopped") - at("stopping: finishing the requests in flight")).toBeLessThan(5_000);
  });
});
