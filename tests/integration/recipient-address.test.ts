// 'Ask the recipient for the address': the order taken without one, the private link the customer
// gets, the recipient's page behind it (in both languages, without JavaScript), the address saved
// once with the customer's email, and the dashboard's list of addresses still missing in time.
import { join } from "node:path";
import { DateTime } from "luxon";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { signInAsAdmin, type AdminBrowser } from "../support/admin-session";
import { deliverableDate, postCheckoutForm } from "../support/catalogue";
import { countRows, readRow } from "../support/database";
import { page as read } from "../support/html";
import { outboxMails } from "../support/outbox";
import {
  bouquetOnSale,
  orderBody,
  paidOrder,
  placeOrder,
  type Item,
  type OrderChoices,
} from "../support/paid-order";
import { adminToken, call, callJson } from "../support/shop";

let token: string;
let item: Item;
const outbox = join(process.env.TEST_DIR!, "outbox");

/** The emails, in Arabic, that tell the shop an order's recipient has given the address. */
const arabicAddressMails = (order: { orderNumber: string }) =>
  outboxMails(outbox).filter(
    (m) => m.subject === `وصلنا العنوان من مستلم الهدية — الطلب \u2068${order.orderNumber}\u2069`,
  );

/** The Abu Dhabi zone's id, as the zones a new shop starts with carry it. */
const ABU_DHABI_ZONE = "d15cf550a105fb663e11a480";

/** A gift to Noor whose address she gives herself. */
const FOR_THE_RECIPIENT = { gift: true, address: "", addressFromRecipient: true };

beforeAll(async () => {
  token = await adminToken();
  item = await bouquetOnSale(token);
});

afterEach(() => {
  delete process.env.SHOP_FAKE_NOW;
});

/** An order for the recipient to complete, paid through the demo page. */
const paidForTheRecipient = (choices: OrderChoices = {}) =>
  paidOrder(item, { ...FOR_THE_RECIPIENT, ...choices });

/** The recipient's link on the thank-you page, as a path of this site. */
async function recipientPathOf(order: { thankYou: string }) {
  const html = await (await call(order.thankYou)).text();
  const href = /<a href="([^"]+)"[^>]*data-recipient-link/.exec(html)?.[1];
  expect(href).toBeTruthy();
  return new URL(href!.replace(/&amp;/g, "&")).pathname;
}

const ADDRESS = {
  emirate: "Dubai",
  area: "Dubai Marina",
  building: "Marina Gate 2",
  flat: "Flat 1204",
  street: "",
  landmark: "Opposite the tram stop",
  makani: "12345 67890",
  mapUrl: "",
};

