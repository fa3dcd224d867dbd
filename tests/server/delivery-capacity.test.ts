// Against the running server: the delivery settings, the availability the
// storefront reads, and slot capacity held under parallel orders: 20 customers racing for the
// last 2 places get at most 2 orders and clear refusals, and no one pays for a place that is
// gone. Unpaid orders hold their places, together half of a slot at most (payment-holds.test.ts).
import { DateTime } from "luxon";
import { beforeAll, describe, expect, test } from "vitest";
import { deliverableDate } from "../support/catalogue";
import { optionsOf, page as read, termsOf } from "../support/html";
import {
  callShop,
  checkoutForm,
  createBouquet,
  orderBody,
  postJson,
  postForm,
  pressPayNow,
  type Bouquet,
  sharedShopWithBouquet,
} from "../support/server-process";

const RUSH_DAY = deliverableDate(5);
const QUIET_DAY = deliverableDate(6);
const EID = deliverableDate(7);
const GIFTS_DAY = deliverableDate(8);
const dayName = (date: string) => DateTime.fromISO(date).toFormat("d LLLL");
const BEING_PAID_FOR =
  "The last places of this time are being paid for. Please try again in a few minutes or choose another time.";

const settings = {
  sameDayCutoff: "14:00",
  slotCapacity: { morning: null, afternoon: null, evening: null },
  closedDates: [{ date: EID, reason: "Closed for Eid Al Adha" }],
  specialDates: [
    { date: RUSH_DAY, slotCapacity: { morning: 3, afternoon: 5, evening: 5 }, note: "Valentine's" },
    { date: QUIET_DAY, slotCapacity: { morning: 1, afternoon: 1, evening: 1 } },
  ],
  deliveryFee: 0,
  freeDeliveryFrom: null,
};

const putSettings = (body: unknown) =>
  postJson(the.shop, "/api/admin/delivery-settings", body, { method: "PUT", token: the.token });

const the = sharedShopWithBouquet(
  { RATE_LIMIT_ORDERS: "200" },
  { title: "Crimson Devotion", price: 1250 },
  async () => {
    expect((await putSettings(settings)).status).toBe(200);
  },
);

const order = (overrides: Record<string, unknown>, from = "127.0.0.2") =>
  postJson(the.shop, "/api/orders", orderBody(the.bouquet, overrides), { from });

/** Paid on the demo page: a paid order holds its place for good. */
async function pay(
  placed: { json(): { order: { _id: string; totalAmount: number } } },
  from: string,
) {
  const { _id, totalAmount } = placed.json().order;
  const initiated = await postJson(
    the.shop,
    "/api/payment/initiate",
    { orderId: _id, amount: totalAmount, currency: "AED" },
    { from },
  );
  const paid = await pressPayNow(the.shop, initiated.json().paymentUrl, from);
  expect(paid.headers.location).toMatch(/^\/thank-you\?/);
}

/** Ordered and paid on the demo page. */
async function paidOrder(overrides: Record<string, unknown>, from = "127.0.0.2") {
  const placed = await order(overrides, from);
  expect(placed.status).toBe(201);
  await pay(placed, from);
}

const morningOn = async (date: string) => {
  const answer = await callShop(the.shop, `/api/delivery/availability?from=${date}&to=${date}`);
  const [day] = answer.json() as {
    date: string;
    open: boolean;
    slots: Record<string, unknown>[];
  }[];
  return day!.slots[0]!;
};

