// An order of several gifts as the staff handle it: a section and a status form per gift on the
// opened order, the day's sheet, slips and cards per gift, a refund of one gift with its credit
// note, and the tax invoice grouped by gift.
import { beforeAll, describe, expect, test } from "vitest";
import { signInAsAdmin, type AdminBrowser } from "../support/admin-session";
import { deliverableDate } from "../support/catalogue";
import { paidGiftOrder, twoGifts, type GiftOrder } from "../support/gift-orders";
import { bouquetOnSale, type Item } from "../support/paid-order";
import { page as read } from "../support/html";
import { adminToken, call, callJson } from "../support/shop";
import { readRows } from "../support/database";

let token: string;
let admin: AdminBrowser;
let item: Item;
let order: GiftOrder;

beforeAll(async () => {
  token = await adminToken();
  admin = await signInAsAdmin();
  item = await bouquetOnSale(token);
  order = await paidGiftOrder(twoGifts(item));
});

const statuses = async (id: string) =>
  (await callJson(`/api/orders/${id}`, { token })).body as {
    status: string;
    deliveries: { status: string }[];
  };

describe("the opened order", () => {
  test("a section per gift: recipient, address or 'Address pending', date, slot, fee, card, marks", async () => {
    const html = await (await admin.get(`/admin/orders?open=${order._id}`)).text();
    const page = read(html);
    const first = page.within(page.byRole("region", "Gift 1 of 2"));
    expect(first.text).toContain("Noor Saleh");
    expect(first.text).toContain("Villa 12");
    expect(first.text).toContain("Eid Mubarak, habibti");
    expect(first.text).toContain("Surprise delivery");
    expect(first.text).toContain("Evening");
    expect(first.text).toContain("Ivory Hour");
    const second = page.within(page.byRole("region", "Gift 2 of 2"));
    expect(second.text).toContain("Omar Nasser");
    expect(second.text).toContain("Address pending");
    expect(second.text).toContain("Anonymously");
    expect(second.text).toContain("Morning");
    expect(second.byText("With thanks from all of us").attrs.dir).toBe("auto");
    expect(second.byLabel("Status of gift 2")).toBeTruthy();
  });

  test("a gift's own form moves that gift alone; the order follows once both have moved", async () => {
    const [first, second] = order.deliveries;
    const moved = await admin.post(`/admin/orders?open=${order._id}`, {
      orderId: order._id,
      deliveryId: second!._id,
      status: "in_preparation",
    });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(
      `/admin/orders?open=${order._id}#order-${order._id}`,
    );
    let now = await statuses(order._id);
    expect(now.deliveries.map((d) => d.status)).toEqual(["New paid order", "In preparation"]);
    expect(now.status).toBe("New paid order");
    // The order's history keeps the gift's own move, by its number.
    const history = read(await (await admin.get(`/admin/orders?open=${order._id}`)).text());
    expect(history.text).toMatch(/Gift 2: New paid order\s*→?\s*(to)?\s*In preparation/);

    await admin.post("/admin/orders", {
      orderId: order._id,
      deliveryId: first!._id,
      status: "in_preparation",
    });
    now = await statuses(order._id);
    expect(now.status).toBe("In preparation");

    // The order's own menu still moves every gift.
    await admin.post("/admin/orders", { orderId: order._id, status: "in_delivery" });
    now = await statuses(order._id);
    expect(now.deliveries.map((d) => d.status)).toEqual(["In delivery", "In delivery"]);
  });

  test("a gift's form refuses a status outside fulfilment and a gift of another order", async () => {
    const other = await paidGiftOrder(twoGifts(item));
    const unpaid = await admin.post("/admin/orders", {
      orderId: order._id,
      deliveryId: order.deliveries[1]!._id,
      status: "awaiting_payment",
    });
    expect(unpaid.status).toBe(400);
    const notOurs = await admin.post("/admin/orders", {
      orderId: order._id,
      deliveryId: other.deliveries[1]!._id,
      status: "delivered",
    });
    expect(notOurs.status).toBe(404);
    expect(await notOurs.text()).toContain("Failed to update order status. Please try again.");
    expect((await statuses(other._id)).deliveries[1]!.status).toBe("New paid order");
  });

  test("an order of one gift shows no gift sections", async () => {
    const one = await paidGiftOrder(twoGifts(item).slice(0, 1));
    const html = await (await admin.get(`/admin/orders?open=${one._id}`)).text();
    expect(read(html).allByRole("region", /^Gift \d of/)).toEqual([]);
    expect(html).not.toContain("Status of gift");
  });
});

