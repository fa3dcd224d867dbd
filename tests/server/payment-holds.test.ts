// Against the running server: orders awaiting payment hold their places, yet cannot book out a
// date. The slot-hoarding attack replayed (one address, then many); unpaid orders holding half of
// a slot at most; the unpaid-order limit per client address only; holds that end by themselves
// (demo and Stripe); and payments that would overbook a slot are refunded instead.
import { DateTime } from "luxon";
import { describe, expect, test } from "vitest";
import { deliverableDate } from "../support/catalogue";
import { sharedFakeStripe } from "../support/fake-stripe";
import { page as read } from "../support/html";
import {
  callShop,
  checkoutForm,
  orderBody,
  postForm,
  postJson,
  postCheckoutForm,
  pressPayNow,
  type Bouquet,
  type ShopProcess,
  sharedShopWithBouquet,
} from "../support/server-process";

// The JSON answer also carries the seconds in `retryAfter`, as every rate limit's does.
const WAITING =
  "You already have an order waiting for payment. Please complete or cancel it first.";
const TIME_RAN_OUT = "The time to pay for this order has run out";
const BEING_PAID_FOR =
  "The last places of this time are being paid for. Please try again in a few minutes or choose another time.";

interface PlacedOrder {
  _id: string;
  totalAmount: number;
  createdAt: string;
}
interface Slot {
  value: string;
  available: boolean;
  remaining: number | null;
}

/**
 * A shop, signed in, with one bouquet and the given special dates' capacities, for the tests of
 * the `describe` that calls it (as `sharedShopWithBouquet`).
 */
const sharedShopWithDates = (
  env: Parameters<typeof sharedShopWithBouquet>[0],
  specialDates: { date: string; slotCapacity: Record<string, number | null> }[],
) =>
  sharedShopWithBouquet(env, { title: "Crimson Devotion", price: 1250 }, (open) =>
    setSpecialDates(open.shop, open.token, specialDates),
  );

/** The florists' capacities for special dates, every other setting as a new shop's. */
async function setSpecialDates(
  shop: ShopProcess,
  token: string,
  specialDates: { date: string; slotCapacity: Record<string, number | null> }[],
) {
  const settings = await callShop(shop, "/api/admin/delivery-settings", {
    method: "PUT",
    token,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      sameDayCutoff: "14:00",
      slotCapacity: { morning: null, afternoon: null, evening: null },
      closedDates: [],
      specialDates,
      deliveryFee: 0,
      freeDeliveryFrom: null,
    }),
  });
  expect(settings.status).toBe(200);
}

/** A customer of their own: every order a different email and phone unless told. */
let customers = 0;
function customer(overrides: Record<string, unknown> = {}) {
  customers += 1;
  return {
    email: `customer${customers}@example.com`,
    phone: `050 ${String(1_000_000 + customers).slice(-7, -4)} ${String(1_000_000 + customers).slice(-4)}`,
    ...overrides,
  };
}

const placeOrder = (
  shop: ShopProcess,
  bouquet: Bouquet,
  from: string,
  overrides: Record<string, unknown>,
  headers: Record<string, string> = {},
) => postJson(shop, "/api/orders", orderBody(bouquet, overrides), { from, headers });

async function startPayment(shop: ShopProcess, order: PlacedOrder, from?: string) {
  const answer = await postJson(
    shop,
    "/api/payment/initiate",
    { orderId: order._id, amount: order.totalAmount, currency: "AED" },
    { from },
  );
  expect(answer.status).toBe(200);
  return answer.json().paymentUrl as string;
}

/** Ordered and paid on the demo page, as a customer who means it. */
async function orderAndPay(
  shop: ShopProcess,
  bouquet: Bouquet,
  from: string,
  overrides: Record<string, unknown>,
) {
  const placed = await placeOrder(shop, bouquet, from, { ...customer(), ...overrides });
  expect(placed.status).toBe(201);
  const order = placed.json().order as PlacedOrder;
  const paid = await pressPayNow(shop, await startPayment(shop, order, from));
  expect(paid.status).toBe(302);
  expect(paid.headers.location).toMatch(/^\/thank-you\?/);
  return order;
}