describe("delivery settings", () => {
  test("are the admin's: read back as saved, in AED, and refused to anyone else", async () => {
    const saved = await callShop(the.shop, "/api/admin/delivery-settings", { token: the.token });
    expect(saved.status).toBe(200);
    expect(saved.json()).toEqual({
      ...settings,
      specialDates: [settings.specialDates[0], { ...settings.specialDates[1], note: null }],
      // A client that sends no zones keeps the zones in force (a new shop's).
      // (Central Dubai, by its id.)
      zones: expect.arrayContaining([expect.objectContaining({ _id: "be9c2b3c5705289a8bb7b66c" })]),
      // A client that sends no slot hours keeps those in force (the usual ones).
      slotHours: {
        morning: { start: "09:00", end: "12:00" },
        afternoon: { start: "12:00", end: "17:00" },
        evening: { start: "17:00", end: "20:00" },
      },
    });
    expect((await callShop(the.shop, "/api/admin/delivery-settings")).status).toBe(401);
    const stranger = await callShop(the.shop, "/api/admin/delivery-settings", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(settings),
    });
    expect(stranger.status).toBe(401);
  });

  test("invalid settings are refused with their issues and change nothing", async () => {
    const before = (
      await callShop(the.shop, "/api/admin/delivery-settings", { token: the.token })
    ).json();
    const answer = await putSettings({
      ...settings,
      sameDayCutoff: "25:00",
      slotCapacity: { morning: -1, afternoon: 2.5, evening: null },
      closedDates: [{ date: "2027-02-30", reason: "" }],
      deliveryFee: -5,
    });
    expect(answer.status).toBe(400);
    const { issues } = answer.json() as { issues: Record<string, string[]> };
    expect(Object.keys(issues)).toEqual(
      expect.arrayContaining([
        "sameDayCutoff",
        "slotCapacity.morning",
        "slotCapacity.afternoon",
        "closedDates.0.date",
        "closedDates.0.reason",
        "deliveryFee",
      ]),
    );
    const twice = await putSettings({
      ...settings,
      closedDates: [{ date: RUSH_DAY, reason: "Closed" }],
    });
    expect(twice.status).toBe(400);
    expect(twice.json().error).toMatch(/already listed/);
    expect(
      (await callShop(the.shop, "/api/admin/delivery-settings", { token: the.token })).json(),
    ).toEqual(before);
  });
});