describe("the day's sheets, slips and cards, per gift", () => {
  /** The parts of a page naming the order, as read. */
  const ofOrder = (html: string) =>
    read(html)
      .all("li")
      .map((item) => read(html).within(item).text)
      .filter((text) => text.startsWith(order.orderNumber));

  test("the deliveries sheet lists each gift on its own date and slot", async () => {
    const day4 = ofOrder(
      await (await admin.get(`/admin/deliveries?date=${deliverableDate(4)}`)).text(),
    );
    expect(day4).toHaveLength(1);
    expect(day4[0]).toContain(`${order.orderNumber} · Gift 1 of 2`);
    expect(day4[0]).toContain("Noor Saleh");
    const day5 = ofOrder(
      await (await admin.get(`/admin/deliveries?date=${deliverableDate(5)}`)).text(),
    );
    expect(day5).toHaveLength(1);
    expect(day5[0]).toContain("Gift 2 of 2");
    expect(day5[0]).toContain("Omar Nasser");
    expect(day5[0]).toContain("Address pending");
  });

  test("the cards sheet has one card per gift with a message, an anonymous one unsigned", async () => {
    const cardsOf = async (day: number) => {
      const page = read(
        await (await admin.get(`/admin/cards?date=${deliverableDate(day)}`)).text(),
      );
      return page
        .allByRole("article")
        .filter((card) => card.attrs["aria-label"]?.startsWith(order.orderNumber))
        .map((card) => page.within(card).text);
    };
    const day4 = await cardsOf(4);
    expect(day4).toEqual([expect.stringContaining("Eid Mubarak, habibti")]);
    expect(day4[0]).toContain("Layla Haddad");
    const day5 = await cardsOf(5);
    expect(day5).toEqual([expect.stringContaining("With thanks from all of us")]);
    expect(day5[0]).not.toContain("Layla");
  });

  test("the packing slip prints a sheet per gift, or the one asked for", async () => {
    const whole = read(await (await admin.get(`/admin/orders/${order._id}/slip`)).text());
    const sheets = whole.allByRole("article");
    expect(sheets.map((sheet) => whole.within(sheet).text)).toEqual([
      expect.stringMatching(/Gift 1 of 2[^]*Noor Saleh[^]*Eid Mubarak, habibti/),
      expect.stringMatching(/Gift 2 of 2[^]*Omar Nasser[^]*Address pending[^]*With thanks/),
    ]);
    // A gift's slip carries no prices.
    expect(whole.text).not.toContain("AED");
    const second = order.deliveries[1]!._id;
    const one = read(
      await (await admin.get(`/admin/orders/${order._id}/slip?delivery=${second}`)).text(),
    );
    expect(one.allByRole("article")).toHaveLength(1);
    expect(one.text).toContain("Omar Nasser");
    expect(one.text).not.toContain("Noor Saleh");
    const unknown = await admin.get(`/admin/orders/${order._id}/slip?delivery=${"0".repeat(24)}`);
    expect(unknown.status).toBe(404);
  });
});

