// A gift done properly: the recipient's name and UAE mobile a gift needs (the form always; the JSON
// API for orders using the Dubai delivery fields), surprise and anonymous on the order, card
// messages of at most 250 characters in either language, the card's preview, the packing slip
// (the surprise, the map's QR code, no sender on an anonymous card) and the day's cards to print.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { signInAsAdmin, type AdminBrowser } from "../support/admin-session";
import { createItem, deliverableDate, postCheckoutForm } from "../support/catalogue";
import { paidOrder, placeOrder } from "../support/paid-order";
import { readRow, writeRows } from "../support/database";
import { closest, langOf, nameOf, page as read } from "../support/html";
import { adminToken, call } from "../support/shop";

let token: string;
let admin: AdminBrowser;
let item: Awaited<ReturnType<typeof createItem>>;

beforeAll(async () => {
  token = await adminToken();
  admin = await signInAsAdmin();
  item = await createItem(token, {
    title: "Rose Letter",
    sizes: [{ sizeName: "Petite", price: 650 }],
  });
});

const ARABIC_250 = "مع خالص الحب والتقدير، ".repeat(11).slice(0, 250);
const RECIPIENT_MOBILE_MISSING =
  "Please enter the recipient's UAE mobile number, e.g. +971 50 123 4567.";
const RECIPIENT_PHONE_INVALID =
  "Please enter the recipient's mobile number, e.g. +971 50 123 4567.";
const TOO_LONG = "A card message is at most 250 characters.";

/** The card preview on the page: the figure a reader finds by its caption. */
const previewIn = (html: string) => {
  const shown = read(html);
  return shown.within(shown.byRole("figure", "Your card"));
};

describe("POST /api/orders: the gift's details", () => {
  test("a card message of 251 characters is refused; 250, in Arabic, is kept whole", async () => {
    const long = await placeOrder(item, { cardMessage: "x".repeat(251) });
    expect(long.status).toBe(400);
    expect(long.body.issues.cardMessage).toEqual([TOO_LONG]);

    const kept = await placeOrder(item, {
      recipientName: "نور",
      recipientPhone: "٠٥٠ ٧٦٥ ٤٣٢١",
      cardMessage: ARABIC_250,
      surprise: true,
    });
    expect(kept.status).toBe(201);
    expect(kept.body.order).toMatchObject({
      cardMessage: ARABIC_250,
      recipientPhone: "+971507654321",
      surprise: true,
      anonymous: false,
    });
  });

  test("surprise and anonymous are false unless said, and must be booleans", async () => {
    const plain = await placeOrder(item);
    expect(plain.body.order).toMatchObject({ surprise: false, anonymous: false });
    const wrong = await placeOrder(item, { surprise: "yes" });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.issues)).toEqual(["surprise"]);
  });

  test("a surprise or anonymous gift needs the recipient's name and a UAE mobile", async () => {
    const bare = await placeOrder(item, { recipientName: "Noor", surprise: true });
    expect(bare.status).toBe(400);
    expect(bare.body.issues).toEqual({ recipientPhone: [RECIPIENT_MOBILE_MISSING] });
    const abroad = await placeOrder(item, {
      recipientName: "Noor",
      recipientPhone: "+44 7911 123456",
      anonymous: true,
    });
    expect(abroad.status).toBe(400);
    expect(abroad.body.issues.recipientPhone).toEqual([RECIPIENT_MOBILE_MISSING]);
    const nameless = await placeOrder(item, { cardMessage: "With love", anonymous: true });
    expect(nameless.status).toBe(400);
    expect(Object.keys(nameless.body.issues).sort()).toEqual(["recipientName", "recipientPhone"]);
  });

  test("a recipient's number that is no phone number is refused in words, not Zod's", async () => {
    const mistyped = await placeOrder(item, { recipientName: "Noor", recipientPhone: "12" });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.issues).toEqual({ recipientPhone: [RECIPIENT_PHONE_INVALID] });
  });

  test("a recipient needs their UAE mobile with a one-line address too; a card alone does not", async () => {
    const noPhone = await placeOrder(item, { recipientName: "Noor", cardMessage: "With love" });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.issues).toEqual({ recipientPhone: [RECIPIENT_MOBILE_MISSING] });
    const reachable = await placeOrder(item, {
      recipientName: "Noor",
      recipientPhone: "055 765 4321",
      cardMessage: "With love",
    });
    expect(reachable.status).toBe(201);
    expect((await placeOrder(item, { cardMessage: "With love" })).status).toBe(201);
  });
});