const slotsOn = async (shop: ShopProcess, date: string) => {
  const answer = await callShop(shop, `/api/delivery/availability?from=${date}&to=${date}`);
  return (answer.json() as { slots: Slot[] }[])[0]!.slots;
};
const remainingOn = async (shop: ShopProcess, date: string) =>
  (await slotsOn(shop, date)).map((slot) => slot.remaining);

const adminOrder = async (shop: ShopProcess, token: string, id: string) =>
  (await callShop(shop, `/api/orders/${id}`, { token })).json() as {
    status: string;
    deliveryTime: string;
    payment: { state: string } | null;
    statusHistory: { from: string | null; to: string; by: string; at: string; note?: string }[];
  };

const ordersOn = async (shop: ShopProcess, token: string, date: string) =>
  (await callShop(shop, `/api/orders?deliveryDate=${date}`, { token })).json() as {
    _id: string;
    status: string;
    deliveryTime: string;
  }[];

describe("the slot-hoarding attack, replayed (5 places a slot, UNPAID_ORDER_LIMIT=2)", () => {
  const ATTACKED = deliverableDate(5);
  const SPREAD = deliverableDate(6);
  const five = { morning: 5, afternoon: 5, evening: 5 };

  const the = sharedShopWithDates({ UNPAID_ORDER_LIMIT: "2" }, [
    { date: ATTACKED, slotCapacity: five },
    { date: SPREAD, slotCapacity: five },
  ]);

  test("15 unpaid orders from one address: 2 are taken, 13 refused with 429 and when to come back", async () => {
    const times = ["morning", "afternoon", "evening"];
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, n) =>
        placeOrder(the.shop, the.bouquet, "127.0.0.2", {
          ...customer(),
          deliveryDate: ATTACKED,
          deliveryTime: times[n % 3],
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(13);
    for (const answer of refused) {
      expect(answer.json()).toEqual({ error: WAITING, retryAfter: expect.any(Number) });
      const retryAfter = Number(answer.headers["retry-after"]);
      // Until the earliest of the two holds ends: at most the 30 minutes of a hold.
      expect(retryAfter).toBeGreaterThan(30 * 60 - 60);
      expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    }
    // Two unpaid orders take two places at most: the date is open to everyone else.
    expect((await slotsOn(the.shop, ATTACKED)).every((slot) => slot.available)).toBe(true);
  });

  test("15 unpaid orders from 8 addresses hold half of each slot: the others wait, the date stays open", async () => {
    const times = ["morning", "afternoon", "evening"];
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, n) =>
        placeOrder(the.shop, the.bouquet, `127.0.0.${11 + Math.floor(n / 2)}`, {
          ...customer(),
          deliveryDate: SPREAD,
          deliveryTime: times[n % 3],
        }),
      ),
    );
    // Each address within its limit, yet unpaid orders hold 2 of a slot's 5 places at most...
    expect(answers.filter((a) => a.status === 201)).toHaveLength(6);
    const waiting = answers.filter((a) => a.status === 409);
    expect(waiting).toHaveLength(9);
    for (const answer of waiting) {
      expect(answer.json()).toMatchObject({
        error: BEING_PAID_FOR,
        issues: { deliveryTime: [BEING_PAID_FOR] },
      });
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    }
    // ...and hold them: the other 3 of each slot are left for customers who pay.
    expect(await remainingOn(the.shop, SPREAD)).toEqual([3, 3, 3]);
    const paid = (await ordersOn(the.shop, the.token, SPREAD)).filter(
      (o) => o.status === "New paid order",
    );
    expect(paid).toEqual([]);
    const page = await callShop(
      the.shop,
      `/collection/${the.bouquet._id}?size=Signature&date=${SPREAD}`,
    );
    expect(page.text).not.toContain("Fully booked");
  });
});

