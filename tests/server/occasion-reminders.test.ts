// The address book and occasion reminders on the shop as a process with a real mail server:
// recipients added, edited and deleted by plain form posts (no scripts); reminders at 09:00 shop
// time 7 and 2 days before on the fake clock, once each across restarts, never for a muted
// occasion or a customer without consent; the one-click unsubscribe (RFC 8058) and the mute link.
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import { accountPage, signInCustomer } from "../support/customer-account";
import { page } from "../support/html";
import { readMail } from "../support/outbox";
import { sharedShopWithMail } from "../support/mail-shop";
import { callShop, postForm, startShopProcess, type ShopProcess } from "../support/server-process";
import { testSmtp, type TestSmtp } from "../support/smtp";

function readDb<T>(shop: ShopProcess, sql: string, ...params: unknown[]): T[] {
  const sqlite = new Database(join(shop.dir, "shop.db"), { readonly: true });
  try {
    return sqlite.prepare(sql).all(...params) as T[];
  } finally {
    sqlite.close();
  }
}

const ADDRESS = { emirate: "Dubai", area: "Dubai Marina", building: "Marina Gate 2" };

const saveRecipient = (shop: ShopProcess, cookie: string, fields: Record<string, string>) =>
  postForm(
    shop,
    "/account",
    { intent: "save-recipient", ...ADDRESS, ...fields },
    { headers: { Cookie: cookie } },
  );

const recipientsOf = (shop: ShopProcess, email: string) =>
  readDb<{ id: string; name: string; phone: string }>(
    shop,
    "select r.id, r.name, r.phone from customer_recipients r join customers c on c.id = r.customer_id where c.email = ? order by r.name",
    email,
  );

describe("the address book without scripts", () => {
  const the = sharedShopWithMail();

  test("a recipient is added, refused with a wrong mobile, edited and deleted", async () => {
    const email = "book@example.com";
    const cookie = await signInCustomer(the.shop, the.smtp, email);
    const added = await saveRecipient(the.shop, cookie, { name: "Layla", phone: "050 123 4567" });
    expect(added.status).toBe(302);
    const [layla] = recipientsOf(the.shop, email);
    expect(layla).toMatchObject({ name: "Layla", phone: "+971501234567" });
    expect(page((await accountPage(the.shop, cookie)).text).text).toContain("Layla");

    const refused = await saveRecipient(the.shop, cookie, { name: "Omar", phone: "04 123 4567" });
    expect(refused.status).toBe(400);
    expect(page(refused.text).text).toContain("UAE mobile");
    expect(recipientsOf(the.shop, email)).toHaveLength(1);

    // 'Edit' is a link: the form comes filled in, and saving changes that recipient.
    const editing = await accountPage(the.shop, cookie, `/account?edit=${layla!.id}`);
    expect(editing.text).toContain('value="Marina Gate 2"');
    await saveRecipient(the.shop, cookie, {
      recipientId: layla!.id,
      name: "Layla Haddad",
      phone: "+971 50 123 4567",
    });
    expect(recipientsOf(the.shop, email)).toEqual([
      { id: layla!.id, name: "Layla Haddad", phone: "+971501234567" },
    ]);

    // Someone else's cookie deletes nothing of hers.
    const other = await signInCustomer(the.shop, the.smtp, "other@example.com");
    const form = { intent: "delete-recipient", recipientId: layla!.id };
    await postForm(the.shop, "/account", form, { headers: { Cookie: other } });
    expect(recipientsOf(the.shop, email)).toHaveLength(1);
    await postForm(the.shop, "/account", form, { headers: { Cookie: cookie } });
    expect(recipientsOf(the.shop, email)).toHaveLength(0);
  });

  test("deleting the account deletes its recipients and occasions", async () => {
    const email = "leaving@example.com";
    const cookie = await signInCustomer(the.shop, the.smtp, email);
    await saveRecipient(the.shop, cookie, { name: "Noor", phone: "0559876543" });
    const [noor] = recipientsOf(the.shop, email);
    const occasion = { intent: "add-occasion", recipientId: noor!.id, kind: "eid-al-fitr" };
    await postForm(the.shop, "/account", occasion, { headers: { Cookie: cookie } });
    expect(
      readDb(the.shop, "select * from recipient_occasions where recipient_id = ?", noor!.id),
    ).toHaveLength(1);
    const gone = { intent: "delete-account", confirm: "yes" };
    await postForm(the.shop, "/account", gone, { headers: { Cookie: cookie } });
    expect(
      readDb(the.shop, "select * from customer_recipients where id = ?", noor!.id),
    ).toHaveLength(0);
    expect(
      readDb(the.shop, "select * from recipient_occasions where recipient_id = ?", noor!.id),
    ).toHaveLength(0);
  });
});