const postAddress = (path: string, fields: Record<string, string> = ADDRESS) =>
  call(path, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

const orderRow = (id: string) =>
  readRow<{
    address: string;
    deliveryAddress: string | null;
    addressPending: number;
    addressFromRecipient: number;
    addressReceivedAt: string | null;
    deliveryZone: string | null;
  }>(
    `select address, delivery_address as deliveryAddress, address_pending as addressPending,
       address_from_recipient as addressFromRecipient, address_received_at as addressReceivedAt,
       delivery_zone as deliveryZone
     from orders where id = ?`,
    id,
  )!;

describe("an order whose recipient gives the address", () => {
  test("the API takes it without an address: 201, addressPending true", async () => {
    const { status, body } = await placeOrder(item, FOR_THE_RECIPIENT);
    expect(status).toBe(201);
    expect(body.order).toMatchObject({
      addressFromRecipient: true,
      addressPending: true,
      address: "",
      recipientName: "Noor Saleh",
    });
    const { address: _, ...withoutAddress } = orderBody(item, FOR_THE_RECIPIENT);
    expect((await callJson("/api/orders", { method: "POST", body: withoutAddress })).status).toBe(
      201,
    );
  });

  test("an ordinary order says addressPending false; one without an address is still refused", async () => {
    const ordinary = await placeOrder(item);
    expect(ordinary.status).toBe(201);
    expect(ordinary.body.order).toMatchObject({
      addressPending: false,
      addressFromRecipient: false,
    });
    const none = await placeOrder(item, { address: "" });
    expect(none.status).toBe(400);
    expect(none.body.issues.address).toEqual(["Delivery address is required."]);
  });

  test("deliveryArea: priced by its zone, refused outside every zone, too soon for it, or beside an address", async () => {
    const withArea = (overrides: Record<string, unknown>) =>
      placeOrder(item, { ...FOR_THE_RECIPIENT, ...overrides });
    // The zone's fee: a total without it is answered with the prices.
    const unpriced = await withArea({ deliveryArea: "Yas Island" });
    expect(unpriced.status).toBe(409);
    expect(unpriced.body).toMatchObject({ totalAmount: 1045, deliveryFee: 95 });
    const placed = await withArea({ deliveryArea: "Yas Island", totalAmount: 1045 });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ deliveryFee: 95, addressPending: true, address: "" });

    const nowhere = await withArea({ deliveryArea: "Atlantis" });
    expect(nowhere.status).toBe(409);
    expect(nowhere.body.error).toBe("We do not deliver to Atlantis yet.");
    // This morning in Dubai, same-day still open: only the zone says no.
    process.env.SHOP_FAKE_NOW = DateTime.now().setZone("Asia/Dubai").set({ hour: 9 }).toISO()!;
    const today = await withArea({
      deliveryArea: "Yas Island",
      totalAmount: 1045,
      deliveryDate: deliverableDate(0),
    });
    expect(today.status).toBe(400);
    expect(today.body.error).toBe(
      "Delivery to Yas Island needs more notice. Please choose a later date.",
    );
    for (const overrides of [
      { deliveryArea: "Yas Island", addressFromRecipient: false, address: "Villa 3, Yas" },
      { deliveryArea: "Yas Island", address: "Villa 3, Yas" },
    ]) {
      const refused = await withArea(overrides);
      expect(refused.status).toBe(400);
      expect(refused.body.issues.deliveryArea).toEqual([
        "deliveryArea goes only with addressFromRecipient, when the rest of the address is to come.",
      ]);
    }
  });

  test("the recipient must be reachable: their name and mobile are required", async () => {
    const { status, body } = await placeOrder(item, {
      ...FOR_THE_RECIPIENT,
      recipientName: "",
      recipientPhone: "",
    });
    expect(status).toBe(400);
    expect(body.issues.recipientName).toEqual(["Please enter the recipient's name."]);
    expect(body.issues.recipientPhone).toEqual([
      "Please enter the recipient's mobile number, e.g. +971 50 123 4567.",
    ]);
  });
});

