// The delivery address the Dubai way: POST /api/orders with a structured `deliveryAddress` (priced
// by its area's zone, refused outside every zone) beside the one-line `address` older clients send,
// and the checkout's address group posted without JavaScript, in English and in Arabic.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { page, select, textOf } from "../support/html";
import { adminToken, call, callJson } from "../support/shop";
import {
  createItem,
  deliverableDate,
  orderFor,
  postCheckoutForm,
  postOrderForm,
} from "../support/catalogue";
import { countRows, readRow } from "../support/database";

let item: Awaited<ReturnType<typeof createItem>>;

beforeAll(async () => {
  item = await createItem(await adminToken(), {
    title: "Desert Rose",
    sizes: [{ sizeName: "Grand", price: 650 }],
  });
});

/** The ids of the zones a new shop starts with (24 hex, the same on every read). */
const CENTRAL_DUBAI = "be9c2b3c5705289a8bb7b66c";
const GREATER_DUBAI = "71bf9fe3a37652d9209d4473";
const ABU_DHABI = "d15cf550a105fb663e11a480";

const marina = {
  emirate: "Dubai",
  area: "Dubai Marina",
  building: "Marina Gate 2",
  flat: "Apartment 1204",
  landmark: "Opposite the tram stop",
  makani: "12345 67890",
  mapUrl: "https://maps.app.goo.gl/abc123",
};

function placeOrder(overrides: Record<string, unknown>) {
  const { address: _oneLine, ...order } = orderFor(item, {
    email: `address-${randomUUID()}@example.com`,
  });
  return callJson("/api/orders", { method: "POST", body: { ...order, ...overrides } });
}

describe("POST /api/orders with a deliveryAddress", () => {
  test("201: the zone's fee is charged, the JSON carries the one-line and the structured address", async () => {
    // Greater Dubai: AED 35 under AED 750.
    const { status, body } = await placeOrder({ deliveryAddress: marina, totalAmount: 685 });
    expect(status).toBe(201);
    expect(body.order).toMatchObject({
      totalAmount: 685,
      deliveryFee: 35,
      address: "Marina Gate 2, Apartment 1204, Dubai Marina, Dubai",
      deliveryAddress: { ...marina, makani: "1234567890" },
    });
    const row = readRow<{ delivery_zone: string; delivery_address: string }>(
      "SELECT delivery_zone, delivery_address FROM orders WHERE id = ?",
      body.order._id,
    )!;
    expect(row.delivery_zone).toBe(GREATER_DUBAI);
    expect(JSON.parse(row.delivery_address)).toMatchObject({ area: "Dubai Marina" });
  });

  test("a total without the zone's fee is the 409 that names it", async () => {
    const { status, body } = await placeOrder({ deliveryAddress: marina, totalAmount: 650 });
    expect(status).toBe(409);
    expect(body).toMatchObject({ totalAmount: 685, deliveryFee: 35 });
  });

  test("an area named in Arabic is its zone's area, stored by its English name", async () => {
    const { status, body } = await placeOrder({
      deliveryAddress: { emirate: "Abu Dhabi", area: "جزيرة ياس", building: "Villa 3" },
      totalAmount: 745,
    });
    expect(status).toBe(201);
    expect(body.order.deliveryFee).toBe(95);
    expect(body.order.deliveryAddress).toEqual({
      emirate: "Abu Dhabi",
      area: "Yas Island",
      building: "Villa 3",
    });
  });

  test("an area in no zone: 409 'We do not deliver to … yet.' on deliveryAddress, nothing created", async () => {
    const before = countRows("orders");
    const { status, body } = await placeOrder({
      deliveryAddress: { ...marina, area: "Hatta" },
      totalAmount: 650,
    });
    expect(status).toBe(409);
    expect(body).toEqual({
      error: "We do not deliver to Hatta yet.",
      issues: { deliveryAddress: ["We do not deliver to Hatta yet."] },
    });
    expect(countRows("orders")).toBe(before);
  });

  test("an area of another emirate is a 400 on the area", async () => {
    const { status, body } = await placeOrder({
      deliveryAddress: { ...marina, emirate: "Sharjah" },
      totalAmount: 685,
    });
    expect(status).toBe(400);
    expect(body.issues["deliveryAddress.area"]).toEqual(["Dubai Marina is not in Sharjah."]);
  });

  test("a bad Makani or map link is a 400 with the field's issue", async () => {
    const makani = await placeOrder({ deliveryAddress: { ...marina, makani: "123456789" } });
    expect(makani.status).toBe(400);
    expect(makani.body.issues["deliveryAddress.makani"]).toEqual([
      "A Makani number has 10 digits.",
    ]);
    const map = await placeOrder({
      deliveryAddress: { ...marina, mapUrl: "javascript:alert(1)" },
    });
    expect(map.status).toBe(400);
    expect(map.body.issues["deliveryAddress.mapUrl"]).toBeDefined();
  });

  test("with only the one-line address in a free zone's area: deliveryAddress null, no fee", async () => {
    const { status, body } = await placeOrder({ address: "Villa 12, Jumeirah 1, Dubai" });
    expect(status).toBe(201);
    expect(body.order).toMatchObject({
      address: "Villa 12, Jumeirah 1, Dubai",
      deliveryAddress: null,
      deliveryFee: 0,
      totalAmount: 650,
    });
  });

  test("a map link that leads elsewhere is a 400 on mapUrl; a pin or place link is taken", async () => {
    for (const mapUrl of [
      "https://maps.google.com/url?q=https://evil.example",
      "https://www.google.com/maps/../url?q=https://evil.example",
      "https://maps.google.com/?q=https%3A%2F%2Fevil.example",
    ]) {
      const refused = await placeOrder({
        deliveryAddress: { ...marina, mapUrl },
        totalAmount: 685,
      });
      expect(refused.status, mapUrl).toBe(400);
      expect(refused.body.issues["deliveryAddress.mapUrl"], mapUrl).toEqual([
        "Please paste the link of a pin or a place on Google Maps, not one that leads to another site.",
      ]);
    }
    for (const mapUrl of [
      "https://maps.app.goo.gl/Xy12AbCd",
      "https://www.google.com/maps/place/Marina+Gate/@25.08,55.14,17z",
      "https://maps.google.com/?q=25.0805,55.1403",
    ]) {
      const taken = await placeOrder({ deliveryAddress: { ...marina, mapUrl }, totalAmount: 685 });
      expect(taken.status, mapUrl).toBe(201);
      expect(taken.body.order.deliveryAddress.mapUrl).toBe(mapUrl);
    }
  });
});

