// One order, several gifts: each a delivery of its own with its place, recipient and status.
import { beforeAll, describe, expect, test } from "vitest";
import { adminToken, callJson } from "../support/shop";
import { createItem, deliverableDate, orderFor } from "../support/catalogue";
import { countRows, readRow, readRows } from "../support/database";

let token: string;
let item: Awaited<ReturnType<typeof createItem>>;
const DAY = deliverableDate(4);

beforeAll(async () => {
  token = await adminToken();
  item = await createItem(token, {
    title: "Ivory Hour",
    sizes: [{ sizeName: "Petite", price: 650 }],
  });
  // Two places in the morning of DAY (unpaid orders may hold one of them).
  const settings = (await callJson("/api/admin/delivery-settings", { token })).body;
  const put = await callJson("/api/admin/delivery-settings", {
    method: "PUT",
    token,
    body: { ...settings, slotCapacity: { morning: 2, afternoon: null, evening: null } },
  });
  expect(put.status).toBe(200);
});

const line = () => ({ itemId: item._id, price: 650, size: "Petite" });
const gift = (fields: Record<string, unknown> = {}) => ({
  items: [line()],
  deliveryDate: DAY,
  deliveryTime: "evening",
  address: "Villa 12, Al Wasl Road, Jumeirah 2, Dubai",
  ...fields,
});
const buyer = {
  customerName: "Layla Haddad",
  email: "layla@example.com",
  phone: "050 123 4567",
};
const placeGifts = (deliveries: unknown[], extra: Record<string, unknown> = {}) =>
  callJson("/api/orders", { method: "POST", body: { ...buyer, ...extra, deliveries } });

/** Places the morning of DAY holds, deliveries and orders alike. */
const morningPlaces = () =>
  countRows("deliveries", "delivery_date = ? and delivery_time = 'morning'", DAY);

describe("POST /api/orders with deliveries", () => {
  test("two gifts make one order of two deliveries, each with its lines, recipient and link", async () => {
    const { status, body } = await placeGifts([
      gift({ recipientName: "Noor", recipientPhone: "050 765 4321", cardMessage: "Eid Mubarak" }),
      gift({
        address: undefined,
        addressFromRecipient: true,
        recipientName: "Omar",
        recipientPhone: "050 111 2222",
        deliveryTime: "afternoon",
      }),
    ]);
    expect(status).toBe(201);
    const order = body.order;
    expect(order.deliveries).toHaveLength(2);
    expect(order.deliveries[0]).toMatchObject({
      _id: order._id,
      recipientName: "Noor",
      cardMessage: "Eid Mubarak",
      deliveryTime: "evening",
      items: [{ itemId: item._id, price: 650, quantity: 1 }],
      status: "Awaiting payment",
    });
    expect(order.deliveries[1]).toMatchObject({
      recipientName: "Omar",
      addressFromRecipient: true,
      addressPending: true,
      address: "",
      deliveryAddress: null,
      deliveryTime: "afternoon",
    });
    expect(order.deliveries[1]._id).not.toBe(order._id);
    // SPEC's top-level fields are the first gift's; the total is every line and fee.
    expect(order).toMatchObject({ recipientName: "Noor", deliveryTime: "evening" });
    expect(order.items).toHaveLength(2);
    const fees = order.deliveries.reduce(
      (sum: number, d: { deliveryFee: number }) => sum + d.deliveryFee,
      0,
    );
    expect(order.totalAmount).toBe(1300 + fees);
    expect(order.deliveryFee).toBe(fees);
    const lines = readRows<{ delivery_id: string }>(
      "select delivery_id from order_lines where order_id = ? order by position",
      order._id,
    );
    expect(lines.map((row) => row.delivery_id)).toEqual(
      order.deliveries.map((d: { _id: string }) => d._id),
    );
  });

  test("the one-gift body is still an order of one delivery whose id is the order's", async () => {
    const { status, body } = await callJson("/api/orders", {
      method: "POST",
      body: orderFor(item, { deliveryDate: DAY }),
    });
    expect(status).toBe(201);
    expect(body.order.deliveries).toEqual([
      expect.objectContaining({ _id: body.order._id, deliveryDate: DAY, deliveryTime: "evening" }),
    ]);
  });

  test("a gift's refusal names it and nothing is saved: the third gift's slot is full", async () => {
    const orders = countRows("orders");
    const places = morningPlaces();
    const { status, body } = await placeGifts([
      gift(),
      gift({ deliveryTime: "morning" }),
      gift({ deliveryTime: "morning" }),
    ]);
    expect(status).toBe(409);
    expect(Object.keys(body.issues)).toEqual(["deliveries.2.deliveryTime"]);
    expect(countRows("orders")).toBe(orders);
    expect(morningPlaces()).toBe(places);
  });

  test("an unknown bouquet in the first gift is keyed to its line", async () => {
    const { status, body } = await placeGifts([
      gift({ items: [line(), { ...line(), itemId: "0123456789abcdef01234567" }] }),
    ]);
    expect(status).toBe(400);
    expect(Object.keys(body.issues)).toEqual(["deliveries.0.items.1.itemId"]);
  });

  test("the second gift's mistyped mobile is keyed to it, in words", async () => {
    const { status, body } = await placeGifts([
      gift(),
      gift({ recipientName: "Noura", recipientPhone: "12" }),
    ]);
    expect(status).toBe(400);
    expect(body.issues).toEqual({
      "deliveries.1.recipientPhone": [
        "Please enter the recipient's mobile number, e.g. +971 50 123 4567.",
      ],
    });
  });

  test("a total that is not every line and fee is refused with the one that holds", async () => {
    const { status, body } = await placeGifts([gift(), gift()], { totalAmount: 650 });
    expect(status).toBe(409);
    expect(body.totalAmount).toBeGreaterThanOrEqual(1300);
  });
});