describe("unpaid orders hold half of a slot at most (4 places)", () => {
  const DAY = deliverableDate(10);

  const the = sharedShopWithDates({}, [
    { date: DAY, slotCapacity: { morning: 4, afternoon: 0, evening: 0 } },
  ]);

  const morning = (from: string) =>
    placeOrder(the.shop, the.bouquet, from, {
      ...customer(),
      deliveryDate: DAY,
      deliveryTime: "morning",
    });

  test("2 unpaid orders are taken; a third waits until the first hold ends; a payment lets another in", async () => {
    const first = await morning("127.0.0.100");
    const second = await morning("127.0.0.101");
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await slotsOn(the.shop, DAY))[0]).toMatchObject({ available: true, remaining: 2 });

    const asked = Date.now();
    const third = await morning("127.0.0.102");
    const answered = Date.now();
    expect(third.status).toBe(409);
    expect(third.json()).toEqual({
      error: BEING_PAID_FOR,
      issues: { deliveryTime: [BEING_PAID_FOR] },
      retryAfter: expect.any(Number),
    });
    // Until the first order's hold ends, 30 minutes after it was placed.
    const firstOrder = first.json().order as PlacedOrder;
    const holdEnd = Date.parse(firstOrder.createdAt) + 30 * 60_000;
    const retryAfter = Number(third.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(Math.floor((holdEnd - answered) / 1000));
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil((holdEnd - asked) / 1000));
    expect(third.json().retryAfter).toBe(retryAfter);

    // The checkout page without JavaScript says the same words, with Retry-After.
    const from = "127.0.0.103";
    const { itemPath, key } = await checkoutForm(the.shop, the.bouquet, from);
    const size = the.bouquet.sizes[0]!;
    const details = {
      name: "Huda Saleh",
      email: "huda.wait@example.com",
      phone: "050 765 4330",
      emirate: "Dubai",
      area: "Business Bay",
      building: "Bay Square 4",
      deliveryFee: "0",
      itemId: the.bouquet._id,
      size: size.sizeName,
      date: DAY,
      time: "morning",
      price: String(Math.round(size.price * 100)),
      key,
    };
    const posted = await postForm(the.shop, itemPath, details, { from });
    expect(posted.status).toBe(409);
    expect(posted.text).toContain(BEING_PAID_FOR);
    expect(Number(posted.headers["retry-after"])).toBeGreaterThan(30 * 60 - 60);
    // The Arabic page says it in Arabic.
    const arabic = await postForm(the.shop, `/ar${itemPath}`, details, { from });
    expect(arabic.status).toBe(409);
    expect(arabic.text).toContain("آخر أماكن التوصيل في هذا الموعد قيد الدفع حاليًا.");
    expect(Number(arabic.headers["retry-after"])).toBeGreaterThan(30 * 60 - 60);

    // Paid, the first order's place is its own: an unpaid one may take the share again.
    const paid = await pressPayNow(the.shop, await startPayment(the.shop, firstOrder));
    expect(paid.headers.location).toMatch(/^\/thank-you\?/);
    expect((await morning("127.0.0.104")).status).toBe(201);
    // One paid and two unpaid hold three places: the last one waits for a payment.
    expect((await slotsOn(the.shop, DAY))[0]).toMatchObject({ available: true, remaining: 1 });
    expect((await morning("127.0.0.105")).json().error).toBe(BEING_PAID_FOR);
  });
});