describe("POST /api/orders with only a one-line address: one set of rules", () => {
  afterEach(() => {
    delete process.env.SHOP_FAKE_NOW;
  });

  const saadiyat = "Villa 12, Saadiyat Island, Abu Dhabi";

  test("the area it names prices it: Saadiyat Island pays the Abu Dhabi zone's AED 95", async () => {
    const unpriced = await placeOrder({ address: saadiyat });
    expect(unpriced.status).toBe(409);
    expect(unpriced.body).toMatchObject({ totalAmount: 745, deliveryFee: 95 });
    const placed = await placeOrder({ address: saadiyat, totalAmount: 745 });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      address: saadiyat,
      deliveryAddress: null,
      deliveryFee: 95,
    });
    expect(
      readRow<{ zone: string }>(
        "SELECT delivery_zone AS zone FROM orders WHERE id = ?",
        placed.body.order._id,
      )?.zone,
    ).toBe(ABU_DHABI);
    // In Arabic, and whatever its case: the same zone.
    const arabic = await placeOrder({ address: "فيلا 12، جزيره السعديات، أبوظبي" });
    expect(arabic.body).toMatchObject({ deliveryFee: 95 });
    const shouted = await placeOrder({ address: "VILLA 12, SAADIYAT ISLAND" });
    expect(shouted.body).toMatchObject({ deliveryFee: 95 });
  });

  test("and times it: at 09:00, Saadiyat Island the same evening needs more notice, as the structured address does", async () => {
    process.env.SHOP_FAKE_NOW = DateTime.now().setZone("Asia/Dubai").set({ hour: 9 }).toISO()!;
    const today = deliverableDate(0);
    const oneLine = await placeOrder({ address: saadiyat, totalAmount: 745, deliveryDate: today });
    const structured = await placeOrder({
      deliveryAddress: {
        emirate: "Abu Dhabi",
        area: "Saadiyat Island",
        building: "Villa 12",
      },
      totalAmount: 745,
      deliveryDate: today,
    });
    for (const refused of [oneLine, structured]) {
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(
        "Delivery to Saadiyat Island needs more notice. Please choose a later date.",
      );
      expect(refused.body.issues.deliveryDate).toBeDefined();
    }
    // A Dubai area the same evening is still taken.
    const dubai = await placeOrder({ address: "Villa 12, Jumeirah 1, Dubai", deliveryDate: today });
    expect(dubai.status).toBe(201);
  });

  test("naming no area: the dearest zone's fee and its longest notice", async () => {
    const nowhere = "Villa 7, Street 14, Dubai";
    const unpriced = await placeOrder({ address: nowhere });
    expect(unpriced.status).toBe(409);
    expect(unpriced.body).toMatchObject({ totalAmount: 745, deliveryFee: 95 });
    expect((await placeOrder({ address: nowhere, totalAmount: 745 })).status).toBe(201);
    process.env.SHOP_FAKE_NOW = DateTime.now().setZone("Asia/Dubai").set({ hour: 9 }).toISO()!;
    const today = await placeOrder({
      address: nowhere,
      totalAmount: 745,
      deliveryDate: deliverableDate(0),
    });
    expect(today.status).toBe(400);
    expect(today.body.error).toBe(
      "Delivery to this address needs more notice. Please choose a later date.",
    );
  });

  test("a gift needs the recipient's UAE mobile whatever the form of the address", async () => {
    const noPhone = await placeOrder({
      address: "Villa 12, Jumeirah 1, Dubai",
      recipientName: "Noor Saleh",
    });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.issues.recipientPhone).toEqual([
      "Please enter the recipient's UAE mobile number, e.g. +971 50 123 4567.",
    ]);
    const landline = await placeOrder({
      address: "Villa 12, Jumeirah 1, Dubai",
      recipientName: "Noor Saleh",
      recipientPhone: "04 123 4567",
    });
    expect(landline.status).toBe(400);
    expect(landline.body.issues.recipientPhone).toBeDefined();
    const reachable = await placeOrder({
      address: "Villa 12, Jumeirah 1, Dubai",
      recipientName: "Noor Saleh",
      recipientPhone: "055 765 4321",
    });
    expect(reachable.status).toBe(201);
  });

  test("neither address, or both, is a 400 on address", async () => {
    const neither = await placeOrder({});
    expect(neither.status).toBe(400);
    expect(neither.body.issues.address).toEqual(["Delivery address is required."]);
    const both = await placeOrder({ address: "Villa 12", deliveryAddress: marina });
    expect(both.status).toBe(400);
    expect(both.body.issues.address).toEqual(["Send either address or deliveryAddress, not both."]);
  });
});