describe("the checkout form (without JavaScript)", () => {
  const gift = {
    gift: "on",
    recipientName: "Noor Saleh",
    recipientPhone: "055 765 4321",
  };

  test("a gift without the recipient's mobile is refused beside the field", async () => {
    const email = `gift-${randomUUID()}@example.com`;
    const response = await postCheckoutForm(item, {
      email,
      key: randomUUID(),
      gift: "on",
      recipientName: "Noor Saleh",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter the recipient&#x27;s UAE mobile number");
    expect(readRow("select count(*) as n from orders where email = ?", email)).toEqual({ n: 0 });
  });

  test("on the Arabic page the refusal is Arabic", async () => {
    const form = new FormData();
    const fields = {
      name: "ليلى حداد",
      email: `gift-ar-${randomUUID()}@example.com`,
      phone: "050 123 4567",
      address: "فيلا 12، جميرا 1، دبي",
      itemId: item._id,
      size: "Petite",
      date: deliverableDate(),
      time: "evening",
      price: "65000",
      key: randomUUID(),
      gift: "on",
      cardMessage: "x".repeat(251),
    };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const query = new URLSearchParams({
      size: "Petite",
      date: deliverableDate(),
      time: "evening",
      step: "details",
    });
    const response = await call(`/ar/collection/${item._id}?${query}`, {
      method: "POST",
      body: form,
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("يُرجى إدخال رقم جوال إماراتي لمستلم الهدية");
    expect(html).toContain("لا تتجاوز رسالة البطاقة 250 حرفًا.");
  });

  test("251 characters are refused; the preview shows the card as posted, anonymous without the sender", async () => {
    const long = await postCheckoutForm(item, {
      email: `long-${randomUUID()}@example.com`,
      key: randomUUID(),
      ...gift,
      cardMessage: "x".repeat(251),
    });
    expect(long.status).toBe(400);
    const html = await long.text();
    expect(html).toContain(TOO_LONG);
    expect(html).toContain("Card message (optional, up to 250 characters)");
    expect(previewIn(html).text).toContain("Layla Haddad");

    const anonymous = await postCheckoutForm(item, {
      email: `anon-${randomUUID()}@example.com`,
      key: randomUUID(),
      ...gift,
      recipientPhone: "12",
      anonymous: "on",
      cardMessage: ARABIC_250,
    });
    expect(anonymous.status).toBe(400);
    const preview = previewIn(await anonymous.text());
    // The message takes its direction from its own words.
    expect(preview.byText(ARABIC_250).attrs.dir).toBe("auto");
    expect(preview.text).toContain("Noor Saleh");
    expect(preview.text).not.toContain("Layla Haddad");
  });

  test("250 Arabic characters, surprise and anonymous go through to the order", async () => {
    const email = `ok-${randomUUID()}@example.com`;
    const response = await postCheckoutForm(item, {
      email,
      key: randomUUID(),
      ...gift,
      surprise: "on",
      anonymous: "on",
      cardMessage: ARABIC_250,
    });
    expect(response.status).toBe(302);
    expect(
      readRow(
        "select card_message as message, surprise, anonymous, recipient_phone as phone from orders where email = ?",
        email,
      ),
    ).toEqual({ message: ARABIC_250, surprise: 1, anonymous: 1, phone: "+971557654321" });
  });
});

/** A signed card from Karim to Noor. */
const KARIMS_CARD = {
  customerName: "Karim Sender",
  recipientName: "Noor Saleh",
  recipientPhone: "055 765 4321",
  cardMessage: "With love",
};

describe("the thank-you page", () => {
  test("shows the card as it will be printed, without the sender when anonymous", async () => {
    const signed = await paidOrder(item, KARIMS_CARD);
    const shown = previewIn(await (await call(signed.thankYou)).text());
    expect(shown.byText("With love").attrs.dir).toBe("auto");
    expect(shown.text).toContain("Noor Saleh");
    expect(shown.text).toContain("Karim Sender");

    const anonymous = await paidOrder(item, {
      ...KARIMS_CARD,
      anonymous: true,
    });
    const unsigned = previewIn(await (await call(anonymous.thankYou)).text());
    expect(unsigned.text).toContain("With love");
    expect(unsigned.text).not.toContain("Karim Sender");
  });
});

describe("the packing slip", () => {
  test("a surprise says so first; an anonymous card's slip leaves the sender off; the map's QR code", async () => {
    const order = await paidOrder(item, {
      ...KARIMS_CARD,
      surprise: true,
      anonymous: true,
    });
    writeRows(
      "update orders set delivery_address = ? where id = ?",
      JSON.stringify({
        emirate: "Dubai",
        area: "JLT",
        building: "Cluster D, Tower 2",
        mapUrl: "https://maps.app.goo.gl/abc123",
      }),
      order._id,
    );
    const html = await (await admin.get(`/admin/orders/${order._id}/slip`)).text();
    expect(html).toContain("Surprise delivery — please don’t call the recipient beforehand");
    expect(html).toMatch(/id="slip-map-code"[^]*<svg [^]*<path[^]*Scan for the map/);
    expect(html).not.toContain("Karim Sender");

    writeRows("update orders set delivery_address = null where id = ?", order._id);
    const without = await (await admin.get(`/admin/orders/${order._id}/slip`)).text();
    expect(without).not.toContain("Scan for the map");
  });
});

describe("/admin/cards", () => {
  test("without a session it sends you to /admin", async () => {
    const response = await call(`/admin/cards?date=${deliverableDate(7)}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
  });

  test("the day's cards, Arabic and English, each in its own direction, four to an A4 page", async () => {
    const date = deliverableDate(7);
    const arabic = await paidOrder(item, {
      customerName: "Karim Sender",
      recipientName: "مريم",
      recipientPhone: "055 765 4321",
      cardMessage: "كل عام وأنتِ بخير يا أمي",
      anonymous: true,
      deliveryDate: date,
    });
    const english = await paidOrder(item, {
      customerName: "Layla Haddad",
      recipientName: "Noor Saleh",
      recipientPhone: "055 765 4321",
      cardMessage: "Happy birthday, with love",
      deliveryDate: date,
    });
    // Unpaid: no card to print yet.
    await placeOrder(item, { cardMessage: "Not paid", deliveryDate: date });

    const response = await admin.get(`/admin/cards?date=${date}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // Each card an article named by its order number, in the order of printing.
    const printed = read(html);
    const articles = printed.allByRole("article");
    expect(articles.map((card) => nameOf(card, printed.root))).toEqual([
      arabic.orderNumber,
      english.orderNumber,
    ]);
    const [first, second] = articles.map((card) => printed.within(card));
    expect(first!.text).toContain(arabic.orderNumber);
    const arabicMessage = first!.byText("كل عام وأنتِ بخير يا أمي");
    expect([arabicMessage.attrs.dir, langOf(arabicMessage)]).toEqual(["auto", "ar"]);
    expect(first!.text).toContain("مريم");
    expect(first!.text).not.toContain("Karim Sender");
    expect(second!.text).toContain(english.orderNumber);
    expect(second!.byText("Happy birthday, with love").attrs.dir).toBe("auto");
    expect(second!.text).toContain("Layla Haddad");
    expect(html).not.toContain("Not paid");
    // Another day is asked for with a plain GET form.
    const day = printed.byLabel("Delivery date");
    expect(day.attrs.name).toBe("date");
    expect(closest(day, (e) => e.tag === "form")?.attrs.method).toBe("get");

    const sheet = /href="([^"]*admin-cards[^"]*\.css)"/.exec(html)![1]!;
    // Stylesheets are the static server's: read from the client build.
    const css = readFileSync(join(process.env.BUILD_DIR ?? "build", "client", sheet), "utf8");
    expect(css).toMatch(/@page\s*\{[^}]*size:\s*A4/);
    expect(css).toMatch(/grid-template-columns:\s*repeat\(2,\s*105mm\)/);
    expect(css).toMatch(/grid-template-rows:\s*repeat\(2,\s*148\.5mm\)/);
    expect(css).toContain("dashed");

    const deliveries = await (await admin.get(`/admin/deliveries?date=${date}`)).text();
    expect(deliveries).toContain(`href="/admin/cards?date=${date}"`);
  });
});
