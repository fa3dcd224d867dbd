// The contact form's messages and the newsletter's sign-ups, stored: the trap field
// stores nothing, the 11th post in an hour is refused; the inbox without JavaScript (open marks
// read, done and back to new with the CSRF field); GET /api/admin/messages; one sign-up per
// address and its CSV.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { formBody, signInAsAdmin, type AdminBrowser } from "../support/admin-session";
import { countRows, readRow, writeRows } from "../support/database";
import { adminToken, call, callJson } from "../support/shop";

let admin: AdminBrowser;

beforeAll(async () => {
  admin = await signInAsAdmin();
});

const unique = () => randomBytes(4).toString("hex");

const post = (path: string, fields: Record<string, string>, client: string) =>
  call(path, {
    method: "POST",
    client,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: formBody(fields),
    redirect: "manual",
  });

interface StoredMessage {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: string;
  read_at: string | null;
  done_by: string | null;
}

const storedMessage = (text: string) =>
  readRow<StoredMessage>("select * from contact_messages where message = ?", text);

function contactMessage(text: string) {
  return { name: "Layla Haddad", email: "layla@example.ae", phone: "050 123 4567", message: text };
}

describe("the contact form stores each message", () => {
  test("without JavaScript: stored, then thanked on the page it redirects to", async () => {
    const text = `White peonies for Friday? ${unique()}`;
    const sent = await post("/contact", contactMessage(text), "203.0.113.21");
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/contact?sent=1#message");
    expect(storedMessage(text)).toMatchObject({
      name: "Layla Haddad",
      email: "layla@example.ae",
      phone: "050 123 4567",
      status: "new",
      read_at: null,
    });
    const page = await call("/contact?sent=1");
    expect(await page.text()).toContain("Thank you for reaching out! We&#x27;ll be in touch soon.");
  });

  test("the scripted form is answered in place", async () => {
    const text = `Roses for a wedding ${unique()}`;
    const sent = await post(
      "/contact",
      { ...contactMessage(text), answerInPlace: "1" },
      "203.0.113.22",
    );
    expect(sent.status).toBe(200);
    expect(storedMessage(text)).toBeDefined();
  });

  test("an invalid message is refused with its fields' errors and nothing stored", async () => {
    const text = `No address ${unique()}`;
    const refused = await post(
      "/contact",
      { ...contactMessage(text), email: "layla@" },
      "203.0.113.23",
    );
    expect(refused.status).toBe(400);
    expect(storedMessage(text)).toBeUndefined();
  });

  test("a database that refuses the message keeps it in the form, with 'There was an error…'", async () => {
    const text = `refused-probe ${unique()}`;
    // Only this test's message is refused, as a full disk would refuse it.
    writeRows(
      `create trigger refuse_probe before insert on contact_messages when new.message like 'refused-probe%' begin select raise(abort, 'database or disk is full'); end`,
    );
    try {
      const failed = await post("/contact", contactMessage(text), "203.0.113.29");
      expect(failed.status).toBe(500);
      const page = await failed.text();
      expect(page).toContain("There was an error sending your message. Please try again.");
      expect(page).toContain(text);
    } finally {
      writeRows("drop trigger refuse_probe");
    }
    expect(storedMessage(text)).toBeUndefined();
  });

  test("the trap field stores nothing; the 11th post in an hour is 429", async () => {
    const client = "203.0.113.24";
    const trapped = `A bot's words ${unique()}`;
    const bot = await post("/contact", { ...contactMessage(trapped), website: "x" }, client);
    expect(bot.status).toBe(302);
    expect(storedMessage(trapped)).toBeUndefined();
    const text = `Ten times ${unique()}`;
    for (let n = 0; n < 10; n += 1) {
      expect((await post("/contact", contactMessage(text), client)).status).toBe(302);
    }
    const eleventh = await post("/contact", contactMessage(text), client);
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get("Retry-After")).toBeTruthy();
    expect(countRows("contact_messages", "message = ?", text)).toBe(10);
  });
});

