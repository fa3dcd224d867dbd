// Against the running server: a whole checkout leaves nothing personal in the log; an
// Idempotency-Key is bound to its request; out-of-stock bouquets and too many orders from one
// address are refused; the contact form's trap and limit.
import { describe, expect, test } from "vitest";
import {
  callShop,
  createBouquet,
  editBouquet,
  orderBody,
  postJson,
  postCheckoutForm,
  sharedShopWithBouquet,
} from "../support/server-process";

const the = sharedShopWithBouquet(
  { RATE_LIMIT_ORDERS: "4" },
  { title: "Ivory Cascade", price: 1450 },
);

const customer = {
  name: "Noor Al Mansouri",
  email: "noor.private@example.com",
  phone: "050 987 6543",
  e164: "+971509876543",
  building: "Villa 77",
  landmark: "Behind the Umm Suqeim park",
  makani: "2345678901",
  recipientName: "Mariam Al Mansouri",
  recipientPhone: "055 222 3333",
  cardMessage: "For my mother, with all my love",
  notes: "Gate code 4321",
};

const apiOrder = (overrides: Record<string, unknown> = {}) => orderBody(the.bouquet, overrides);

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("a whole checkout without JavaScript", () => {
  test("leaves no email, phone, address, card message, key or query string in the log", async () => {
    const from = "127.0.0.20";
    const { answer: placed, key } = await postCheckoutForm(
      the.shop,
      the.bouquet,
      {
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
        emirate: "Dubai",
        area: "Umm Suqeim",
        building: customer.building,
        landmark: customer.landmark,
        makani: customer.makani,
        notes: customer.notes,
        gift: "on",
        recipientName: customer.recipientName,
        recipientPhone: customer.recipientPhone,
        cardMessage: customer.cardMessage,
      },
      from,
    );
    expect(placed.status).toBe(302);
    const payPage = new URL(placed.headers.location!, the.shop.url).pathname;
    expect(payPage).toMatch(/^\/pay\/demo\//);
    expect((await callShop(the.shop, payPage, { from })).status).toBe(200);
    const paid = await callShop(the.shop, payPage, {
      from,
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: formBody({ intent: "pay" }),
    });
    expect(paid.status).toBe(302);
    const thankYou = paid.headers.location!;
    const orderKey = new URL(thankYou, the.shop.url).searchParams.get("key")!;
    const thanks = await callShop(the.shop, thankYou, { from });
    expect(thanks.text).toContain("Ivory Cascade");
    const invoice = thanks.text.match(/href="(\/invoice\/[^"]+)"/)![1]!.replace(/&amp;/g, "&");
    expect((await callShop(the.shop, invoice, { from })).status).toBe(200);
    // The florist reads the order too.
    const orders = await callShop(the.shop, "/api/orders", { token: the.token });
    expect(orders.text).toContain(customer.cardMessage);
    // A search and a failed sign-in with a password in the body.
    await callShop(the.shop, `/search?q=${encodeURIComponent(customer.email)}`);
    await postJson(the.shop, "/api/admin/login", {
      username: "florist",
      password: "Secret-Guess-1",
    });

    const log = the.shop.output.join("\n");
    for (const secret of [
      customer.name,
      customer.email,
      customer.phone,
      customer.e164,
      customer.building,
      customer.landmark,
      customer.makani,
      customer.recipientName,
      customer.cardMessage,
      customer.notes,
      orderKey,
      key,
      the.token,
      "Secret-Guess-1",
      "__admin=",
      "Bearer",
    ]) {
      expect(log, secret).not.toContain(secret);
    }
    const requests = the.shop.logLines().filter((line) => line.msg === "request");
    expect(requests.length).toBeGreaterThan(5);
    for (const line of requests) {
      expect(Object.keys(line).sort()).toEqual(
        ["durationMs", "level", "msg", "req", "requestId", "res", "time"].sort(),
      );
      expect(line.req).toEqual({ method: expect.any(String), path: expect.any(String) });
      expect(String((line.req as { path: string }).path)).not.toContain("?");
    }
    expect(requests.map((line) => (line.req as { path: string }).path)).toContain("/thank-you");
  });
});