describe("slot capacity", () => {
  test("20 customers racing for the last 2 morning places: at most 2 orders, the others clear 409s, every place paid for", async () => {
    // One of the three places is paid for. Unpaid orders hold their places, together one at most
    // (half of three, at least one): the race never takes more orders than the places left.
    await paidOrder({ deliveryDate: RUSH_DAY, deliveryTime: "morning" }, "127.0.0.20");
    const racers = Array.from({ length: 20 }, (_, n) => `127.0.0.${30 + n}`);
    const answers = await Promise.all(
      racers.map((from) => order({ deliveryDate: RUSH_DAY, deliveryTime: "morning" }, from)),
    );
    const accepted = answers.flatMap((answer, n) =>
      answer.status === 201 ? [{ answer, from: racers[n]! }] : [],
    );
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(accepted.length).toBeLessThanOrEqual(2);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(refused.map(() => 409));
    const full = `The morning slot on ${dayName(RUSH_DAY)} is fully booked. Please choose another time.`;
    for (const answer of refused) {
      const { error } = answer.json() as { error: string };
      if (error === full) {
        expect(answer.json()).toEqual({ error, issues: { deliveryTime: [error] } });
        continue;
      }
      // The last places are held by orders being paid for: back when the first hold ends.
      expect(answer.json()).toEqual({
        error: BEING_PAID_FOR,
        issues: { deliveryTime: [BEING_PAID_FOR] },
        retryAfter: expect.any(Number),
      });
      const retryAfter = Number(answer.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(30 * 60 - 60);
      expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    }
    expect(await morningOn(RUSH_DAY)).toMatchObject({ remaining: 2 - accepted.length });

    // The orders taken are paid, and customers who order and pay take the places still left.
    for (const { answer, from } of accepted) await pay(answer, from);
    for (let n = accepted.length; n < 2; n += 1) {
      await paidOrder({ deliveryDate: RUSH_DAY, deliveryTime: "morning" }, `127.0.0.${60 + n}`);
    }
    const next = await order({ deliveryDate: RUSH_DAY, deliveryTime: "morning" }, "127.0.0.65");
    expect(next.status).toBe(409);
    expect(next.json()).toEqual({ error: full, issues: { deliveryTime: [full] } });
    expect(await morningOn(RUSH_DAY)).toEqual({
      value: "morning",
      label: "Morning (9am-12pm)",
      available: false,
      remaining: 0,
      reason: "Fully booked",
    });
    const [day] = (
      await callShop(the.shop, `/api/delivery/availability?from=${RUSH_DAY}&to=${RUSH_DAY}`)
    ).json() as { date: string; open: boolean; slots: Record<string, unknown>[] }[];
    expect(day).toMatchObject({ date: RUSH_DAY, open: true });
    expect(day!.slots[1]).toMatchObject({ value: "afternoon", available: true, remaining: 5 });
  });

  test("an order at any time takes a place from the day: never more than the sum of its slots", async () => {
    for (const time of ["any", "any", "morning"]) {
      await paidOrder({ deliveryDate: QUIET_DAY, deliveryTime: time });
    }
    // Three places, three paid orders: the free slots are taken by the two 'any' orders.
    const afternoon = await order({ deliveryDate: QUIET_DAY, deliveryTime: "afternoon" });
    expect(afternoon.status).toBe(409);
    expect(afternoon.json().issues.deliveryTime).toHaveLength(1);
    const any = await order({ deliveryDate: QUIET_DAY, deliveryTime: "any" });
    expect(any.status).toBe(409);
    expect(any.json().error).toBe(
      `Every slot on ${dayName(QUIET_DAY)} is fully booked. Please choose another date.`,
    );
  });

  test("a cancelled order gives its place back", async () => {
    const day = deliverableDate(8);
    await putSettings({
      ...settings,
      specialDates: [
        ...settings.specialDates,
        { date: day, slotCapacity: { morning: 1, afternoon: 0, evening: 0 } },
      ],
    });
    const first = await order({ deliveryDate: day, deliveryTime: "morning" });
    expect(first.status).toBe(201);
    expect((await order({ deliveryDate: day, deliveryTime: "morning" })).status).toBe(409);
    const cancelled = await callShop(the.shop, `/api/orders/${first.json().order._id}/status`, {
      method: "PUT",
      token: the.token,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status: "Cancelled" }),
    });
    expect(cancelled.status).toBe(200);
    expect((await order({ deliveryDate: day, deliveryTime: "morning" })).status).toBe(201);
    await putSettings(settings);
  });

  test("a closed date is refused with its reason", async () => {
    const answer = await order({ deliveryDate: EID, deliveryTime: "evening" });
    expect(answer.status).toBe(409);
    expect(answer.json()).toEqual({
      error: "Closed for Eid Al Adha. Please choose another date.",
      issues: { deliveryDate: ["Closed for Eid Al Adha. Please choose another date."] },
    });
    const [day] = (
      await callShop(the.shop, `/api/delivery/availability?from=${EID}&to=${EID}`)
    ).json() as { open: boolean; reason: string; slots: { available: boolean }[] }[];
    expect(day).toMatchObject({ open: false, reason: "Closed for Eid Al Adha" });
    expect(day!.slots.every((slot) => !slot.available)).toBe(true);
  });
});