describe("a delivery's own status", () => {
  async function paidOrderOfTwo() {
    const { body } = await placeGifts([gift(), gift({ deliveryTime: "afternoon" })]);
    const patch = await callJson(`/api/orders/${body.order._id}/status`, {
      method: "PATCH",
      token,
      body: { status: "New paid order" },
    });
    expect(patch.status).toBe(200);
    return patch.body.order;
  }

  test("the order's move carries every delivery", async () => {
    const order = await paidOrderOfTwo();
    expect(order.deliveries.map((d: { status: string }) => d.status)).toEqual([
      "New paid order",
      "New paid order",
    ]);
  });

  test("one delivery moves alone; the order follows once all have the same status", async () => {
    const order = await paidOrderOfTwo();
    const [first, second] = order.deliveries as { _id: string }[];
    const move = (deliveryId: string, status: string) =>
      callJson(`/api/orders/${order._id}/deliveries/${deliveryId}/status`, {
        method: "PATCH",
        token,
        body: { status },
      });
    const one = await move(second!._id, "In delivery");
    expect(one.status).toBe(200);
    expect(one.body.order.status).toBe("New paid order");
    expect(one.body.order.deliveries.map((d: { status: string }) => d.status)).toEqual([
      "New paid order",
      "In delivery",
    ]);
    // The gift's own move is a line of the order's history, with the gift's id.
    const giftLine = { from: "New paid order", to: "In delivery", by: expect.any(String) };
    expect(one.body.order.statusHistory.at(-1)).toEqual({
      ...giftLine,
      at: expect.any(String),
      deliveryId: second!._id,
    });
    const both = await move(first!._id, "In delivery");
    expect(both.body.order.status).toBe("In delivery");
    // Then the other gift's line, and the whole order's, which names no gift.
    expect(both.body.order.statusHistory.slice(-2)).toEqual([
      { ...giftLine, at: expect.any(String), deliveryId: first!._id },
      { ...giftLine, at: expect.any(String) },
    ]);
    expect(readRow("select status from orders where id = ?", order._id)).toEqual({
      status: "in_delivery",
    });
  });

  test("a delivery of another order is not found, a status outside fulfilment refused", async () => {
    const order = await paidOrderOfTwo();
    const other = await paidOrderOfTwo();
    const path = `/api/orders/${order._id}/deliveries/${other.deliveries[1]._id}/status`;
    const notOurs = await callJson(path, { method: "PATCH", token, body: { status: "Delivered" } });
    expect(notOurs.status).toBe(404);
    const own = `/api/orders/${order._id}/deliveries/${order.deliveries[1]._id}/status`;
    const unpaid = await callJson(own, {
      method: "PATCH",
      token,
      body: { status: "Awaiting payment" },
    });
    expect(unpaid.status).toBe(400);
    const anonymous = await callJson(own, { method: "PATCH", body: { status: "Delivered" } });
    expect(anonymous.status).toBe(401);
  });
});