describe("the checkout form without JavaScript", () => {
  test("'Ask the recipient for the address' in both languages; ticked, no address is needed", async () => {
    const choices = new URLSearchParams({
      size: "Signature",
      date: deliverableDate(),
      time: "evening",
      step: "details",
    });
    const english = await (await call(`/collection/${item._id}?${choices}`)).text();
    expect(english).toContain("Ask the recipient for the address");
    const arabic = await (await call(`/ar/collection/${item._id}?${choices}`)).text();
    expect(arabic).toContain("اطلب العنوان من مستلم الهدية");

    const placed = await postCheckoutForm(item, {
      email: "layla.form@example.com",
      key: crypto.randomUUID(),
      address: "",
      addressFromRecipient: "on",
      recipientName: "Noor Saleh",
      recipientPhone: "055 765 4321",
    });
    expect(placed.status).toBe(302);
    expect(
      readRow<{ addressPending: number; address: string }>(
        "select address_pending as addressPending, address from orders where email = ?",
        "layla.form@example.com",
      ),
    ).toEqual({ addressPending: 1, address: "" });
  });

  test("ticked with the area chosen: its zone prices the delivery; the fee not shown is said first", async () => {
    const toYas = {
      key: crypto.randomUUID(),
      emirate: "Abu Dhabi",
      area: "Yas Island",
      building: "",
      addressFromRecipient: "on",
      recipientName: "Noor Saleh",
      recipientPhone: "055 765 4321",
    };
    const unshown = await postCheckoutForm(item, { ...toYas, email: "layla.yas@example.com" });
    expect(unshown.status).toBe(409);
    expect(await unshown.text()).toContain("AED 95");
    expect(countRows("orders", "email = ?", "layla.yas@example.com")).toBe(0);

    const placed = await postCheckoutForm(item, {
      ...toYas,
      key: crypto.randomUUID(),
      email: "layla.yas@example.com",
      deliveryFee: "9500",
    });
    expect(placed.status).toBe(302);
    expect(
      readRow<{ fee: number; zone: string; pending: number }>(
        "select delivery_fee as fee, delivery_zone as zone, address_pending as pending from orders where email = ?",
        "layla.yas@example.com",
      ),
    ).toEqual({ fee: 9500, zone: ABU_DHABI_ZONE, pending: 1 });
  });

  test("ticked without the recipient's mobile: refused beside the field; unticked without an address: refused", async () => {
    const noPhone = await postCheckoutForm(item, {
      email: "layla.nophone@example.com",
      key: crypto.randomUUID(),
      address: "",
      addressFromRecipient: "on",
      recipientName: "Noor Saleh",
    });
    expect(noPhone.status).toBe(400);
    expect(await noPhone.text()).toContain(
      "Please enter the recipient&#x27;s mobile number, e.g. +971 50 123 4567.",
    );
    const noAddress = await postCheckoutForm(item, {
      email: "layla.noaddress@example.com",
      key: crypto.randomUUID(),
      building: "",
    });
    expect(noAddress.status).toBe(400);
    expect(await noAddress.text()).toContain("Please enter the building or villa.");
  });
});