describe("refusals in Arabic, with their facts", () => {
  /** The checkout form without JavaScript, posted from the Arabic page. */
  async function postArabicCheckout(date: string, time: string, from: string) {
    const { itemPath, key } = await checkoutForm(the.shop, the.bouquet, from);
    return postForm(
      the.shop,
      `/ar${itemPath}`,
      {
        name: "هدى صالح",
        email: "huda.ar@example.com",
        phone: "050 765 4399",
        emirate: "Dubai",
        area: "Business Bay",
        building: "Bay Square 4",
        deliveryFee: "0",
        itemId: the.bouquet._id,
        size: "Signature",
        date,
        time,
        price: "125000",
        key,
      },
      { from },
    );
  }

  test("a full slot names the slot and the date in Arabic", async () => {
    const day = deliverableDate(9);
    await putSettings({
      ...settings,
      specialDates: [
        ...settings.specialDates,
        { date: day, slotCapacity: { morning: 1, afternoon: 0, evening: 0 } },
      ],
    });
    try {
      await paidOrder({ deliveryDate: day, deliveryTime: "morning" }, "127.0.0.70");
      const refused = await postArabicCheckout(day, "morning", "127.0.0.71");
      expect(refused.status).toBe(409);
      const arabicDay = new Intl.DateTimeFormat("ar-AE-u-nu-latn", {
        day: "numeric",
        month: "long",
        timeZone: "UTC",
      }).format(new Date(`${day}T00:00:00Z`));
      expect(refused.text).toContain(`موعد الصباح يوم ${arabicDay} محجوز بالكامل.`);
      // The JSON API keeps its English words.
      const english = await order({ deliveryDate: day, deliveryTime: "morning" }, "127.0.0.72");
      expect(english.json().error).toBe(
        `The morning slot on ${dayName(day)} is fully booked. Please choose another time.`,
      );
    } finally {
      await putSettings(settings);
    }
  });

  test("a closed date says the owner's reason on the Arabic item page", async () => {
    const page = await callShop(
      the.shop,
      `/ar/collection/${the.bouquet._id}?size=Signature&date=${EID}`,
    );
    expect(page.text).toContain("Closed for Eid Al Adha");
    const passed = await callShop(
      the.shop,
      `/ar/collection/${the.bouquet._id}?size=Signature&date=${deliverableDate(70)}`,
    );
    expect(passed.status).toBe(200);
  });
});

describe("GET /api/delivery/availability", () => {
  test("answers today to 60 days ahead by default, and at most 62 days when asked", async () => {
    const all = await callShop(the.shop, "/api/delivery/availability");
    expect(all.status).toBe(200);
    const days = all.json() as { date: string }[];
    expect(days).toHaveLength(61);
    expect(days[0]!.date).toBe(deliverableDate(0));
    const tooMany = await callShop(
      the.shop,
      `/api/delivery/availability?from=${deliverableDate(0)}&to=${deliverableDate(62)}`,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.json().error).toMatch(/at most 62 days/);
    expect((await callShop(the.shop, "/api/delivery/availability?from=tomorrow")).status).toBe(400);
  });

  test("the item page without JavaScript offers a full slot disabled, marked 'Fully booked'", async () => {
    const page = await callShop(
      the.shop,
      `/collection/${the.bouquet._id}?size=Signature&custom=1&date=${RUSH_DAY}`,
    );
    expect(page.status).toBe(200);
    const times = optionsOf(read(page.text).byLabel("Delivery time"));
    expect(times.find((option) => option.value === "morning")).toMatchObject({
      text: "Morning (9am-12pm) — Fully booked",
      disabled: true,
    });
    expect(times.find((option) => option.value === "afternoon")).toMatchObject({
      text: "Afternoon (12pm-5pm)",
      disabled: false,
    });

    const closed = await callShop(
      the.shop,
      `/collection/${the.bouquet._id}?size=Signature&date=${EID}`,
    );
    expect(closed.text).toContain("Closed for Eid Al Adha");
    expect(closed.text).toMatch(/Next available: /);
  });
});