describe("occasion reminders on the shop's clock", () => {
  const at = (smtp: TestSmtp, iso: string) => ({
    SMTP_URL: smtp.url,
    SHOP_FAKE_NOW: iso,
    TEST_ONLY_FAKE_CLOCK_IN_PRODUCTION: "1",
  });
  const reminders = (smtp: TestSmtp) =>
    smtp.received.filter((mail) => readMail(mail.raw).text.includes("/reminders/mute?"));
  /** Every email the outbox holds has gone: what the pass at the start wrote has been sent. */
  const outboxSent = (shop: ShopProcess) =>
    readDb<{ n: number }>(
      shop,
      "select count(*) as n from outbox_messages where state != 'sent'",
    )[0]!.n === 0;

  async function customerWithOccasion(
    shop: ShopProcess,
    smtp: TestSmtp,
    email: string,
    { consent, kinds }: { consent: boolean; kinds: { kind: string; date?: string }[] },
  ) {
    const cookie = await signInCustomer(shop, smtp, email);
    if (consent) {
      const given = { intent: "consent", consent: "yes" };
      await postForm(shop, "/account", given, { headers: { Cookie: cookie } });
    }
    await saveRecipient(shop, cookie, { name: `Friend of ${email}`, phone: "0501112233" });
    const [recipient] = recipientsOf(shop, email);
    for (const { kind, date } of kinds) {
      const fields = {
        intent: "add-occasion",
        recipientId: recipient!.id,
        kind,
        ...(date ? { date } : {}),
      };
      expect(
        (await postForm(shop, "/account", fields, { headers: { Cookie: cookie } })).status,
      ).toBe(302);
    }
    return { cookie, recipientId: recipient!.id };
  }

  test("7 and 2 days before at 09:00 Dubai time, once each, only with consent and not muted", async () => {
    const smtp = await testSmtp();
    await smtp.start("accept");
    // 1 March 2027, 10:00 in Dubai.
    let shop = await startShopProcess(at(smtp, "2027-03-01T06:00:00.000Z"));
    try {
      const { cookie } = await customerWithOccasion(shop, smtp, "mina@example.com", {
        consent: true,
        kinds: [
          { kind: "birthday", date: "1990-03-20" },
          { kind: "anniversary", date: "2015-03-20" },
        ],
      });
      await customerWithOccasion(shop, smtp, "no.consent@example.com", {
        consent: false,
        kinds: [{ kind: "birthday", date: "1985-03-20" }],
      });
      // The anniversary is muted from the account.
      const [anniversary] = readDb<{ id: string }>(
        shop,
        "select id from recipient_occasions where kind = 'anniversary'",
      );
      const mute = { intent: "mute-occasion", occasionId: anniversary!.id };
      await postForm(shop, "/account", mute, { headers: { Cookie: cookie } });

      // 13 March, 08:59 in Dubai: not yet.
      await shop.stop();
      shop = await startShopProcess(at(smtp, "2027-03-13T04:59:00.000Z"), shop.dir);
      await expect.poll(() => outboxSent(shop)).toBe(true);
      expect(reminders(smtp)).toHaveLength(0);

      // 13 March, 09:05: the 7-day reminder of the birthday, to the customer with consent only.
      await shop.stop();
      shop = await startShopProcess(at(smtp, "2027-03-13T05:05:00.000Z"), shop.dir);
      await expect.poll(() => reminders(smtp).length).toBe(1);
      const [first] = reminders(smtp);
      expect(first!.to).toEqual(["mina@example.com"]);
      const mail = readMail(first!.raw);
      expect(mail.subject).toContain("Birthday");
      expect(mail.text).toContain("7 days");
      expect(mail.text).toMatch(/\/collection\?date=2027-03-20&recipient=[0-9a-f]{24}/);
      const head = first!.raw
        .slice(0, first!.raw.search(/\r?\n\r?\n/))
        .replace(/\r?\n[ \t]+/g, " ");
      expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      const unsubscribe = /^List-Unsubscribe: <(https?:\/\/[^>]+)>$/m.exec(head)?.[1];
      expect(unsubscribe).toContain("/reminders/stop?customer=");

      // A restart the same morning sends nothing again.
      await shop.stop();
      shop = await startShopProcess(at(smtp, "2027-03-13T05:30:00.000Z"), shop.dir);
      await expect.poll(() => outboxSent(shop)).toBe(true);
      expect(reminders(smtp)).toHaveLength(1);

      // 18 March, 09:00: the 2-day reminder.
      await shop.stop();
      shop = await startShopProcess(at(smtp, "2027-03-18T05:00:00.000Z"), shop.dir);
      await expect.poll(() => reminders(smtp).length).toBe(2);
      expect(readMail(reminders(smtp)[1]!.raw).text).toContain("2 days");

      // One click (RFC 8058): the mail provider's POST, no cookie, stops every reminder.
      const path = unsubscribe!.slice(unsubscribe!.indexOf("/reminders"));
      const stopped = await postForm(shop, path, { "List-Unsubscribe": "One-Click" });
      expect(stopped.status).toBe(200);
      expect(
        readDb(
          shop,
          "select * from customer_consents where withdrawn_at is null and customer_id = (select id from customers where email = 'mina@example.com')",
        ),
      ).toHaveLength(0);
      const forged = await postForm(shop, path.replace(/sig=[^&]+/, "sig=forged"), {
        "List-Unsubscribe": "One-Click",
      });
      expect(forged.status).toBe(404);
    } finally {
      await shop.stop();
      await smtp.stop();
    }
  });

  test("the email's mute link asks first, then mutes that occasion", async () => {
    const smtp = await testSmtp();
    await smtp.start("accept");
    let shop = await startShopProcess(at(smtp, "2027-03-01T06:00:00.000Z"));
    try {
      await customerWithOccasion(shop, smtp, "mother@example.com", {
        consent: true,
        kinds: [{ kind: "mothers-day" }],
      });
      await shop.stop();
      shop = await startShopProcess(at(smtp, "2027-03-14T05:00:00.000Z"), shop.dir);
      await expect.poll(() => reminders(smtp).length).toBe(1);
      const text = readMail(reminders(smtp)[0]!.raw).text;
      const link = /https?:\/\/[^/\s]+(\/reminders\/mute\?\S+)/.exec(text)![1]!;
      const asked = await callShop(shop, link);
      expect(asked.status).toBe(200);
      expect(
        readDb(shop, "select * from recipient_occasions where muted_at is not null"),
      ).toHaveLength(0);
      expect((await postForm(shop, link, {})).status).toBe(200);
      expect(
        readDb(shop, "select * from recipient_occasions where muted_at is not null"),
      ).toHaveLength(1);
      // Muted: no 2-day reminder.
      await shop.stop();
      shop = await startShopProcess(at(smtp, "2027-03-19T05:00:00.000Z"), shop.dir);
      await expect.poll(() => outboxSent(shop)).toBe(true);
      expect(reminders(smtp)).toHaveLength(1);
    } finally {
      await shop.stop();
      await smtp.stop();
    }
  });
});