describe("the customer's private link", () => {
  test("on the thank-you page and in the confirmation email, with a WhatsApp share link", async () => {
    const order = await paidForTheRecipient();
    const html = await (await call(order.thankYou)).text();
    // The recipient's name is set apart, in its own direction, within the sentence.
    const thanks = read(html);
    const ask = thanks.within(thanks.byText(/^Ask Noor Saleh for the address/));
    expect(ask.byText("Noor Saleh").attrs.dir).toBe("auto");
    const path = await recipientPathOf(order);
    expect(path).toMatch(/^\/address\/[0-9a-f]{24}[A-Za-z0-9_-]{32}$/);
    expect(html).toContain(`https://wa.me/?text=`);
    expect(decodeURIComponent(/https:\/\/wa\.me\/\?text=([^"]+)/.exec(html)![1]!)).toContain(path);
    await expect
      .poll(() => outboxMails(outbox).filter((m) => m.subject.includes(order.orderNumber)).length)
      .toBe(2);
    const toCustomer = outboxMails(outbox).find(
      (m) => m.subject.includes(order.orderNumber) && m.to === "layla@example.com",
    )!;
    expect(toCustomer.text).toContain(path);
    expect(toCustomer.text).toContain("We will deliver once Noor Saleh has given the address.");
    expect(toCustomer.text).toContain("Share on WhatsApp: https://wa.me/?text=");
  });

  test("an Arabic order's link opens the Arabic page", async () => {
    const order = await paidForTheRecipient({ language: "ar" });
    const html = await (await call(order.thankYou)).text();
    const href = /<a href="([^"]+)"[^>]*data-recipient-link/.exec(html)![1]!;
    expect(new URL(href).pathname).toMatch(/^\/ar\/address\//);
    expect(html).toContain("شارك عبر واتساب");
  });
});

describe("the recipient's page", () => {
  test("a wrong or unknown token is the shop's 404", async () => {
    const order = await paidForTheRecipient();
    const path = await recipientPathOf(order);
    const forged = `${path.slice(0, -4)}AAAA`;
    const other = `/address/0123456789abcdef01234567${path.slice(-32)}`;
    for (const wrong of [forged, other, "/address/nothing", `/ar${forged}`]) {
      const response = await call(wrong);
      expect(response.status, wrong).toBe(404);
      expect(await response.text()).not.toContain("Noor");
    }
    expect((await postAddress(forged)).status).toBe(404);
  });

  test("shows the maison, the date and slot, the first name and the form; never the price, the sender or the card", async () => {
    const order = await paidForTheRecipient();
    const path = await recipientPathOf(order);
    const response = await call(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const html = await response.text();
    const date = DateTime.fromISO(deliverableDate())
      .setLocale("en-GB")
      .toFormat("cccc d LLLL yyyy");
    expect(html).toContain("Maison Florale has flowers on their way to you.");
    expect(html).toContain(`${date}, Evening (5pm-8pm)`);
    expect(html).toContain("Noor");
    expect(html).not.toContain("Saleh");
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    for (const label of ["Emirate", "Area", "Building or villa", "Makani number"]) {
      expect(html).toContain(label);
    }
    // The areas this order's delivery covers (paid free, AED 950 of flowers): Dubai's, not Abu
    // Dhabi's, with a word for a recipient elsewhere.
    expect(html).toContain('<optgroup label="Dubai">');
    expect(html).not.toContain('<optgroup label="Abu Dhabi">');
    expect(html).toContain("Is your area not in the list? Please contact us");
    // Nothing of the sender or the sale.
    for (const secret of ["Layla", "Haddad", "layla@example.com", "Happy birthday"]) {
      expect(html, secret).not.toContain(secret);
    }
    // The price as a number of its own: the token, the nonces and asset hashes are random
    // letters and digits that may hold "950" by chance.
    const withoutRandomParts = html
      .replaceAll(path.split("/").pop()!, "")
      .replace(/nonce="[^"]*"/g, "");
    expect(withoutRandomParts).not.toMatch(/(?<![\w-])950(?:\.00)?(?!\w)/);
    expect(withoutRandomParts).not.toMatch(/(?<![\w-])95000(?!\w)/);
    expect(html).not.toContain(order.orderNumber);
  });

  test("in Arabic under /ar: right to left, Arabic words and date", async () => {
    const order = await paidForTheRecipient();
    const path = await recipientPathOf(order);
    const html = await (await call(`/ar${path}`)).text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain("أين نوصل زهورك؟");
    expect(html).toContain("المبنى أو الفيلا");
    expect(html).toContain("مساء");
    expect(html).not.toContain("Happy birthday");
  });

  test("saved once without JavaScript: the address stored, the history, the customer's email; a second post changes nothing", async () => {
    const order = await paidForTheRecipient();
    const path = await recipientPathOf(order);
    const saved = await postAddress(path);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(path);
    const row = orderRow(order._id);
    expect(row.addressPending).toBe(0);
    expect(row.addressFromRecipient).toBe(1);
    expect(row.addressReceivedAt).toBeTruthy();
    // Greater Dubai's id (zones' ids are hex, the same on every read).
    expect(row.deliveryZone).toBe("71bf9fe3a37652d9209d4473");
    expect(JSON.parse(row.deliveryAddress!)).toEqual({
      emirate: "Dubai",
      area: "Dubai Marina",
      building: "Marina Gate 2",
      flat: "Flat 1204",
      landmark: "Opposite the tram stop",
      makani: "1234567890",
    });
    expect(row.address).toBe("Marina Gate 2, Flat 1204, Dubai Marina, Dubai");
    expect(
      countRows(
        "order_status_history",
        "order_id = ? and note = 'Address received from the recipient' and changed_by = 'recipient'",
        order._id,
      ),
    ).toBe(1);
    await expect
      .poll(() =>
        outboxMails(outbox).filter(
          (m) => m.subject === `The recipient has given the address — order ${order.orderNumber}`,
        ),
      )
      .toHaveLength(1);

    const thanks = await (await call(path)).text();
    expect(thanks).toContain("Thank you");
    expect(thanks).toContain("We have your address.");
    expect(thanks).not.toContain('name="building"');

    const again = await postAddress(path, { ...ADDRESS, building: "Somewhere else" });
    expect(again.status).toBe(302);
    expect(orderRow(order._id)).toEqual(row);
    expect(countRows("outbox_messages", "key like ?", `order:${order._id}:address-received%`)).toBe(
      1,
    );

    const json = await callJson(`/api/orders/${order._id}`, { token });
    expect(json.body).toMatchObject({ addressPending: false, address: row.address });
  });

  test("saved from the Arabic page, with Arabic-Indic digits; the customer's email in the order's language", async () => {
    const order = await paidForTheRecipient({ language: "ar" });
    const path = await recipientPathOf(order);
    expect(path.startsWith("/ar/address/")).toBe(true);
    const refused = await postAddress(path, { ...ADDRESS, area: "Atlantis" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("لا نوصل إلى \u2068Atlantis\u2069 بعد.");
    expect(orderRow(order._id).addressPending).toBe(1);
    const saved = await postAddress(path, { ...ADDRESS, makani: "١٢٣٤٥ ٦٧٨٩٠" });
    expect(saved.status).toBe(302);
    expect(JSON.parse(orderRow(order._id).deliveryAddress!).makani).toBe("1234567890");
    expect(await (await call(path)).text()).toContain("شكرًا لك");
    await expect.poll(() => arabicAddressMails(order)).toHaveLength(1);
  });

  test("a refused field is shown beside it, and nothing is stored", async () => {
    const order = await paidForTheRecipient();
    const path = await recipientPathOf(order);
    const refused = await postAddress(path, { ...ADDRESS, building: "", makani: "123" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Please enter the building or villa.");
    expect(html).toContain("A Makani number has 10 digits.");
    expect(orderRow(order._id).addressPending).toBe(1);
  });

  test("an area the delivery was not paid or timed for is refused with a way forward; nothing is stored", async () => {
    const order = await paidForTheRecipient();
    const path = await recipientPathOf(order);
    const refused = await postAddress(path, {
      ...ADDRESS,
      emirate: "Abu Dhabi",
      area: "Yas Island",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      "This delivery cannot go to Yas Island as booked. Please contact us and we will arrange it.",
    );
    const unknown = await postAddress(path, { ...ADDRESS, area: "Atlantis" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("We do not deliver to Atlantis yet.");
    expect(orderRow(order._id).addressPending).toBe(1);
    expect(orderRow(order._id).deliveryAddress).toBeNull();
  });

  test("with the area known at checkout, its zone prices the delivery and the recipient may choose it", async () => {
    const abuDhabi = { deliveryArea: "Yas Island", totalAmount: 950 + 95 };
    const order = await paidForTheRecipient(abuDhabi);
    expect(order.totalAmount).toBe(1045);
    const path = await recipientPathOf(order);
    const html = await (await call(path)).text();
    expect(html).toContain('<optgroup label="Abu Dhabi">');
    expect(html).toContain('<optgroup label="Dubai">');
    const saved = await postAddress(path, { ...ADDRESS, emirate: "Abu Dhabi", area: "Yas Island" });
    expect(saved.status).toBe(302);
    expect(orderRow(order._id).deliveryZone).toBe(ABU_DHABI_ZONE);
    expect(JSON.parse(orderRow(order._id).deliveryAddress!)).toMatchObject({
      emirate: "Abu Dhabi",
      area: "Yas Island",
    });
  });

  test("a cancelled order no longer needs the address", async () => {
    const order = await paidForTheRecipient();
    const path = await recipientPathOf(order);
    await callJson(`/api/orders/${order._id}/status`, {
      method: "PATCH",
      token,
      body: { status: "Cancelled" },
    });
    const html = await (await call(path)).text();
    expect(html).toContain("This delivery no longer needs an address.");
    expect((await postAddress(path)).status).toBe(302);
    expect(orderRow(order._id).addressPending).toBe(1);
  });
});

describe("the address the recipient gives serves the delivery only", () => {
  const PRIVATE = {
    emirate: "Dubai",
    area: "Dubai Marina",
    building: "Skyline Villa 9Q7",
    flat: "Penthouse 77Z",
    street: "Qamar Lane 31",
    landmark: "Behind the blue kiosk 4X",
    makani: "98765 43210",
    mapUrl: "https://maps.app.goo.gl/Zq9PinSecret",
  };
  const SECRETS = [
    "Skyline Villa 9Q7",
    "Penthouse 77Z",
    "Qamar Lane 31",
    "Behind the blue kiosk 4X",
    "9876543210",
    "98765 43210",
    "Zq9PinSecret",
  ];
  const expectNoSecret = (text: string, where: string) => {
    for (const secret of SECRETS) expect(text, `${where}: ${secret}`).not.toContain(secret);
  };

  test("thank-you page (and its data), tracking, invoice, emails and the API's answer say 'Address received' and the area", async () => {
    const idempotencyKey = crypto.randomUUID();
    const order = await paidForTheRecipient({ idempotencyKey, anonymous: true });
    const path = await recipientPathOf(order);
    expect((await postAddress(path, PRIVATE)).status).toBe(302);
    // The staff's copy holds it whole: the delivery needs it.
    expect(JSON.parse(orderRow(order._id).deliveryAddress!)).toMatchObject({
      building: "Skyline Villa 9Q7",
      mapUrl: "https://maps.app.goo.gl/Zq9PinSecret",
    });

    const thankYou = await (await call(order.thankYou)).text();
    expectNoSecret(thankYou, "thank-you page");
    expect(thankYou).toContain("Address received — Dubai Marina, Dubai");
    // The page's data as a client-side move fetches it (single fetch), beside what the HTML carries.
    const data = await (
      await call(order.thankYou.replace("/thank-you?", "/thank-you.data?"))
    ).text();
    expect(data).toContain("Dubai Marina");
    expectNoSecret(data, "thank-you data");

    const key = new URLSearchParams(order.thankYou.split("?")[1]).get("key")!;
    const tracking = await (await call(`/track/${order._id}?key=${key}`)).text();
    expectNoSecret(tracking, "tracking page");
    expect(tracking).toContain("Address received — Dubai Marina, Dubai");
    const arabic = await (await call(`/ar/track/${order._id}?key=${key}`)).text();
    expectNoSecret(arabic, "Arabic tracking page");
    expect(arabic).toContain("تم استلام العنوان — دبي مارينا، دبي");

    const invoice = await (await call(`/invoice/${order._id}?key=${key}`)).text();
    expectNoSecret(invoice, "invoice");
    expect(invoice).toContain("Address received — Dubai Marina, Dubai");
    expect(invoice).toContain("تم استلام العنوان — دبي مارينا، دبي");

    const replay = await placeOrder(item, {
      ...FOR_THE_RECIPIENT,
      idempotencyKey,
      anonymous: true,
    });
    expect(replay.status).toBe(200);
    expectNoSecret(JSON.stringify(replay.body), "the API's answer to a replay");

    await callJson(`/api/orders/${order._id}/status`, {
      method: "PATCH",
      token,
      body: { status: "In delivery" },
    });
    const toCustomer = () =>
      outboxMails(outbox).filter(
        (m) => m.to === "layla@example.com" && m.subject.includes(order.orderNumber),
      );
    await expect.poll(() => toCustomer().length).toBe(3);
    const received = toCustomer().find((m) => m.subject.startsWith("The recipient has given"))!;
    expect(received.text).toContain("Address received — Dubai Marina, Dubai");
    for (const mail of toCustomer()) {
      expectNoSecret(mail.text, mail.subject);
      expectNoSecret(mail.html, mail.subject);
    }

    // The staff still read it whole: the order's JSON, its page and the packing slip.
    const json = await callJson(`/api/orders/${order._id}`, { token });
    expect(json.body.deliveryAddress).toMatchObject({ building: "Skyline Villa 9Q7" });
    const listed = await callJson("/api/orders", { token });
    expect(JSON.stringify(listed.body)).toContain("Skyline Villa 9Q7");
    const admin = await signInAsAdmin();
    const details = await (
      await admin.get(`/admin/orders?q=${order.orderNumber}&open=${order._id}`)
    ).text();
    const slip = await (await admin.get(`/admin/orders/${order._id}/slip`)).text();
    for (const secret of ["Skyline Villa 9Q7", "Behind the blue kiosk 4X", "9876543210"]) {
      expect(details, secret).toContain(secret);
      expect(slip, secret).toContain(secret);
    }
  });

  test("an Arabic order's pages and emails say it in Arabic", async () => {
    const order = await paidForTheRecipient({ language: "ar" });
    const path = await recipientPathOf(order);
    expect((await postAddress(path, PRIVATE)).status).toBe(302);
    const thankYou = await (await call(order.thankYou)).text();
    expectNoSecret(thankYou, "Arabic thank-you page");
    expect(thankYou).toContain("تم استلام العنوان — دبي مارينا، دبي");
    await expect.poll(() => arabicAddressMails(order)).toHaveLength(1);
    const received = arabicAddressMails(order)[0]!;
    expect(received.text).toContain("تم استلام العنوان — دبي مارينا، دبي");
    expectNoSecret(received.text, "Arabic email");
    expectNoSecret(received.html, "Arabic email");
  });
});

describe("the staff's views", () => {
  let admin: AdminBrowser;
  beforeAll(async () => {
    admin = await signInAsAdmin();
  });

  test("the order list, its details and the packing slip say 'Address pending'", async () => {
    const order = await paidForTheRecipient();
    const list = await (
      await admin.get(`/admin/orders?q=${order.orderNumber}&open=${order._id}`)
    ).text();
    expect(list).toContain("Address pending");
    const slip = await (await admin.get(`/admin/orders/${order._id}/slip`)).text();
    expect(slip).toContain("Address pending");
  });

  test("'Needs attention' lists a pending order from 18:00 the day before delivery, not earlier", async () => {
    // A moment well inside the delivery window, with its own delivery day three days later.
    const placedAt = DateTime.now().setZone("Asia/Dubai").plus({ days: 5 }).set({ hour: 10 });
    process.env.SHOP_FAKE_NOW = placedAt.toISO()!;
    const deliveryDate = placedAt.plus({ days: 3 }).toISODate()!;
    const order = await paidForTheRecipient({ deliveryDate });
    const dayBefore = placedAt.plus({ days: 2 });

    process.env.SHOP_FAKE_NOW = dayBefore.set({ hour: 17, minute: 59 }).toISO()!;
    const early = await (await admin.get("/admin/dashboard")).text();
    expect(early).not.toContain(`data-order="${order.orderNumber}"`);

    process.env.SHOP_FAKE_NOW = dayBefore.set({ hour: 18, minute: 0 }).toISO()!;
    const due = await (await admin.get("/admin/dashboard")).text();
    expect(due).toContain("Needs attention: address pending");
    expect(due).toContain(`data-order="${order.orderNumber}"`);
    expect(due).toContain(`/admin/orders?q=${order.orderNumber}&amp;open=${order._id}`);

    // Once the recipient has answered, it leaves the list.
    await postAddress(await recipientPathOf(order));
    const answered = await (await admin.get("/admin/dashboard")).text();
    expect(answered).not.toContain(`data-order="${order.orderNumber}"`);
  });
});