describe("the delivery fee", () => {
  const withFee = { ...settings, deliveryFee: 25, freeDeliveryFrom: 1500 };

  test("is added under the threshold: its own figure in the order, and a total without it is a 409", async () => {
    // A one-line address is priced by the zone of the area it names: Jumeirah, Central Dubai.
    const zones = (await callShop(the.shop, "/api/delivery/zones")).json() as { _id: string }[];
    const central = (zone: { _id: string }) => zone._id === "be9c2b3c5705289a8bb7b66c";
    const zoneFee = { fee: 25, freeDeliveryFrom: 1500 };
    const withZoneFee = {
      ...withFee,
      zones: zones.map((zone) => (central(zone) ? { ...zone, ...zoneFee } : zone)),
    };
    expect((await putSettings(withZoneFee)).status).toBe(200);
    try {
      // The bouquet is AED 1,250: under the AED 1,500 threshold.
      const short = await order({});
      expect(short.status).toBe(409);
      expect(short.json()).toMatchObject({
        error: "The price has changed: the order total is now AED 1,275, with AED 25 delivery.",
        totalAmount: 1275,
        deliveryFee: 25,
      });
      const placed = await order({ totalAmount: 1275 });
      expect(placed.status).toBe(201);
      const { order: saved } = placed.json() as {
        order: { totalAmount: number; deliveryFee: number; vatAmount: number; items: unknown[] };
      };
      expect(saved).toMatchObject({ totalAmount: 1275, deliveryFee: 25 });
      expect(saved.items).toHaveLength(1);
      // VAT is included in both: 1,250 × 5/105 + 25 × 5/105.
      expect(saved.vatAmount).toBeCloseTo(59.52 + 1.19, 2);
    } finally {
      await putSettings({ ...settings, zones });
    }
  });

  test("without JavaScript: shown in the checkout summary; the area's zone fee is said, then charged", async () => {
    expect((await putSettings(withFee)).status).toBe(200);
    try {
      const { itemPath, key } = await checkoutForm(the.shop, the.bouquet, "127.0.0.4");
      const page = await callShop(the.shop, itemPath, { from: "127.0.0.4" });
      const summary = termsOf(read(page.text).root);
      expect(summary).toContainEqual(["Delivery fee", "AED 25"]);
      expect(summary).toContainEqual(["Total", "AED 1,275"]);
      expect(page.text).toContain('name="deliveryFee" value="2500"');
      const details = {
        name: "Huda Saleh",
        email: "huda@example.com",
        phone: "050 765 4321",
        // Abu Dhabi's zone: AED 95, whatever the order.
        emirate: "Abu Dhabi",
        area: "Saadiyat Island",
        building: "Villa 4",
        itemId: the.bouquet._id,
        size: "Signature",
        date: deliverableDate(),
        time: "evening",
        price: "125000",
        deliveryFee: "2500",
        key,
      };
      const told = await postForm(the.shop, itemPath, details, { from: "127.0.0.4" });
      expect(told.status).toBe(409);
      expect(told.text).toContain("the order total is now AED 1,345, with AED 95 delivery.");
      expect(told.text).toContain('name="deliveryFee" value="9500"');
      const placed = await postForm(
        the.shop,
        itemPath,
        { ...details, deliveryFee: "9500" },
        { from: "127.0.0.4" },
      );
      expect(placed.status).toBe(302);
      const list = await callShop(the.shop, "/api/orders?limit=1", { token: the.token });
      expect(list.json()[0]).toMatchObject({
        customerName: "Huda Saleh",
        totalAmount: 1345,
        deliveryFee: 95,
      });
    } finally {
      await putSettings(settings);
    }
  });

  test("is dropped from the threshold on", async () => {
    expect((await putSettings({ ...withFee, freeDeliveryFrom: 1250 })).status).toBe(200);
    try {
      const placed = await order({});
      expect(placed.status).toBe(201);
      expect(placed.json().order).toMatchObject({ totalAmount: 1250, deliveryFee: 0 });
    } finally {
      await putSettings(settings);
    }
  });
});

