// Orders and payment initiation, with the server as the price authority.
import { beforeAll, describe, expect, test } from "vitest";
import { adminToken, call, callJson } from "../support/shop";
import { createItem, deliverableDate, orderFor } from "../support/catalogue";
import { countRows, readRow, writeRows } from "../support/database";

let token: string;
let item: Awaited<ReturnType<typeof createItem>>;

beforeAll(async () => {
  token = await adminToken();
  item = await createItem(token, {
    title: "Blush Reverie",
    sizes: [
      { sizeName: "Petite", price: 650 },
      { sizeName: "Grand", price: 1450.5 },
    ],
  });
});

async function placeOrder(overrides: Record<string, unknown> = {}) {
  return callJson("/api/orders", { method: "POST", body: orderFor(item, overrides) });
}

describe("the order's language", () => {
  test("an order placed in Arabic says so, and its lines keep the Arabic title and size name", async () => {
    writeRows("update items set title_ar = ? where id = ?", "حُمرة الخجل", item._id);
    writeRows(
      "update sizes set size_name_ar = ? where item_id = ? and size_name = ?",
      "صغيرة",
      item._id,
      "Petite",
    );
    try {
      const { status, body } = await placeOrder({ language: "ar" });
      expect(status).toBe(201);
      expect(body.order.language).toBe("ar");
      expect(body.order.items[0]).toMatchObject({
        title: "Blush Reverie",
        titleAr: "حُمرة الخجل",
        size: "Petite",
        sizeAr: "صغيرة",
      });
      expect(readRow("select language from orders where id = ?", body.order._id)).toEqual({
        language: "ar",
      });
      const listed = await callJson(`/api/orders/${body.order._id}`, { token });
      expect(listed.body.language).toBe("ar");
    } finally {
      writeRows("update items set title_ar = null where id = ?", item._id);
      writeRows("update sizes set size_name_ar = null where item_id = ?", item._id);
    }
  });

  test("without a language the order is English, its lines without Arabic", async () => {
    const { status, body } = await placeOrder();
    expect(status).toBe(201);
    expect(body.order.language).toBe("en");
    expect(body.order.items[0]).toMatchObject({ titleAr: null, sizeAr: null });
  });

  test("any other language is refused with a 400 that says which are known", async () => {
    const before = countRows("orders");
    for (const language of ["fr", "AR", "", 1]) {
      const { status, body } = await placeOrder({ language });
      expect(status).toBe(400);
      expect(body.issues.language).toEqual(['Language must be "en" or "ar".']);
    }
    expect(countRows("orders")).toBe(before);
  });
});