describe("the unpaid-order limit, per client address only", () => {
  const the = sharedShopWithDates({ UNPAID_ORDER_LIMIT: "2" }, []);

  test("another client with the same email and phone is not refused; the same client is", async () => {
    const mariam = { email: "Mariam.Haddad@example.com", phone: "050 555 0101" };
    const first = await placeOrder(the.shop, the.bouquet, "127.0.0.2", customer(mariam));
    const second = await placeOrder(the.shop, the.bouquet, "127.0.0.2", customer(mariam));
    expect([first.status, second.status]).toEqual([201, 201]);
    // Someone else typing Mariam's email and phone (however written) holds none of her orders.
    const other = await placeOrder(
      the.shop,
      the.bouquet,
      "127.0.0.3",
      customer({ email: mariam.email.toLowerCase(), phone: "+971505550101" }),
    );
    expect(other.status).toBe(201);
    // Mariam's own connection is at its limit, whatever email and phone it sends.
    const third = await placeOrder(the.shop, the.bouquet, "127.0.0.2", customer());
    expect(third.status).toBe(429);
    expect(third.json()).toEqual({ error: WAITING, retryAfter: expect.any(Number) });
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
  });

  test("a replay with the same Idempotency-Key answers the first order, never 429", async () => {
    const same = customer();
    const headers = { "Idempotency-Key": "holds-replay-0001" };
    const first = await placeOrder(the.shop, the.bouquet, "127.0.0.56", same, headers);
    expect(first.status).toBe(201);
    expect((await placeOrder(the.shop, the.bouquet, "127.0.0.56", customer())).status).toBe(201);
    expect((await placeOrder(the.shop, the.bouquet, "127.0.0.56", customer())).status).toBe(429);
    const replay = await placeOrder(the.shop, the.bouquet, "127.0.0.56", same, headers);
    expect(replay.status).toBe(200);
    expect(replay.json().order._id).toBe(first.json().order._id);
  });

  test("the checkout page without JavaScript says the same words, with Retry-After", async () => {
    const from = "127.0.0.57";
    for (let n = 0; n < 2; n += 1) {
      expect((await placeOrder(the.shop, the.bouquet, from, customer())).status).toBe(201);
    }
    const { answer: posted } = await postCheckoutForm(
      the.shop,
      the.bouquet,
      {
        name: "Huda Saleh",
        email: "huda.page@example.com",
        phone: "050 765 4329",
        emirate: "Dubai",
        area: "Business Bay",
        building: "Bay Square 4",
        deliveryFee: "0",
      },
      from,
    );
    expect(posted.status).toBe(429);
    expect(posted.text).toContain(WAITING);
    expect(Number(posted.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("a hold that ends (PAYMENT_HOLD_MINUTES=0.05: 3 seconds)", () => {
  const DAY = deliverableDate(7);

  const the = sharedShopWithDates({ PAYMENT_HOLD_MINUTES: "0.05" }, [
    { date: DAY, slotCapacity: { morning: 2, afternoon: 0, evening: 0 } },
  ]);

  test("cancels the order on time, frees its place, and the demo page no longer pays it", async () => {
    const placed = await placeOrder(the.shop, the.bouquet, "127.0.0.60", {
      ...customer(),
      deliveryDate: DAY,
      deliveryTime: "morning",
    });
    expect(placed.status).toBe(201);
    const order = placed.json().order as PlacedOrder;
    const paymentUrl = await startPayment(the.shop, order);
    expect(await remainingOn(the.shop, DAY)).toEqual([1, 0, 0]);

    await expect
      .poll(async () => (await adminOrder(the.shop, the.token, order._id)).status)
      .toBe("Cancelled");
    const after = await adminOrder(the.shop, the.token, order._id);
    const cancelled = after.statusHistory.at(-1)!;
    expect(cancelled).toMatchObject({
      from: "Awaiting payment",
      to: "Cancelled",
      by: "system",
      note: "Payment not completed",
    });
    // On time: when the hold ended, not at the next periodic pass (every 15 seconds).
    const late = Date.parse(cancelled.at) - (Date.parse(order.createdAt) + 3_000);
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(2_000);
    expect(await remainingOn(the.shop, DAY)).toEqual([2, 0, 0]);

    await expect
      .poll(async () => (await adminOrder(the.shop, the.token, order._id)).payment?.state)
      .toBe("cancelled");
    const page = await callShop(the.shop, new URL(paymentUrl).pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain(TIME_RAN_OUT);
    expect(read(page.text).allByText("Pay now")).toEqual([]);
    const pay = await pressPayNow(the.shop, paymentUrl);
    expect(pay.status).toBe(302);
    expect(pay.headers.location).toBe(new URL(paymentUrl).pathname);
    const still = await adminOrder(the.shop, the.token, order._id);
    expect(still.status).toBe("Cancelled");
    expect(still.payment?.state).toBe("cancelled");
    expect(still.statusHistory.some((change) => change.to === "New paid order")).toBe(false);
  });

  test("an order paid in time keeps its place when the hold would have ended", async () => {
    const order = await orderAndPay(the.shop, the.bouquet, "127.0.0.61", {
      deliveryDate: DAY,
      deliveryTime: "morning",
    });
    // Placed after it and left unpaid: once it is cancelled, the paid order's hold has passed too.
    const witness = await placeOrder(the.shop, the.bouquet, "127.0.0.62", customer());
    expect(witness.status).toBe(201);
    await expect
      .poll(async () => (await adminOrder(the.shop, the.token, witness.json().order._id)).status)
      .toBe("Cancelled");
    expect((await adminOrder(the.shop, the.token, order._id)).status).toBe("New paid order");
    expect(await remainingOn(the.shop, DAY)).toEqual([1, 0, 0]);
  });
});

describe("with Stripe (PAYMENT_HOLD_MINUTES=0.05)", () => {
  const stripe = sharedFakeStripe();
  const the = sharedShopWithDates(
    () => ({
      ...stripe.fake.shopSettings,
      PUBLIC_URL: "https://shop.example",
      PAYMENT_HOLD_MINUTES: "0.05",
    }),
    [],
  );

  test("the session is created with expires_at, and expired when the hold ends", async () => {
    const placed = await placeOrder(the.shop, the.bouquet, "127.0.0.70", customer());
    const order = placed.json().order as PlacedOrder;
    const started = Math.floor(Date.now() / 1000);
    await startPayment(the.shop, order);
    const session = [...stripe.fake.sessions.values()].find(
      (s) => s.client_reference_id === order._id,
    )!;
    // The hold is shorter than the 30 minutes Stripe allows at least: the shortest it takes.
    expect(session.expires_at).toBeGreaterThanOrEqual(started + 30 * 60);
    expect(session.expires_at).toBeLessThanOrEqual(started + 33 * 60);

    await expect.poll(() => session.status).toBe("expired");
    expect(
      stripe.fake.requests.some(
        (request) =>
          request.method === "POST" &&
          request.path === `/v1/checkout/sessions/${session.id}/expire`,
      ),
    ).toBe(true);
    await expect
      .poll(async () => (await adminOrder(the.shop, the.token, order._id)).payment?.state)
      .toBe("cancelled");
    const after = await adminOrder(the.shop, the.token, order._id);
    expect(after.status).toBe("Cancelled");
    expect(after.statusHistory.at(-1)).toMatchObject({ note: "Payment not completed" });
  });
});

describe("a payment for a slot already full of paid orders", () => {
  // Unpaid orders never hold more than the places left; a slot fills with paid orders before
  // its unpaid ones are paid only when the florists take places away meanwhile.
  const DAY = deliverableDate(8);
  const RACE_DAY = deliverableDate(9);
  const dayName = (date: string) => DateTime.fromISO(date).toFormat("d LLLL");
  const morningOnly = (morning: number) => ({ morning, afternoon: 0, evening: 0 });

  const the = sharedShopWithDates({}, [
    { date: DAY, slotCapacity: morningOnly(3) },
    { date: RACE_DAY, slotCapacity: morningOnly(8) },
  ]);

  const placeMorning = async (date: string, from: string) => {
    const placed = await placeOrder(the.shop, the.bouquet, from, {
      ...customer(),
      deliveryDate: date,
      deliveryTime: "morning",
    });
    expect(placed.status).toBe(201);
    return placed.json().order as PlacedOrder;
  };

  /** The florists take two payments by phone. */
  const paidByPhone = async (order: PlacedOrder) => {
    const moved = await postJson(
      the.shop,
      `/api/orders/${order._id}/status`,
      { status: "New paid order" },
      { method: "PATCH", token: the.token },
    );
    expect(moved.status).toBe(200);
  };

  test("is refunded and the order let go: the slot never holds more paid orders than places", async () => {
    await paidByPhone(await placeMorning(DAY, "127.0.0.80"));
    await paidByPhone(await placeMorning(DAY, "127.0.0.81"));
    const late = await placeMorning(DAY, "127.0.0.82");
    const latePayment = await startPayment(the.shop, late);
    // The florists take a place away: the two paid orders fill the slot.
    await setSpecialDates(the.shop, the.token, [
      { date: DAY, slotCapacity: morningOnly(2) },
      { date: RACE_DAY, slotCapacity: morningOnly(8) },
    ]);
    expect(await remainingOn(the.shop, DAY)).toEqual([0, 0, 0]);
    const refused = await placeOrder(the.shop, the.bouquet, "127.0.0.83", {
      ...customer(),
      deliveryDate: DAY,
      deliveryTime: "morning",
    });
    expect(refused.status).toBe(409);
    expect(refused.json().error).toBe(
      `The morning slot on ${dayName(DAY)} is fully booked. Please choose another time.`,
    );

    // The third customer pays all the same: the money is not taken.
    expect((await pressPayNow(the.shop, latePayment)).status).toBe(302);
    await expect
      .poll(async () => (await adminOrder(the.shop, the.token, late._id)).payment?.state)
      .toBe("refunded");
    const after = await adminOrder(the.shop, the.token, late._id);
    expect(after.status).toBe("Cancelled");
    expect(after.statusHistory.map((change) => change.note ?? "")).toEqual(
      expect.arrayContaining([
        "Payment not completed: paid orders have filled its delivery slot",
        "A payment of AED 1,250 arrived after the order was cancelled: it is being refunded.",
        "Refunded AED 1,250 to the customer through demo.",
      ]),
    );
    const paid = (await ordersOn(the.shop, the.token, DAY)).filter(
      (o) => o.status === "New paid order",
    );
    expect(paid).toHaveLength(2);
  });

  test("4 customers paying for 2 places at once: 2 paid, the others let go and never charged", async () => {
    const placed = [];
    for (let n = 0; n < 4; n += 1) placed.push(await placeMorning(RACE_DAY, `127.0.0.${90 + n}`));
    const urls = [];
    for (const order of placed) urls.push(await startPayment(the.shop, order));
    // The florists cut the morning to 2 places while all 4 are paying.
    await setSpecialDates(the.shop, the.token, [
      { date: DAY, slotCapacity: morningOnly(2) },
      { date: RACE_DAY, slotCapacity: morningOnly(2) },
    ]);
    await Promise.all(urls.map((url) => pressPayNow(the.shop, url)));

    const orders = await ordersOn(the.shop, the.token, RACE_DAY);
    expect(orders.filter((o) => o.status === "New paid order")).toHaveLength(2);
    const letGo = orders.filter((o) => o.status === "Cancelled");
    expect(letGo).toHaveLength(2);
    for (const order of letGo) {
      // Its checkout closed before it was paid, or its money given back.
      await expect
        .poll(async () => (await adminOrder(the.shop, the.token, order._id)).payment?.state)
        .toMatch(/^(cancelled|refunded)$/);
    }
    expect(await remainingOn(the.shop, RACE_DAY)).toEqual([0, 0, 0]);
  });
});
