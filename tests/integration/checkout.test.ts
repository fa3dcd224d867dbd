// The item page's checkout form (the route's action, as a browser without JavaScript posts it)
// when the order or its payment can't go ahead: the customer's error messages, no duplicate order.
// Payments go to a local fake of Stripe's API that can be told to fail.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { describe, expect, test } from "vitest";
import { deliverableDate, postCheckoutForm } from "../support/catalogue";
import { storedPayments } from "../support/payments";
import { page as read, textOf } from "../support/html";
import { call, callJson } from "../support/shop";
import { shopOnFakeStripe } from "../support/stripe-shop";

const shop = shopOnFakeStripe({
  title: "Ivory Cascade",
  sizes: [{ sizeName: "Grand", price: 1450 }],
});

interface Submission {
  key: string;
  email: string;
  date?: string;
}

/** Posts 'Complete Your Order' the way the form does; `date` is the form's own, maybe out of date. */
function submit({ key, email, date = deliverableDate() }: Submission) {
  return postCheckoutForm(shop.item, { email, date, key });
}

async function ordersOf(email: string) {
  const { status, body } = await callJson("/api/orders", { token: shop.token });
  expect(status).toBe(200);
  return (body as { _id: string; email: string; status: string }[]).filter(
    (order) => order.email === email,
  );
}

/** The page says `text` as an alert (read out at once), in those words. */
const inlineAlert = (html: string, text: string) =>
  expect(read(html).allByRole("alert").map(textOf)).toContain(text);

describe("checkout when the payment provider fails", () => {
  test("the order awaits payment, the form says so, and trying again reuses the order", async () => {
    const email = `initiation-${randomUUID()}@example.com`;
    const key = randomUUID();

    shop.fake.sessionFailure = "error";
    const refused = await submit({ key, email });
    expect(refused.status).toBe(502);
    const html = await refused.text();
    inlineAlert(html, "Payment initiation failed. Please try again.");
    // The typed values and the same idempotency key come back in the form.
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain(`name="key" value="${key}"`);
    const [order, ...others] = await ordersOf(email);
    expect(others).toEqual([]);
    expect(order!.status).toBe("Awaiting payment");

    // A session without a page to send the customer to is the same failure.
    shop.fake.sessionFailure = "no-url";
    const noUrl = await submit({ key, email });
    expect(noUrl.status).toBe(502);
    inlineAlert(await noUrl.text(), "Payment initiation failed. Please try again.");

    shop.fake.sessionFailure = null;
    const paying = await submit({ key, email });
    expect(paying.status).toBe(302);
    expect(paying.headers.get("Location")).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\//);
    expect((await ordersOf(email)).map((o) => o._id)).toEqual([order!._id]);
    // Each failed attempt is closed; the new one has its own key at Stripe.
    const attempts = storedPayments(order!._id);
    expect(attempts.map((p) => p.state)).toEqual(["failed", "failed", "pending"]);
    expect(new Set(attempts.map((p) => p.idempotencyKey)).size).toBe(3);
  });

  test("the JSON API answers 502 with the same message", async () => {
    shop.fake.sessionFailure = "error";
    try {
      const placed = await callJson("/api/orders", {
        method: "POST",
        body: {
          customerName: "Layla Haddad",
          email: "api-initiation@example.com",
          phone: "050 123 4567",
          address: "Villa 12, Jumeirah 1, Dubai",
          items: [
            {
              itemId: shop.item._id,
              title: shop.item.title,
              price: 1450,
              size: "Grand",
              quantity: 1,
            },
          ],
          totalAmount: 1450,
          deliveryDate: deliverableDate(),
          deliveryTime: "evening",
        },
      });
      expect(placed.status).toBe(201);
      const initiated = await callJson("/api/payment/initiate", {
        method: "POST",
        body: { orderId: placed.body.order._id, amount: 1450, currency: "AED" },
      });
      expect(initiated.status).toBe(502);
      expect(initiated.body).toEqual({ error: "Payment initiation failed. Please try again." });
    } finally {
      shop.fake.sessionFailure = null;
    }
  });
});

describe("checkout when the order can't be created", () => {
  test("a delivery date outside the window: 'Error processing order: …', no order", async () => {
    const email = `window-${randomUUID()}@example.com`;
    const tooLate = DateTime.now().setZone("Asia/Dubai").plus({ days: 90 }).toISODate()!;
    const refused = await submit({ key: randomUUID(), email, date: tooLate });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    inlineAlert(
      html,
      "Error processing order: We take orders up to 60 days ahead. Please choose an earlier date.",
    );
    expect(html).toContain(`value="${email}"`);
    expect(await ordersOf(email)).toEqual([]);
  });
});

describe("with Stripe taking real payments", () => {
  test("the item page and the checkout form say nothing of test mode", async () => {
    const choices = new URLSearchParams({
      size: "Grand",
      date: deliverableDate(),
      time: "evening",
      step: "details",
    });
    const page = await (await call(`/collection/${shop.item._id}?${choices}`)).text();
    // What the page shows, without its scripts (which carry the page's catalogue of words).
    const html = page.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(html).toContain("Proceed to Payment");
    expect(html).toContain("Secure transaction");
    expect(html).not.toContain("Test mode");
    expect(html).not.toContain("no card is charged");
  });
});