describe("add-ons", () => {
  let vase: Bouquet;
  beforeAll(async () => {
    vase = await createBouquet(the.shop, the.token, {
      title: "Glass Cylinder Vase",
      price: 120,
      isAddOn: true,
    });
  });

  test("are order lines of their own, priced by the server; alone they are refused", async () => {
    const vaseLine = { itemId: vase._id, title: vase.title, price: 120 };
    const withVase = await order({
      items: [...orderBody(the.bouquet).items, vaseLine],
      totalAmount: 1370,
    });
    expect(withVase.status).toBe(201);
    expect(withVase.json().order.items).toMatchObject([
      { itemId: the.bouquet._id, price: 1250 },
      { itemId: vase._id, title: "Glass Cylinder Vase", price: 120 },
    ]);

    const alone = await order({ items: [vaseLine], totalAmount: 120 });
    expect(alone.status).toBe(400);
    expect(alone.json().error).toBe(
      "An order needs at least one bouquet: add-ons go with a bouquet.",
    );
  });

  test("without JavaScript: ticked on the item page, summed in the checkout, ordered with the bouquet", async () => {
    const from = "127.0.0.5";
    const page = await callShop(the.shop, `/collection/${the.bouquet._id}`, { from });
    const shown = read(page.text);
    const addOns = shown.within(shown.byRole("group", "Add something special"));
    const vaseBox = addOns.byRole("checkbox", /^Glass Cylinder Vase/);
    expect([vaseBox.attrs.name, vaseBox.attrs.value]).toEqual(["addOn", vase._id]);

    const date = deliverableDate();
    const details = await callShop(
      the.shop,
      `/collection/${the.bouquet._id}?size=Signature&date=${date}&time=evening&addOn=${vase._id}&step=details`,
      { from },
    );
    const summary = termsOf(read(details.text).root);
    expect(summary).toContainEqual(["Glass Cylinder Vase", "AED 120"]);
    expect(summary).toContainEqual(["Total", "AED 1,370"]);
    const key = details.text.match(/name="key" value="([^"]+)"/)![1]!;
    const placed = await postForm(
      the.shop,
      `/collection/${the.bouquet._id}?size=Signature`,
      {
        name: "Reem Khalifa",
        email: "reem@example.com",
        phone: "050 111 2222",
        emirate: "Dubai",
        area: "Al Barsha",
        building: "Villa 3",
        itemId: the.bouquet._id,
        size: "Signature",
        date,
        time: "evening",
        price: "125000",
        addOn: vase._id,
        addOnPrice: "12000",
        deliveryFee: "0",
        key,
      },
      { from },
    );
    expect(placed.status).toBe(302);
    const [latest] = (await callShop(the.shop, "/api/orders?limit=1", { token: the.token })).json();
    expect(latest).toMatchObject({ customerName: "Reem Khalifa", totalAmount: 1370 });
    expect(latest.items.map((line: { title: string }) => line.title)).toEqual([
      "Crimson Devotion",
      "Glass Cylinder Vase",
    ]);
  });
});

describe("several gifts in one order", () => {
  test("8 orders of two gifts racing for a slot of 5 places: never more than 5 taken, every refusal a 409", async () => {
    // A day of its own for this race, its afternoon of 5 places; the other days as they were.
    const giftsDay = {
      date: GIFTS_DAY,
      slotCapacity: { morning: null, afternoon: 5, evening: null },
    };
    const put = await putSettings({
      ...settings,
      specialDates: [...settings.specialDates, giftsDay],
    });
    expect(put.status).toBe(200);
    const size = the.bouquet.sizes[0]!;
    const gift = (recipientName: string) => ({
      items: [{ itemId: the.bouquet._id, price: size.price, size: size.sizeName }],
      deliveryDate: GIFTS_DAY,
      deliveryTime: "afternoon",
      address: "Villa 12, Jumeirah 1, Dubai",
      recipientName,
      recipientPhone: "055 765 4321",
    });
    const racers = Array.from({ length: 8 }, (_, n) => `127.0.0.${200 + n}`);
    const answers = await Promise.all(
      racers.map((from, n) =>
        postJson(
          the.shop,
          "/api/orders",
          {
            customerName: "Layla Haddad",
            email: `racer${n}@example.com`,
            phone: "050 123 4567",
            deliveries: [gift("Noor Saleh"), gift("Omar Khalid")],
          },
          { from },
        ),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 409));
    for (const answer of refused) {
      expect(Object.keys((answer.json() as { issues: object }).issues)[0]).toMatch(
        /^deliveries\.\d\.deliveryTime$/,
      );
    }
    const taken = accepted.reduce(
      (sum, answer) =>
        sum + (answer.json() as { order: { deliveries: unknown[] } }).order.deliveries.length,
      0,
    );
    expect(taken).toBeLessThanOrEqual(5);
    // What the storefront says is left is what the race left.
    const [day] = (
      await callShop(the.shop, `/api/delivery/availability?from=${GIFTS_DAY}&to=${GIFTS_DAY}`)
    ).json() as { slots: { value: string; remaining: number }[] }[];
    expect(day!.slots.find((slot) => slot.value === "afternoon")!.remaining).toBe(5 - taken);
  });
});
