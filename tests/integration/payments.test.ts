// The demo provider's page and the confirmation path: the provider's word, applied exactly once.
// (Confirmations racing each other: tests/server/payments.test.ts, against the running server;
// reconciliation: app/payments/payments.server.test.ts.)
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { adminToken, call, callJson } from "../support/shop";
import { bouquetOnSale, onDemoPage, orderAwaitingPayment, type Item } from "../support/paid-order";
import { countRows, writeRows } from "../support/database";
import { langOf, page as read } from "../support/html";
import { outboxMails } from "../support/outbox";
import { storedPayment } from "../support/payments";

let token: string;
let item: Item;

beforeAll(async () => {
  token = await adminToken();
  item = await bouquetOnSale(token);
});

async function statusOf(orderId: string) {
  return (await callJson(`/api/orders/${orderId}`, { token })).body as {
    status: string;
    statusHistory: { from: string | null; to: string; by: string }[];
  };
}

const choose = onDemoPage;

describe("the demo provider's page", () => {
  test("shows the order number and amount as a test payment, with both buttons", async () => {
    const { order, paymentId } = await orderAwaitingPayment(item);
    const page = await call(`/pay/demo/${paymentId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(order.orderNumber);
    expect(html).toContain("AED 950");
    expect(html).toContain("Test payment");
    expect(html).toContain("Pay now");
    expect(html).toContain("Cancel payment");
    expect((await call("/pay/demo/0123456789abcdef01234567")).status).toBe(404);
  });

  test("'Pay now' moves the order to 'New paid order' once; replaying it changes nothing", async () => {
    const { order, paymentId } = await orderAwaitingPayment(item);
    const paid = await choose(paymentId, "pay");
    expect(paid.status).toBe(302);
    expect(paid.headers.get("location")).toMatch(
      new RegExp(`^/thank-you\\?order=${order._id}&key=[\\w-]{32}$`),
    );
    const again = await choose(paymentId, "pay");
    expect(again.headers.get("location")).toBe(paid.headers.get("location"));
    const after = await statusOf(order._id);
    expect(after.status).toBe("New paid order");
    expect(after.statusHistory.filter((h) => h.to === "New paid order")).toEqual([
      {
        from: "Awaiting payment",
        to: "New paid order",
        by: "payment:demo",
        at: expect.any(String),
      },
    ]);
    expect(storedPayment(paymentId)?.state).toBe("succeeded");
    const payAgain = await callJson("/api/payment/initiate", {
      method: "POST",
      body: { orderId: order._id, amount: order.totalAmount, currency: "AED" },
    });
    expect(payAgain.status).toBe(409);
  });

  test("'Cancel payment' returns to the item and leaves the order awaiting payment; paying later starts afresh", async () => {
    const { order, paymentId, paymentUrl } = await orderAwaitingPayment(item);
    const cancelled = await choose(paymentId, "cancel");
    expect(cancelled.headers.get("location")).toBe(`/collection/${item._id}?payment=cancelled`);
    expect((await statusOf(order._id)).status).toBe("Awaiting payment");
    expect((await choose(paymentId, "pay")).headers.get("location")).toContain("payment=cancelled");
    expect((await statusOf(order._id)).status).toBe("Awaiting payment");
    const retry = await callJson("/api/payment/initiate", {
      method: "POST",
      body: { orderId: order._id, amount: order.totalAmount, currency: "AED" },
    });
    expect(retry.body.paymentUrl).not.toBe(paymentUrl);
    expect(countRows("payments", "order_id = ?", order._id)).toBe(2);
  });
});

describe("the tax invoice", () => {
  test("a paid order's invoice shows the shop's TRN, the lines, the total and its VAT to its key holder only", async () => {
    const { order, paymentId } = await orderAwaitingPayment(item);
    const thankYou = (await choose(paymentId, "pay")).headers.get("location")!;
    const key = new URL(thankYou, "http://shop.test").searchParams.get("key")!;
    const invoice = await call(`/invoice/${order._id}?key=${key}`);
    expect(invoice.status).toBe(200);
    const html = await invoice.text();
    for (const text of [
      "Tax Invoice",
      "TRN 100000000000003",
      order.orderNumber.replace("MF-", "INV-"),
      "Ivory Hour",
      "AED 950",
      "AED 45.24",
      "AED 904.76",
    ]) {
      expect(html).toContain(text);
    }
    expect((await call(`/invoice/${order._id}`)).status).toBe(404);
    expect((await call(`/invoice/${order._id}?key=${"x".repeat(32)}`)).status).toBe(404);
  });
});

describe("an order placed in Arabic", () => {
  test("paid, it returns to /ar/thank-you, is confirmed in Arabic (the shop's copy in English) and invoiced in both languages", async () => {
    writeRows("update items set title_ar = ? where id = ?", "ساعة العاج", item._id);
    const { order, paymentId } = await orderAwaitingPayment(item, {
      language: "ar",
      email: "layla.arabic@example.com",
    });
    writeRows("update items set title_ar = null where id = ?", item._id);
    const paid = await choose(paymentId, "pay");
    const thankYou = paid.headers.get("location")!;
    expect(thankYou).toMatch(new RegExp(`^/ar/thank-you\\?order=${order._id}&key=`));

    const mails = () =>
      outboxMails(join(process.env.TEST_DIR!, "outbox")).filter((mail) =>
        mail.subject.includes(order.orderNumber),
      );
    await expect.poll(() => mails().length).toBe(2);
    const toCustomer = mails().find((mail) => mail.to.includes("layla.arabic@example.com"))!;
    expect(toCustomer.subject).toBe(
      `\u2068Maison Florale\u2069 — تأكيد طلبك \u2068${order.orderNumber}\u2069`,
    );
    expect(toCustomer.html).toContain('dir="rtl"');
    expect(toCustomer.text).toContain("\u2068ساعة العاج — Signature\u2069 — 950 د.إ");
    expect(toCustomer.text).toMatch(new RegExp(`تابِع طلبك: \\S+/ar/track/${order._id}\\?key=`));
    const toShop = mails().find((mail) => !mail.to.includes("layla.arabic@example.com"))!;
    expect(toShop.subject).toBe(`Maison Florale — order ${order.orderNumber} confirmed`);

    const key = new URL(thankYou, "http://shop.test").searchParams.get("key")!;
    const invoice = await call(`/invoice/${order._id}?key=${key}`);
    expect(invoice.status).toBe(200);
    const html = await invoice.text();
    for (const text of ["Tax Invoice", "فاتورة ضريبية", "Billed to", "Ivory Hour", "AED 950"]) {
      expect(html).toContain(text);
    }
    // The Arabic line is read in Arabic, right to left, on the bilingual invoice.
    const arabicLine = read(html).byText("ساعة العاج — Signature");
    expect([langOf(arabicLine), arabicLine.attrs.dir]).toEqual(["ar", "rtl"]);
    expect(html).not.toContain("د.إ");
  });
});
