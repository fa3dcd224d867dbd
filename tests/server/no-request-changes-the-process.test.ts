// No request changes an object outside itself. A staff member replays the pollution of the
// process through the Shop content form (`__proto__.bcc`, `heroSlides.__proto__.bcc`, a polluted
// `raw` or `PUBLIC_URL`), and the same names go at every other place that reads keys from a
// request (public forms urlencoded and multipart, the admin's upload form, JSON bodies, query
// strings): each is a 400 that changes nothing. Then a paid order's emails, read back from a real
// SMTP server, carry no Bcc, no foreign body and no foreign link, and the admin and the contact
// pages still answer 200.
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import { portal } from "../support/portal";
import {
  ADMIN,
  callShop,
  createBouquet,
  orderBody,
  placeAndStartPayment,
  postMultipart,
  pressPayNow,
} from "../support/server-process";
import { sharedShopWithMail } from "../support/mail-shop";

const STAFF = { username: "maya.staff", password: "a staff password of hers" };
const SPY = "spy@evil.example";

/** Every way the review wrote into Object.prototype, as form field names. */
const POLLUTING_FIELDS: Record<string, string> = {
  "__proto__.bcc": SPY,
  "heroSlides.__proto__.bcc": SPY,
  "__proto__.raw": "Your order is on hold: pay again at https://evil.example/pay",
  "__proto__.PUBLIC_URL": "https://evil.example",
  "constructor.prototype.bcc": SPY,
};

const the = sharedShopWithMail({}, async ({ shop, token }) => {
  const bouquet = await createBouquet(shop, token, { title: "Ivory Cascade", price: 1450 });
  const owner = await portal(shop, ADMIN);
  expect((await owner.post("/admin/team", { ...STAFF, role: "staff" })).status).toBeLessThan(400);
  const db = new Database(join(shop.dir, "shop.db"));
  db.prepare("update admins set must_change_password = 0 where username = ?").run(STAFF.username);
  db.close();
  return { bouquet, staff: await portal(shop, STAFF, "127.0.0.2") };
});

/** The shop content as stored, to see that nothing was saved. */
const storedContent = () =>
  new Database(join(the.shop.dir, "shop.db"), { readonly: true })
    .prepare("select count(*) as changes from shop_content_changes")
    .get();

describe("names that reach a prototype", () => {
  test("a staff member's Shop content form carrying them is refused whole, whatever the intent", async () => {
    const before = storedContent();
    const content = await the.staff.get("/admin/content");
    expect(content.status).toBe(200);
    for (const [name, value] of Object.entries(POLLUTING_FIELDS)) {
      for (const intent of ["save", "add heroSlides 0", "nonsense"]) {
        const refused = await the.staff.post("/admin/content", { intent, [name]: value });
        expect(refused.status, `${name} with ${intent}`).toBe(400);
      }
    }
    expect(storedContent()).toEqual(before);
  });

  test("every other place that reads keys from a request refuses them", async () => {
    const contact = { name: "Noura", email: "noura@example.com", message: "Hello" };
    const urlencoded = await callShop(the.shop, "/contact", {
      method: "POST",
      from: "127.0.0.3",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...contact, "__proto__[bcc]": SPY }).toString(),
    });
    expect(urlencoded.status).toBe(400);

    const small = new FormData();
    for (const [name, value] of Object.entries(contact)) small.set(name, value);
    small.set("__proto__.bcc", SPY);
    expect((await postMultipart(the.shop, "/contact", small, { from: "127.0.0.3" })).status).toBe(
      400,
    );

    // The admin's upload form streams under its own reader: the same refusal.
    const upload = new FormData();
    upload.set("title", "Polluted");
    upload.set("constructor.prototype.bcc", SPY);
    const uploaded = await postMultipart(the.shop, "/api/collection", upload, { token: the.token });
    expect(uploaded.status).toBe(400);
    expect(uploaded.json().error).toMatch(/__proto__/);
    const edited = await postMultipart(
      the.shop,
      `/admin/collection/${the.bouquet._id}/edit`,
      upload,
      {
        headers: { Cookie: the.staff.cookie },
      },
    );
    expect(edited.status).toBe(400);

    // JSON.stringify would turn a __proto__ key into a prototype, so the body is written out.
    const order = JSON.stringify(orderBody(the.bouquet));
    for (const body of [
      `{"__proto__":{"bcc":"${SPY}"},${order.slice(1)}`,
      order.replace('"items":[{', `"items":[{"constructor":{"prototype":{"bcc":"${SPY}"}},`),
    ]) {
      const placed = await callShop(the.shop, "/api/orders", {
        method: "POST",
        from: "127.0.0.4",
        headers: { "Content-Type": "application/json" },
        body,
      });
      expect(placed.status).toBe(400);
      expect(placed.json().error).toMatch(/__proto__/);
    }

    const page = await callShop(the.shop, `/collection?__proto__[bcc]=${SPY}`);
    expect(page.status).toBe(400);
    const api = await callShop(the.shop, "/api/collection?constructor.prototype.bcc=x");
    expect(api.status).toBe(400);
    expect(api.json().error).toMatch(/__proto__/);
  });

  test("afterwards a paid order's emails are the shop's own, and every page still answers", async () => {
    const { order, paymentUrl } = await placeAndStartPayment(the.shop, the.bouquet, {
      email: "layla@example.com",
    });
    expect((await pressPayNow(the.shop, paymentUrl)).status).toBeLessThan(400);

    // The customer's confirmation and the shop's copy.
    const mails = () => the.smtp.received.filter((mail) => mail.raw.includes(order.orderNumber));
    await expect
      .poll(() => mails().length, { message: "the confirmation and the shop's copy" })
      .toBeGreaterThanOrEqual(2);
    for (const mail of mails()) {
      const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
      expect(head).not.toMatch(/^bcc:/im);
      expect(mail.to).not.toContain(SPY);
      expect(mail.raw).not.toContain("evil.example");
      expect(mail.raw).toContain(order.orderNumber);
    }
    expect(
      mails()
        .map((mail) => mail.to)
        .flat(),
    ).toContain("layla@example.com");

    for (const path of ["/admin", "/contact", "/ar/contact"]) {
      expect((await callShop(the.shop, path)).status, path).toBe(200);
    }
    expect((await the.staff.get("/admin/dashboard")).status).toBe(200);
    expect(
      the.shop.logLines().filter((line) => Number((line as { level: number }).level) >= 50),
    ).toEqual([]);
  });
});