describe("POST /api/orders", () => {
  test("creates an order awaiting payment at the server's price, phone in E.164, VAT included", async () => {
    const { status, body } = await placeOrder({
      recipientName: "Noor",
      recipientPhone: "050 765 4321",
      cardMessage: "Happy birthday, with love",
    });
    expect(status).toBe(201);
    expect(body.order._id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.order).toMatchObject({
      status: "Awaiting payment",
      totalAmount: 650,
      vatAmount: 30.95,
      phone: "+971501234567",
      recipientPhone: "+971507654321",
      cardMessage: "Happy birthday, with love",
      deliveryTime: "evening",
      items: [
        { itemId: item._id, title: "Blush Reverie", size: "Petite", price: 650, quantity: 1 },
      ],
    });
    expect(body.order.orderNumber).toMatch(/^MF-\d+$/);
  });

  test("a changed price is refused with 409 and the current price, and nothing is stored", async () => {
    const before = countRows("orders");
    const { status, body } = await placeOrder({
      items: [{ itemId: item._id, title: item.title, price: 1, size: "Petite", quantity: 1 }],
      totalAmount: 1,
    });
    expect(status).toBe(409);
    expect(body.error).toMatch(/price has changed/);
    expect(body.items[0]).toMatchObject({ itemId: item._id, size: "Petite", price: 650 });
    expect(body.totalAmount).toBe(650);
    expect(countRows("orders")).toBe(before);
  });

  test("a tampered total is refused too", async () => {
    const { status, body } = await placeOrder({ totalAmount: 10 });
    expect(status).toBe(409);
    expect(body.totalAmount).toBe(650);
  });

  test("a delivery date outside the window is a 400", async () => {
    for (const deliveryDate of ["2020-01-01", deliverableDate(61), "2026-02-30", "tomorrow"]) {
      const { status, body } = await placeOrder({ deliveryDate });
      expect(status, deliveryDate).toBe(400);
      expect(body.issues.deliveryDate, deliveryDate).toBeDefined();
    }
    const { status } = await placeOrder({ deliveryDate: deliverableDate(60) });
    expect(status).toBe(201);
  });

  test("bad input is a 400 with field issues; malformed JSON is a JSON 400", async () => {
    const invalid = await placeOrder({ email: "not-an-email", phone: "12", customerName: "" });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.issues)).toEqual(
      expect.arrayContaining(["email", "phone", "customerName"]),
    );
    const malformed = await callJson("/api/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: undefined,
    });
    expect(malformed.status).toBe(400);
    const broken = await fetchRaw("{not json");
    expect(broken.status).toBe(400);
    expect(broken.headers.get("content-type")).toContain("application/json");
    expect((await broken.json()).error).toBe("The request body is not valid JSON.");
  });

  test("a wrong type or a number out of range is refused in plain words, not Zod's", async () => {
    const wrong = await placeOrder({ notes: 5, deliveryTime: "night" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual({
      notes: ["This must be text."],
      deliveryTime: ['This must be "morning", "afternoon", "evening" or "any".'],
    });
    const tooMany = await placeOrder({
      items: [{ itemId: item._id, price: 650, size: "Petite", quantity: 11 }],
    });
    expect(tooMany.body.issues).toEqual({ "items.0.quantity": ["At most 10."] });
  });

  test("an unknown size is refused", async () => {
    const { status } = await placeOrder({
      items: [{ itemId: item._id, price: 650, size: "Huge", quantity: 1 }],
    });
    expect(status).toBe(400);
  });

  test("the same idempotency key answers the first order instead of a second", async () => {
    const key = "checkout-7f3a9c21";
    const first = await placeOrder({ idempotencyKey: key });
    const again = await placeOrder({ idempotencyKey: key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.order._id).toBe(first.body.order._id);
  });

  test("a replay tells the customer the order's moves, never who on the staff made them, nor why", async () => {
    const key = "checkout-staff-unnamed";
    const first = await placeOrder({ idempotencyKey: key });
    const id = first.body.order._id;
    const moved = await callJson(`/api/orders/${id}/status`, {
      method: "PATCH",
      token,
      body: { status: "Cancelled" },
    });
    expect(moved.body.order.statusHistory.at(-1).by).toBe("florist");
    writeRows(
      "update order_status_history set note = 'Called twice, no answer' where order_id = ? and to_status = 'cancelled'",
      id,
    );
    const again = await placeOrder({ idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.body.order.statusHistory).toEqual([
      { from: null, to: "Awaiting payment", at: expect.any(String), by: "customer" },
      { from: "Awaiting payment", to: "Cancelled", at: expect.any(String), by: "shop" },
    ]);
  });

  test("40 concurrent orders are 40 distinct orders", async () => {
    const before = countRows("orders");
    const results = await Promise.all(Array.from({ length: 40 }, () => placeOrder()));
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(201));
    const ids = new Set(results.map((r) => r.body.order._id));
    const numbers = new Set(results.map((r) => r.body.order.orderNumber));
    expect(ids.size).toBe(40);
    expect(numbers.size).toBe(40);
    expect(countRows("orders")).toBe(before + 40);
  });
});

describe("reading and moving orders (admin)", () => {
  test("GET /api/orders lists newest first; ?status=NEW means 'New paid order'", async () => {
    const placed = await placeOrder({ deliveryTime: "morning" });
    const all = await callJson("/api/orders", { token });
    expect(all.status).toBe(200);
    expect(all.body[0]._id).toBe(placed.body.order._id);
    expect(all.body[0]).toMatchObject({
      orderNumber: expect.any(String),
      totalAmount: 650,
      createdAt: expect.any(String),
    });

    const none = await callJson("/api/orders?status=NEW", { token });
    expect(none.body.some((o: { _id: string }) => o._id === placed.body.order._id)).toBe(false);
    await callJson(`/api/orders/${placed.body.order._id}/status`, {
      method: "PATCH",
      token,
      body: { status: "New paid order" },
    });
    const paid = await callJson("/api/orders?status=NEW", { token });
    expect(paid.body.map((o: { _id: string }) => o._id)).toContain(placed.body.order._id);
  });

  test("PATCH status moves any status to any other and writes the history", async () => {
    const placed = await placeOrder();
    const id = placed.body.order._id;
    const moved = await callJson(`/api/orders/${id}/status`, {
      method: "PATCH",
      token,
      body: { status: "Delivered" },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.order.status).toBe("Delivered");
    const back = await callJson(`/api/orders/${id}/status`, {
      method: "PATCH",
      token,
      body: { status: "In preparation" },
    });
    expect(back.body.order.statusHistory).toEqual([
      expect.objectContaining({ from: null, to: "Awaiting payment", by: "customer" }),
      expect.objectContaining({ from: "Awaiting payment", to: "Delivered", by: "florist" }),
      expect.objectContaining({ from: "Delivered", to: "In preparation", by: "florist" }),
    ]);
    expect(countRows("order_status_history", "order_id = ?", id)).toBe(3);
    const unknown = await callJson(`/api/orders/${id}/status`, {
      method: "PATCH",
      token,
      body: { status: "Lost" },
    });
    expect(unknown.status).toBe(400);
    // A name every object inherits is no status either, and changes nothing.
    for (const inherited of ["constructor", "__proto__"]) {
      const refused = await callJson(`/api/orders/${id}/status`, {
        method: "PATCH",
        token,
        body: { status: inherited },
      });
      expect(refused.status, inherited).toBe(400);
    }
    expect(countRows("order_status_history", "order_id = ?", id)).toBe(3);
    const missing = await callJson("/api/orders/0123456789abcdef01234567/status", {
      method: "PATCH",
      token,
      body: { status: "Delivered" },
    });
    expect(missing.status).toBe(404);
  });
});

describe("POST /api/payment/initiate", () => {
  test("answers {success, paymentUrl}; twice for one order is one payment", async () => {
    const placed = await placeOrder();
    const order = placed.body.order;
    const request = {
      amount: order.totalAmount,
      orderId: order._id,
      currency: "AED",
      customerDetails: { name: order.customerName, email: order.email, phone: order.phone },
    };
    const first = await callJson("/api/payment/initiate", { method: "POST", body: request });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      paymentUrl: expect.stringMatching(/^http:\/\/shop\.test\/pay\/demo\/[0-9a-f]{24}$/),
    });
    const second = await callJson("/api/payment/initiate", { method: "POST", body: request });
    expect(second.body.paymentUrl).toBe(first.body.paymentUrl);
    expect(countRows("payments", "order_id = ?", order._id)).toBe(1);
  });

  test("the amount must equal the order total, and the order must await payment", async () => {
    const placed = await placeOrder();
    const order = placed.body.order;
    const wrongAmount = await callJson("/api/payment/initiate", {
      method: "POST",
      body: { amount: 1, orderId: order._id, currency: "AED" },
    });
    expect(wrongAmount.status).toBe(409);
    await callJson(`/api/orders/${order._id}/status`, {
      method: "PATCH",
      token,
      body: { status: "Cancelled" },
    });
    const cancelled = await callJson("/api/payment/initiate", {
      method: "POST",
      body: { amount: 650, orderId: order._id, currency: "AED" },
    });
    expect(cancelled.status).toBe(409);
    const unknown = await callJson("/api/payment/initiate", {
      method: "POST",
      body: { amount: 650, orderId: "0123456789abcdef01234567", currency: "AED" },
    });
    expect(unknown.status).toBe(404);
    expect(countRows("payments", "order_id = ?", order._id)).toBe(0);
  });
});

function fetchRaw(body: string) {
  return call("/api/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
  });
}
