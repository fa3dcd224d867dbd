// The address book at checkout, on the shop as a process, as a browser without scripts: a
// signed-in customer is offered 'Send to' with their own recipients (never another's), and 'Use'
// fills the form; 'Save this recipient' saves the gift's recipient once when it is kept or
// ordered, nothing unticked, and a guest never sees the box; the bouquet's kept page stays the
// same bytes with the customer's cookie or without.
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, test } from "vitest";
import { CHECKOUT_ADDRESS, deliverableDate } from "../support/catalogue";
import { signInCustomer } from "../support/customer-account";
import { sharedShopWithMail } from "../support/mail-shop";
import {
  callShop,
  createBouquet,
  postForm,
  type Bouquet,
  type ShopProcess,
} from "../support/server-process";

const recipientsOf = (shop: ShopProcess, email: string) => {
  const sqlite = new Database(join(shop.dir, "shop.db"), { readonly: true });
  try {
    return sqlite
      .prepare(
        "select r.name, r.phone, r.address from customer_recipients r join customers c on c.id = r.customer_id where c.email = ? order by r.name",
      )
      .all(email) as { name: string; phone: string; address: string }[];
  } finally {
    sqlite.close();
  }
};

describe("recipients at checkout", () => {
  const the = sharedShopWithMail({}, async ({ shop, token }) => ({
    bouquet: await createBouquet(shop, token),
  })) as ReturnType<typeof sharedShopWithMail> & { bouquet: Bouquet };

  const checkoutPath = () => {
    const size = the.bouquet.sizes[0]!;
    const choices = new URLSearchParams({
      size: size.sizeName,
      date: deliverableDate(),
      time: "evening",
      step: "details",
    });
    return `/collection/${the.bouquet._id}?${choices}`;
  };
  const fieldsOf = (fields: Record<string, string>) => {
    const size = the.bouquet.sizes[0]!;
    return {
      itemId: the.bouquet._id,
      size: size.sizeName,
      date: deliverableDate(),
      time: "evening",
      price: String(Math.round(size.price * 100)),
      key: crypto.randomUUID(),
      ...CHECKOUT_ADDRESS,
      recipientName: "Noura",
      recipientPhone: "050 765 4321",
      ...fields,
    };
  };
  const post = (cookie: string | null, fields: Record<string, string>) =>
    postForm(
      the.shop,
      checkoutPath(),
      fieldsOf(fields),
      cookie ? { headers: { Cookie: cookie } } : {},
    );
  const checkoutPage = (cookie: string | null) =>
    callShop(the.shop, checkoutPath(), cookie ? { headers: { Cookie: cookie } } : {});

  test("'Save this recipient' keeps the gift's recipient once; unticked or a guest, nothing", async () => {
    const email = "saver@example.com";
    const cookie = await signInCustomer(the.shop, the.smtp, email);
    expect((await checkoutPage(cookie)).text).toContain("Save this recipient");
    expect((await checkoutPage(null)).text).not.toContain("Save this recipient");

    // Unticked: the gift is kept, the address book stays empty.
    expect((await post(cookie, { intent: "add-gift" })).status).toBe(302);
    expect(recipientsOf(the.shop, email)).toHaveLength(0);

    // Ticked, twice (kept, then ordered): one recipient.
    const ticked = { saveRecipient: "on", gift: "on" };
    expect((await post(cookie, { ...ticked, intent: "add-gift" })).status).toBe(302);
    const order = { name: "Sara", email, phone: "050 111 2222" };
    expect((await post(cookie, { ...ticked, ...order })).status).toBe(302);
    const saved = recipientsOf(the.shop, email);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ name: "Noura", phone: "+971507654321" });
    expect(JSON.parse(saved[0]!.address)).toMatchObject(CHECKOUT_ADDRESS);

    // Asked of the recipient: no address to keep.
    await post(cookie, {
      ...ticked,
      intent: "add-gift",
      recipientName: "Asked",
      addressFromRecipient: "on",
    });
    expect(recipientsOf(the.shop, email)).toHaveLength(1);

    // A guest posting the box saves nothing anywhere.
    expect(
      (await post(null, { ...ticked, intent: "add-gift", recipientName: "Guest" })).status,
    ).toBe(302);
    expect(recipientsOf(the.shop, email).map((one) => one.name)).toEqual(["Noura"]);
  });

  test("'Send to' offers the customer's own recipients and 'Use' fills the form", async () => {
    const email = "sender@example.com";
    const cookie = await signInCustomer(the.shop, the.smtp, email);
    const other = await signInCustomer(the.shop, the.smtp, "someone-else@example.com");
    // No recipients yet: no 'Send to'.
    expect((await checkoutPage(cookie)).text).not.toContain("Send to");
    await postForm(
      the.shop,
      "/account",
      {
        intent: "save-recipient",
        name: "Layla",
        phone: "050 123 4567",
        emirate: "Dubai",
        area: "Dubai Marina",
        building: "Marina Gate 2",
        flat: "1204",
      },
      { headers: { Cookie: cookie } },
    );
    await postForm(
      the.shop,
      "/account",
      {
        intent: "save-recipient",
        name: "Hidden Person",
        phone: "050 999 8888",
        ...CHECKOUT_ADDRESS,
      },
      { headers: { Cookie: other } },
    );

    const mine = (await checkoutPage(cookie)).text;
    expect(mine).toContain("Send to");
    expect(mine).toContain(">Layla</option>");
    expect(mine).not.toContain("Hidden Person");
    expect((await checkoutPage(null)).text).not.toContain("Send to");
    const layla = /<option value="([^"]+)">Layla<\/option>/.exec(mine)![1]!;

    // 'Use' without scripts: the form comes back with Layla's details, the buyer's kept.
    const used = await post(cookie, {
      intent: "send-to",
      sendTo: layla,
      name: "Sara Buyer",
      recipientName: "",
      recipientPhone: "",
      building: "",
    });
    expect(used.status).toBe(200);
    expect(used.text).toContain('value="Sara Buyer"');
    expect(used.text).toContain('value="Layla"');
    expect(used.text).toContain('value="+971501234567"');
    expect(used.text).toContain('value="Marina Gate 2"');
    expect(used.text).toContain('value="1204"');

    // Another customer's recipient fills nothing.
    const hidden = /<option value="([^"]+)">Hidden Person<\/option>/.exec(
      (await checkoutPage(other)).text,
    )![1]!;
    const refused = await post(cookie, { intent: "send-to", sendTo: hidden, building: "" });
    expect(refused.text).not.toContain("Hidden Person");
    expect(refused.text).not.toContain("+971509998888");
  });

  test("the catalogue's kept pages are the same with the customer's cookie or without", async () => {
    const cookie = await signInCustomer(the.shop, the.smtp, "bytes@example.com");
    // A signed-in customer is never answered from the page cache (only the colour variant's and
    // the cart's cookies are): their copy is rendered, with a nonce and a checkout key of its
    // own, and a countdown to the same-day cut-off as of its own render (before the cut-off, it
    // differs by the milliseconds between the two renders). Everything else is the kept page's
    // bytes.
    const ownValues = (html: string) =>
      html
        .replace(/ nonce="[^"]*"/g, "")
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "KEY")
        .replace(/msUntilCutoff\\",\d+/g, "msUntilCutoff")
        .replace(/Order within <strong>[^<]*<\/strong>/g, "Order within");
    for (const path of ["/collection", "/ar/collection", `/collection/${the.bouquet._id}`]) {
      const first = await callShop(the.shop, path);
      const variant = (first.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]!);
      const kept = await callShop(the.shop, path, { headers: { Cookie: variant.join("; ") } });
      const customer = await callShop(the.shop, path, {
        headers: { Cookie: [...variant, cookie].join("; ") },
      });
      expect(customer.status).toBe(200);
      expect(ownValues(customer.text), path).toBe(ownValues(kept.text));
    }
  });
});