const storedAddress = (email: string) => {
  const row = readRow<{ address: string; delivery_address: string; delivery_zone: string }>(
    "SELECT address, delivery_address, delivery_zone FROM orders WHERE email = ?",
    email,
  );
  return row && { ...row, delivery_address: JSON.parse(row.delivery_address) };
};

/** 'Complete Your Order' as a browser without JavaScript posts it from the Arabic page. */
const postArabicCheckout = (fields: Record<string, string>) =>
  postOrderForm(
    item,
    {
      name: "ليلى حداد",
      email: `arabic-address-${randomUUID()}@example.com`,
      phone: "050 123 4567",
      emirate: "Dubai",
      area: "Jumeirah",
      building: "فيلا 12",
      key: randomUUID(),
      ...fields,
    },
    "/ar",
  );

describe("the checkout's address group, without JavaScript", () => {
  test("the English form: labelled fields, areas grouped by emirate by their English names", async () => {
    const choices = new URLSearchParams({
      size: "Grand",
      date: deliverableDate(),
      time: "evening",
      step: "details",
    });
    const html = await (await call(`/collection/${item._id}?${choices}`)).text();
    const form = page(html);
    expect(form.all("legend").map(textOf)).toContain("Delivery Address");
    for (const label of [
      "Emirate",
      "Area",
      "Building or villa",
      "Flat / floor",
      "Street",
      "Landmark or directions",
      "Makani number",
      "Google Maps link",
    ]) {
      expect(form.byLabel(label).attrs.name, label).toBeTruthy();
    }
    expect(html).toContain("10 digits on the building&#x27;s plate");
    const areas = form.byLabel("Area");
    expect(select(areas, "optgroup").map((group) => group.attrs.label)).toEqual(
      expect.arrayContaining(["Dubai", "Abu Dhabi"]),
    );
    expect(select(areas, 'option[value="Dubai Marina"]').map(textOf)).toEqual(["Dubai Marina"]);
    expect(form.all('textarea[name="address"]')).toEqual([]);
  });

  test("the English form posted creates the order with its structured address", async () => {
    const email = `page-address-${randomUUID()}@example.com`;
    const placed = await postCheckoutForm(item, {
      email,
      key: randomUUID(),
      flat: "Ground floor",
      landmark: "Next to the mosque",
      makani: "٣٤٥٦٧ ٨٩٠١٢",
      mapUrl: "https://www.google.com/maps/place/Jumeirah",
    });
    expect(placed.status).toBe(302);
    expect(storedAddress(email)).toEqual({
      address: "Villa 12, Ground floor, Jumeirah Beach Road, Jumeirah, Dubai",
      delivery_zone: CENTRAL_DUBAI,
      delivery_address: {
        emirate: "Dubai",
        area: "Jumeirah",
        building: "Villa 12",
        flat: "Ground floor",
        street: "Jumeirah Beach Road",
        landmark: "Next to the mosque",
        makani: "3456789012",
        mapUrl: "https://www.google.com/maps/place/Jumeirah",
      },
    });
  });

  test("an area with another fee: the form says the fee and takes it when posted again", async () => {
    const email = `page-fee-${randomUUID()}@example.com`;
    const key = randomUUID();
    const fields = { email, key, area: "Dubai Marina", building: "Marina Gate 2" };
    const refused = await postCheckoutForm(item, fields);
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(html).toContain("the order total is now AED 685, with AED 35 delivery.");
    expect(html).toContain('name="deliveryFee" value="3500"');
    const placed = await postCheckoutForm(item, { ...fields, deliveryFee: "3500" });
    expect(placed.status).toBe(302);
    expect(storedAddress(email)?.delivery_zone).toBe(GREATER_DUBAI);
  });

  test("the Arabic form posted creates the order with its structured address", async () => {
    const email = `arabic-page-address-${randomUUID()}@example.com`;
    const placed = await postArabicCheckout({ email, makani: "۳۴۵۶۷۸۹۰۱۲" });
    expect(placed.status).toBe(302);
    expect(storedAddress(email)?.delivery_address).toEqual({
      emirate: "Dubai",
      area: "Jumeirah",
      building: "فيلا 12",
      makani: "3456789012",
    });
  });

  test("on /ar the group speaks Arabic, and a refusal is said in Arabic beside its field", async () => {
    const email = `arabic-refused-${randomUUID()}@example.com`;
    const refused = await postArabicCheckout({ email, makani: "12345" });
    expect(refused.status).toBe(400);
    const form = page(await refused.text());
    const makani = form.byLabel("رقم مكاني");
    const areas = form.byLabel("المنطقة");
    expect(select(areas, "optgroup").map((group) => group.attrs.label)).toContain("دبي");
    // The Arabic name only; the English one is the value the order keeps.
    expect(select(areas, 'option[value="Dubai Marina"]').map(textOf)).toEqual(["دبي مارينا"]);
    expect(form.descriptionOf(makani)).toContain("يتألف رقم مكاني من عشرة أرقام.");
    // Said in Arabic on the page (the form's data behind it keeps the schema's English).
    expect(form.text).not.toContain("A Makani number has 10 digits.");

    const elsewhere = await postArabicCheckout({ email, area: "Hatta" });
    expect(elsewhere.status).toBe(409);
    const answered = page(await elsewhere.text());
    expect(answered.descriptionOf(answered.byLabel("المنطقة"))).toContain(
      "لا نوصل إلى \u2068Hatta\u2069 بعد.",
    );
    expect(storedAddress(email)).toBeUndefined();
  });
});
