// The customer's tracking page behind the order's key, the link to it from the confirmation, and
// the status emails: out for delivery and delivered, each once however often the status is set.
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { adminToken, call, callJson } from "../support/shop";
import { bouquetOnSale, paidOrder, type Item } from "../support/paid-order";
import { readRows } from "../support/database";
import { outboxMails } from "../support/outbox";

let token: string;
let item: Item;
const outbox = join(process.env.TEST_DIR!, "outbox");

beforeAll(async () => {
  token = await adminToken();
  item = await bouquetOnSale(token);
});

/** A page's words as read, without its markup (the order number sits in its own element). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, "");

const mailsAbout = (orderNumber: string) =>
  outboxMails(outbox).filter((mail) => mail.subject.includes(orderNumber));

function setStatus(orderId: string, status: string) {
  return callJson(`/api/orders/${orderId}/status`, { method: "PATCH", token, body: { status } });
}

describe("the tracking page", () => {
  test("without the order's key, a wrong key or an unknown order: one 404 telling nothing", async () => {
    const order = await paidOrder(item);
    const answers = await Promise.all(
      [
        `/track/${order._id}`,
        `/track/${order._id}?key=${"x".repeat(32)}`,
        `/track/0123456789abcdef01234567?key=${order.key}`,
      ].map(async (path) => {
        const response = await call(path);
        return { status: response.status, html: await response.text() };
      }),
    );
    for (const { status, html } of answers) {
      expect(status).toBe(404);
      expect(html).toContain("Order not found");
      expect(html).not.toContain(order.orderNumber);
      expect(html).not.toContain("Layla");
      expect(html).not.toContain("Ivory Hour");
    }
  });

  test("with the key: the timeline, the delivery, the recipient and the lines; never stored", async () => {
    const order = await paidOrder(item, {
      recipientName: "Noor Saleh",
      recipientPhone: "055 765 4321",
    });
    const response = await call(`/track/${order._id}?key=${order.key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const html = await response.text();
    expect(textOf(html)).toContain(`Order ${order.orderNumber}`);
    expect(html).toMatch(/Confirmed.*Being prepared.*Out for delivery.*Delivered/s);
    expect(html).toContain("Evening (5pm-8pm)");
    expect(html).toContain("Noor Saleh");
    expect(html).toContain("Villa 12, Al Wasl Road");
    expect(html).toContain("Ivory Hour — Signature");
    expect(html).toContain('name="robots" content="noindex, nofollow"');
  });

  test("the confirmation email's 'Track your order' link opens the page", async () => {
    const order = await paidOrder(item);
    await expect.poll(() => mailsAbout(order.orderNumber).length).toBe(2);
    const [toCustomer] = mailsAbout(order.orderNumber);
    const link = /Track your order: (\S+)/.exec(toCustomer!.text)![1]!;
    const url = new URL(link);
    expect(url.pathname).toBe(`/track/${order._id}`);
    const page = await call(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(textOf(await page.text())).toContain(`Order ${order.orderNumber}`);
  });
});

describe("the status emails", () => {
  test("out for delivery and delivered go to the customer once each, however often the status is set", async () => {
    const order = await paidOrder(item, {
      recipientName: "Noor Saleh",
      recipientPhone: "055 765 4321",
      email: "layla.track@example.com",
    });
    await expect.poll(() => mailsAbout(order.orderNumber).length).toBe(2);
    for (const status of [
      "In delivery",
      "In delivery",
      "In preparation",
      "In delivery",
      "Delivered",
      "Delivered",
    ]) {
      expect((await setStatus(order._id, status)).status).toBe(200);
    }
    await expect.poll(() => mailsAbout(order.orderNumber).length).toBe(4);
    // Each its own message, named by the Message-ID its outbox row keeps.
    const ids = mailsAbout(order.orderNumber).map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^<[0-9a-f]{32}@maisonflorale\.ae>$/);
    // The worker writes the mail, then marks its row sent: the row's state comes a moment later.
    await expect
      .poll(() =>
        readRows<{ messageId: string }>(
          "select message_id as messageId from outbox_messages where order_id = ? and state = 'sent'",
          order._id,
        )
          .map((row) => row.messageId)
          .sort(),
      )
      .toEqual([...ids].sort());

    const statusMails = mailsAbout(order.orderNumber).filter((m) => !/confirmed/.test(m.subject));
    expect(statusMails.map((m) => m.subject).sort()).toEqual([
      `Maison Florale — order ${order.orderNumber}: your flowers are on their way`,
      `Maison Florale — order ${order.orderNumber}: your flowers have been delivered`,
    ]);
    for (const mail of statusMails) {
      expect(mail.to).toBe("layla.track@example.com");
      expect(mail.text).toContain("Noor Saleh");
      expect(mail.text).not.toMatch(/AED/);
      expect(mail.html).not.toMatch(/AED/);
      expect(mail.text).toMatch(new RegExp(`Track your order: \\S+/track/${order._id}\\?key=`));
      expect(mail.html).toContain(`/track/${order._id}?key=`);
    }
  });

  test("other statuses send nothing", async () => {
    const order = await paidOrder(item);
    await expect.poll(() => mailsAbout(order.orderNumber).length).toBe(2);
    for (const status of ["In preparation", "Cancelled"]) await setStatus(order._id, status);
    // An email is queued with its change, before the answer goes out: none queued, none sent.
    expect(
      readRows("select key from outbox_messages where order_id = ? order by key", order._id),
    ).toEqual([
      { key: `order:${order._id}:confirmation:customer` },
      { key: `order:${order._id}:confirmation:shop` },
    ]);
    expect(mailsAbout(order.orderNumber)).toHaveLength(2);
  });
});