describe("idempotency keys", () => {
  test("the same key with the same body answers the same order; with another body 409 and nothing of the first", async () => {
    const key = "bound-key-0001";
    const first = await postJson(the.shop, "/api/orders", apiOrder(), {
      headers: { "Idempotency-Key": key },
      from: "127.0.0.21",
    });
    expect(first.status).toBe(201);
    const again = await postJson(the.shop, "/api/orders", apiOrder(), {
      headers: { "Idempotency-Key": key },
      from: "127.0.0.21",
    });
    expect(again.status).toBe(200);
    expect(again.json().order._id).toBe(first.json().order._id);

    const other = await postJson(
      the.shop,
      "/api/orders",
      apiOrder({ customerName: "Someone Else", email: "else@example.com" }),
      { headers: { "Idempotency-Key": key }, from: "127.0.0.22" },
    );
    expect(other.status).toBe(409);
    expect(Object.keys(other.json())).toEqual(["error"]);
    expect(other.text).not.toContain("Layla");
    expect(other.text).not.toContain(first.json().order._id);
    expect(other.text).not.toContain(first.json().order.orderNumber);
  });
});

describe("stock", () => {
  test("an out-of-stock bouquet is refused with 409", async () => {
    const soldOut = await createBouquet(the.shop, the.token, { title: "Last Peony", price: 700 });
    const changed = await editBouquet(the.shop, the.token, soldOut._id, { inStock: "false" });
    expect(changed.status).toBe(200);
    expect(changed.json().inStock).toBe(false);
    const refused = await postJson(
      the.shop,
      "/api/orders",
      apiOrder({
        items: [{ itemId: soldOut._id, title: "Last Peony", price: 700, size: "Signature" }],
        totalAmount: 700,
      }),
      { from: "127.0.0.23" },
    );
    expect(refused.status).toBe(409);
    expect(refused.json().error).toBe(
      '"Last Peony" is currently unavailable. Please choose another bouquet.',
    );
  });
});

describe("orders per client address (RATE_LIMIT_ORDERS=4 here)", () => {
  test("the fifth order in ten minutes is 429 with Retry-After; replays and refusals don't count; others unaffected", async () => {
    const from = "127.0.0.30";
    const refusedByRule = await postJson(the.shop, "/api/orders", apiOrder({ totalAmount: 1 }), {
      from,
    });
    expect(refusedByRule.status).toBe(409);
    for (let n = 0; n < 4; n += 1) {
      const placed = await postJson(the.shop, "/api/orders", apiOrder(), {
        from,
        headers: { "Idempotency-Key": `limit-order-${n}` },
      });
      expect(placed.status).toBe(201);
    }
    const replay = await postJson(the.shop, "/api/orders", apiOrder(), {
      from,
      headers: { "Idempotency-Key": "limit-order-0" },
    });
    expect(replay.status).toBe(200);
    const fifth = await postJson(the.shop, "/api/orders", apiOrder(), { from });
    expect(fifth.status).toBe(429);
    expect(Number(fifth.headers["retry-after"])).toBeGreaterThan(500);
    expect(fifth.json().error).toMatch(/^Too many orders from your connection/);
    expect(
      (await postJson(the.shop, "/api/orders", apiOrder(), { from: "127.0.0.31" })).status,
    ).toBe(201);
  });

  test("the checkout page says the same words", async () => {
    const from = "127.0.0.32";
    for (let n = 0; n < 4; n += 1) {
      expect((await postJson(the.shop, "/api/orders", apiOrder(), { from })).status).toBe(201);
    }
    const { answer: refused } = await postCheckoutForm(
      the.shop,
      the.bouquet,
      {
        name: "Layla Haddad",
        email: "layla@example.com",
        phone: "050 123 4567",
        emirate: "Dubai",
        area: "Jumeirah",
        building: "Villa 12",
      },
      from,
    );
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.text).toMatch(/role="alert"[^>]*>Too many orders from your connection/);
  });
});

describe("the contact form", () => {
  const message = {
    name: "Sara",
    email: "sara@example.com",
    phone: "",
    message: "Do you deliver to Abu Dhabi?",
  };

  test("a bot that fills the trap field is thanked and not counted; the 11th post in an hour is 429", async () => {
    const from = "127.0.0.40";
    const post = (fields: Record<string, string>) =>
      callShop(the.shop, "/contact", {
        from,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: formBody(fields),
      });
    const bot = await post({ ...message, website: "http://spam.example" });
    expect(bot.status).toBe(302);
    expect(bot.headers.location).toBe("/contact?sent=1#message");
    for (let n = 0; n < 10; n += 1) expect((await post(message)).status).toBe(302);
    const eleventh = await post(message);
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers["retry-after"]).toBeDefined();
    expect(eleventh.text).toContain("You have sent this form many times in the last hour.");
  });
});