describe("a refund of one gift", () => {
  const refund = (orderId: string, body: unknown) =>
    callJson(`/api/orders/${orderId}/refund`, { method: "POST", token, body });
  /** A gift's worth in AED: its bouquet and its fee. */
  const worth = (gift: { deliveryFee: number }) => item.sizes[0]!.price + gift.deliveryFee;

  test("gives back that gift's lines and fee, never more, with a credit note listing them", async () => {
    const paid = await paidGiftOrder(twoGifts(item));
    const second = paid.deliveries[1]!;
    const tooMuch = await refund(paid._id, { deliveryId: second._id, amount: worth(second) + 1 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.issues.amount).toEqual([
      expect.stringMatching(/^At most AED [\d,.]+ is left to refund on gift 2\.$/),
    ]);

    const given = await refund(paid._id, { deliveryId: second._id, reason: "Recipient away" });
    expect(given.status).toBe(200);
    expect(given.body.order.payment.refunded).toBe(worth(second));
    const [stored] = readRows<{ id: string; delivery_id: string }>(
      "select id, delivery_id from refunds where order_id = ?",
      paid._id,
    );
    expect(stored!.delivery_id).toBe(second._id);

    const again = await refund(paid._id, { deliveryId: second._id, amount: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error).toContain("Gift 2 of order");

    const logged = await callJson("/api/admin/activity?action=refund", { token });
    expect(logged.body[0]).toMatchObject({
      subject: paid.orderNumber,
      details: { amount: worth(second), delivery: 2 },
    });

    const unknown = await refund(paid._id, { deliveryId: "0".repeat(24) });
    expect(unknown.status).toBe(404);

    const note = read(await (await call(`/credit-note/${stored!.id}?key=${paid.key}`)).text());
    expect(note.text).toContain(`Refund on gift 2 of order ${paid.orderNumber}`);
    expect(note.text).toMatch(/Gift 2 of 2: Omar Nasser/);
    expect(note.text).toMatch(/Ivory Hour — Signature · AED/);
    expect(note.text).toMatch(/Delivery · AED/);
    expect(note.text).not.toContain("Noor Saleh");

    // The whole order's refund takes what is left: the first gift.
    const rest = await refund(paid._id, {});
    expect(rest.status).toBe(200);
    expect(rest.body.order.payment.refunded).toBe(paid.totalAmount);
  });

  test("a gift given back in full is Cancelled, the others go on; a part, or a delivered gift, keeps its status", async () => {
    const paid = await paidGiftOrder(twoGifts(item));
    const second = paid.deliveries[1]!;
    const part = await refund(paid._id, { deliveryId: second._id, amount: 10 });
    expect(part.status).toBe(200);
    expect((await statuses(paid._id)).deliveries.map((gift) => gift.status)).toEqual([
      "New paid order",
      "New paid order",
    ]);

    const rest = await refund(paid._id, { deliveryId: second._id });
    expect(rest.status).toBe(200);
    const after = await statuses(paid._id);
    expect(after.deliveries.map((gift) => gift.status)).toEqual(["New paid order", "Cancelled"]);
    expect(after.status).toBe("New paid order");
    const logged = await callJson("/api/admin/activity?action=status-changed", { token });
    expect(logged.body[0]).toMatchObject({
      subject: paid.orderNumber,
      details: { from: "New paid order", to: "Cancelled", delivery: 2 },
    });

    // Flowers already given stay given, whatever comes back of their price.
    const delivered = await paidGiftOrder(twoGifts(item));
    const moved = await callJson(
      `/api/orders/${delivered._id}/deliveries/${delivered.deliveries[0]!._id}/status`,
      { method: "PATCH", token, body: { status: "Delivered" } },
    );
    expect(moved.status).toBe(200);
    await refund(delivered._id, { deliveryId: delivered.deliveries[0]!._id });
    expect((await statuses(delivered._id)).deliveries.map((gift) => gift.status)).toEqual([
      "Delivered",
      "New paid order",
    ]);
  });

  test("the admin's refund page for one gift offers what is left of it", async () => {
    const paid = await paidGiftOrder(twoGifts(item));
    const first = paid.deliveries[0]!;
    const html = await (
      await admin.get(`/admin/orders/${paid._id}/refund?delivery=${first._id}`)
    ).text();
    const page = read(html);
    expect(page.text).toContain("Refund of Gift 1 of 2: Noor Saleh");
    const amount = page.byLabel("Amount to refund (AED)");
    expect(Number(amount.attrs.value)).toBe(worth(first));
    expect(page.descriptionOf(amount)).toContain("left to refund on this gift");
    expect(page.descriptionOf(amount)).toContain(
      "All of it cancels the gift unless it was delivered.",
    );
    const opened = read(await (await admin.get(`/admin/orders?open=${paid._id}`)).text());
    expect(opened.byRole("link", "Refund gift 2").attrs.href).toBe(
      `/admin/orders/${paid._id}/refund?delivery=${paid.deliveries[1]!._id}`,
    );
  });
});

describe("the tax invoice", () => {
  test("one invoice, its lines grouped by gift under a heading each, in both languages", async () => {
    const paid = await paidGiftOrder(twoGifts(item));
    const page = read(await (await call(`/invoice/${paid._id}?key=${paid.key}`)).text());
    const groups = page.all("tbody");
    expect(groups.map((group) => page.within(group).text)).toEqual([
      expect.stringMatching(
        /^Gift 1 of 2: Noor Saleh, [^]*Evening[^]*الهدية 1 من 2[^]*Ivory Hour(?![^]*Delivery)/,
      ),
      expect.stringMatching(
        /^Gift 2 of 2: Omar Nasser, [^]*Morning[^]*الهدية 2 من 2[^]*Ivory Hour[^]*Delivery/,
      ),
    ]);
    expect(page.allByText(/^Total \(AED, VAT included\)$/)).toHaveLength(1);
  });

  test("an order of one gift has no gift heading", async () => {
    const paid = await paidGiftOrder(twoGifts(item).slice(0, 1));
    const html = await (await call(`/invoice/${paid._id}?key=${paid.key}`)).text();
    expect(html).not.toContain("Gift 1 of");
    expect(read(html).text).toContain("Ivory Hour — Signature");
  });
});
