// With the demo provider (the default) the shop says it charges no card, beside both payment
// buttons; the thank-you page reports the purchase to analytics with hashes, never sending the
// customer's raw email or phone to the browser. Stripe's side: checkout.test.ts.
import { createHash, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { createItem, deliverableDate, orderFor } from "../support/catalogue";
import { adminToken, call, callJson } from "../support/shop";

const TEST_MODE = "Test mode — no card is charged.";

let item: Awaited<ReturnType<typeof createItem>>;

beforeAll(async () => {
  item = await createItem(await adminToken(), {
    title: "Ivory Hour",
    sizes: [{ sizeName: "Signature", price: 950 }],
  });
});

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** What the page shows, without its scripts (which carry the page's catalogue of words). */
const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
const occurrences = (html: string, text: string) => markup(html).split(text).length - 1;

describe("test mode (PAYMENT_PROVIDER=demo)", () => {
  test("the item page says no card is charged, under the main button", async () => {
    const html = await (await call(`/collection/${item._id}`)).text();
    expect(occurrences(html, TEST_MODE)).toBe(1);
    // After 'Secure transaction', inside the purchase options.
    expect(html.indexOf(TEST_MODE)).toBeGreaterThan(html.indexOf("Secure transaction"));
    expect(html.indexOf(TEST_MODE)).toBeGreaterThan(html.indexOf("Add to Cart"));
  });

  test("the checkout form says it again beside 'Proceed to Payment'", async () => {
    const choices = new URLSearchParams({
      size: "Signature",
      date: deliverableDate(),
      time: "evening",
      step: "details",
    });
    const html = await (await call(`/collection/${item._id}?${choices}`)).text();
    expect(occurrences(html, TEST_MODE)).toBe(2);
    const form = html.slice(
      html.indexOf('id="checkout-form"'),
      html.indexOf("</form>", html.indexOf('id="checkout-form"')),
    );
    expect(form).toContain("Proceed to Payment");
    expect(form).toContain(TEST_MODE);
  });
});

describe("the thank-you page's purchase event", () => {
  test("carries SHA-256 of the normalised email and phone; the raw ones never reach the browser", async () => {
    const local = `layla.${randomUUID().slice(0, 8)}`;
    // Typed in capitals: the hash is of the normalised (lowercase) address.
    const email = `${local.toUpperCase()}@Example.COM`;
    const placed = await callJson("/api/orders", {
      method: "POST",
      // Not the number the form's hints give as an example, which every page's words carry.
      body: orderFor(item, { email, phone: "050 987 6543" }),
    });
    expect(placed.status).toBe(201);
    const order = placed.body.order as { _id: string; totalAmount: number };
    const initiated = await callJson("/api/payment/initiate", {
      method: "POST",
      body: { orderId: order._id, amount: order.totalAmount, currency: "AED" },
    });
    const paymentPath = new URL(initiated.body.paymentUrl as string).pathname;
    const paid = await call(paymentPath, {
      method: "POST",
      body: new URLSearchParams({ intent: "pay" }),
    });
    const thankYou = paid.headers.get("location")!;
    expect(thankYou).toMatch(/^\/thank-you\?order=[0-9a-f]{24}&key=/);

    const html = await (await call(thankYou)).text();
    // The data a client-side visit to the page loads (single fetch), as well as the document.
    const data = await (await call(thankYou.replace("/thank-you?", "/thank-you.data?"))).text();
    expect(html).toContain("Paid — being prepared");
    for (const sent of [html, data]) {
      expect(sent.toLowerCase()).not.toContain(`${local}@example.com`);
      expect(sent).not.toContain("+971509876543");
      expect(sent).not.toContain("509876543");
      expect(sent).not.toContain("987 6543");
      expect(sent).toContain(sha256(`${local}@example.com`));
      expect(sent).toContain(sha256("+971509876543"));
    }
    expect(data).toContain("sha256_email_address");
  });
});