describe("GET /api/admin/messages", () => {
  test("401 without a token", async () => {
    const { status, body } = await callJson("/api/admin/messages");
    expect(status).toBe(401);
    expect(body.error).toEqual(expect.any(String));
  });

  test("every message, newest first, in the contract's shape", async () => {
    const text = `Tulips for Sunday ${unique()}`;
    await post("/contact", { ...contactMessage(text), phone: "" }, "203.0.113.25");
    const { status, body } = await callJson("/api/admin/messages", { token: await adminToken() });
    expect(status).toBe(200);
    expect(body[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: "Layla Haddad",
      email: "layla@example.ae",
      phone: "",
      message: text,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      status: "new",
    });
    const times = (body as { createdAt: string }[]).map((message) => message.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe("the inbox without JavaScript", () => {
  test("lists the message with the unread count; opening marks it read; done and back to new", async () => {
    const text = `Lilies for my mother ${unique()}`;
    await post("/contact", contactMessage(text), "203.0.113.26");
    const { id } = storedMessage(text)!;
    const unread = countRows("contact_messages", "read_at is null and status = 'new'");

    const list = await (await admin.get("/admin/messages")).text();
    expect(list).toContain(`href="/admin/messages/${id}"`);
    expect(list).toContain("Lilies for my mother");
    expect(list).toContain(`aria-label="Messages, ${unread} unread"`);

    const opened = await admin.get(`/admin/messages/${id}`);
    expect(opened.status).toBe(200);
    const html = await opened.text();
    expect(html).toContain(
      "mailto:layla@example.ae?subject=Re%3A%20Your%20message%20to%20Maison%20Florale&amp;body=",
    );
    expect(html).toContain('name="csrf"');
    expect(storedMessage(text)!.read_at).not.toBeNull();

    const done = await admin.post(`/admin/messages/${id}`, { status: "done" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`/admin/messages/${id}`);
    expect(storedMessage(text)).toMatchObject({
      status: "done",
      done_by: process.env.ADMIN_USERNAME,
    });
    expect(await (await admin.get("/admin/messages?show=done")).text()).toContain(id);
    expect(await (await admin.get("/admin/messages?show=new")).text()).not.toContain(id);

    await admin.post(`/admin/messages/${id}`, { status: "new" });
    expect(storedMessage(text)).toMatchObject({ status: "new", done_by: null });
  });

  test("a post without the CSRF field changes nothing", async () => {
    const text = `Orchids ${unique()}`;
    await post("/contact", contactMessage(text), "203.0.113.27");
    const { id } = storedMessage(text)!;
    const refused = await call(`/admin/messages/${id}`, {
      method: "POST",
      headers: { Cookie: admin.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: formBody({ status: "done" }),
    });
    expect(refused.status).toBe(403);
    expect(storedMessage(text)!.status).toBe("new");
  });

  test("an unknown message is 404", async () => {
    expect((await admin.get("/admin/messages/000000000000000000000000")).status).toBe(404);
  });
});

describe("newsletter sign-ups", () => {
  const signUp = (email: string, client: string, extra: Record<string, string> = {}) =>
    post("/newsletter", { email, from: "/about?x=1", ...extra }, client);

  test("a second sign-up of the same address is one sign-up, with the first consent", async () => {
    const email = `Layla.${unique()}@Example.ae`;
    const first = await signUp(`  ${email} `, "203.0.113.31");
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/about?x=1&newsletter=thanks#newsletter");
    const stored = readRow<{ consented_at: string }>(
      "select consented_at from newsletter_signups where email = ?",
      email.toLowerCase(),
    );
    expect(stored).toBeDefined();
    const again = await signUp(email.toUpperCase(), "203.0.113.31", { answerInPlace: "1" });
    expect(again.status).toBe(200);
    expect(countRows("newsletter_signups", "email = ?", email.toLowerCase())).toBe(1);
    expect(
      readRow("select consented_at from newsletter_signups where email = ?", email.toLowerCase()),
    ).toEqual(stored);
  });

  test("an address that is not one is refused and nothing stored", async () => {
    const refused = await signUp("layla@", "203.0.113.35", { answerInPlace: "1" });
    expect(refused.status).toBe(400);
    expect(countRows("newsletter_signups", "email = ?", "layla@")).toBe(0);
  });

  test("without scripts, a refusal is a page of the shop with the reason and the way back", async () => {
    const refused = await post(
      "/newsletter",
      { email: "layla@", from: "/about?x=1" },
      "203.0.113.36",
    );
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("Please enter a valid email address.");
    expect(page).toContain('href="/about?x=1#newsletter"');
    expect(countRows("newsletter_signups", "email = ?", "layla@")).toBe(0);
  });

  test("goes back only to a page of the shop", async () => {
    const away = await post(
      "/newsletter",
      { email: `far.${unique()}@example.ae`, from: "//evil.example/" },
      "203.0.113.32",
    );
    expect(away.headers.get("location")).toBe("/?newsletter=thanks#newsletter");
  });

  test("the trap field stores nothing; the 11th sign-up in an hour is 429", async () => {
    const client = "203.0.113.33";
    const bot = `bot.${unique()}@example.ae`;
    expect((await signUp(bot, client, { website: "x" })).status).toBe(302);
    expect(countRows("newsletter_signups", "email = ?", bot)).toBe(0);
    for (let n = 0; n < 10; n += 1) {
      expect((await signUp(`n${n}.${unique()}@example.ae`, client)).status).toBe(302);
    }
    expect((await signUp(`late.${unique()}@example.ae`, client)).status).toBe(429);
  });

  test("the admin lists them and downloads them as CSV, formulas kept as text", async () => {
    const email = `+cmd.${unique()}@example.ae`;
    await signUp(email, "203.0.113.34");
    const page = await (await admin.get("/admin/newsletter")).text();
    expect(page).toContain(email);
    expect(page).toMatch(/\d+ sign-ups?/);
    expect(page).toContain('href="/admin/newsletter.csv"');

    const csv = await admin.get("/admin/newsletter.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe('"email","consented_at"');
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^"'\\${email}","\\d{4}-`)));
    expect(lines.length - 2).toBe(countRows("newsletter_signups"));
  });

  test("the CSV needs a signed-in admin", async () => {
    const anonymous = await call("/admin/newsletter.csv", { redirect: "manual" });
    expect(anonymous.status).toBe(302);
  });
});
