// Payments against the running server and a local fake of Stripe's API: the customer who cancels
// on Stripe's page comes back to the bouquet; money that arrives for an order cancelled meanwhile
// is refunded through its provider, written in the order's history, and never counted as revenue;
// confirmations that arrive at once (webhooks, their replays, return pages, double clicks) end in
// one paid transition and one confirmation.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { signedEvent, sharedFakeStripe } from "../support/fake-stripe";
import {
  callShop,
  createBouquet,
  placeAndStartPayment,
  postJson,
  pressPayNow,
  type ShopProcess,
  sharedShopWithBouquet,
} from "../support/server-process";

/** The order's history, as the admin API answers it. */
const historyOf = async (shop: ShopProcess, token: string, orderId: string) =>
  (await callShop(shop, `/api/orders/${orderId}`, { token })).json().statusHistory as {
    from: string | null;
    to: string;
    by: string;
  }[];

/** The order's moves into 'New paid order': one, by its provider, when it was paid once. */
const paidMoves = async (shop: ShopProcess, token: string, orderId: string) =>
  (await historyOf(shop, token, orderId)).filter((change) => change.to === "New paid order");

/** The confirmations written to this shop's outbox about the order, as sent. */
function emailsAbout(shop: ShopProcess, orderNumber: string): string[] {
  const outbox = join(shop.dir, "outbox");
  if (!existsSync(outbox)) return [];
  return (
    readdirSync(outbox)
      .filter((name) => name.includes(orderNumber) && name.endsWith(".eml"))
      // Undo quoted-printable soft line breaks so the text reads as sent.
      .map((name) => readFileSync(join(outbox, name), "utf8").replace(/=\r?\n/g, ""))
  );
}

/**
 * The order moved into 'New paid order' once, by `provider`, and one confirmation went to the
 * customer and one to the shop, not one per report.
 */
async function expectPaidOnce(
  shop: ShopProcess,
  token: string,
  order: { _id: string; orderNumber: string },
  provider: "stripe" | "demo",
) {
  expect(await paidMoves(shop, token, order._id)).toEqual([
    {
      from: "Awaiting payment",
      to: "New paid order",
      by: `payment:${provider}`,
      at: expect.any(String),
    },
  ]);
  await expect.poll(() => emailsAbout(shop, order.orderNumber).length).toBe(2);
}

const historyNotes = async (shop: ShopProcess, token: string, orderId: string) => {
  const order = (await callShop(shop, `/api/orders/${orderId}`, { token })).json();
  return (order.statusHistory as { note?: string }[]).map((change) => change.note ?? "");
};

describe("with Stripe", () => {
  const stripe = sharedFakeStripe();
  const the = sharedShopWithBouquet(
    () => ({ ...stripe.fake.shopSettings, PUBLIC_URL: "https://shop.example" }),
    { title: "Ivory Cascade", price: 1450 },
  );

  test("Stripe's cancel_url brings the customer back to the bouquet with the cancelled message", async () => {
    const { order } = await placeAndStartPayment(the.shop, the.bouquet);
    const session = [...stripe.fake.sessions.values()].find(
      (s) => s.client_reference_id === order._id,
    )!;
    const cancelUrl = new URL(session.cancel_url);
    expect(cancelUrl.origin).toBe("https://shop.example");
    expect(new URL(session.success_url).origin).toBe("https://shop.example");

    const back = await callShop(the.shop, cancelUrl.pathname + cancelUrl.search);
    expect(back.status).toBe(302);
    expect(back.headers.location).toBe(`/collection/${the.bouquet._id}?payment=cancelled`);
    const page = await callShop(the.shop, back.headers.location!);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Your payment was cancelled.");

    // Without the order's key the link says nothing about the order.
    const guessed = await callShop(the.shop, `/pay/cancelled?order=${order._id}&key=wrong`);
    expect(guessed.headers.location).toBe("/collection?payment=cancelled");
    const stillWaiting = (
      await callShop(the.shop, `/api/orders/${order._id}`, { token: the.token })
    ).json();
    expect(stillWaiting.status).toBe("Awaiting payment");
  });

  test("a payment confirmed after the order was cancelled is refunded, noted, and not revenue", async () => {
    const { order } = await placeAndStartPayment(the.shop, the.bouquet);
    const cancelled = await postJson(
      the.shop,
      `/api/orders/${order._id}/status`,
      { status: "Cancelled" },
      { method: "PATCH", token: the.token },
    );
    expect(cancelled.status).toBe(200);
    const revenueBefore = (
      await callShop(the.shop, "/api/admin/stats", { token: the.token })
    ).json().revenue;

    const session = [...stripe.fake.sessions.values()].find(
      (s) => s.client_reference_id === order._id,
    )!;
    const paid = stripe.fake.pay(session.id);
    const webhook = await callShop(
      the.shop,
      "/api/payment/webhook",
      signedEvent("evt_late_payment", "checkout.session.completed", paid),
    );
    expect(webhook.status).toBe(200);

    await expect
      .poll(() =>
        stripe.fake.refunds.some((refund) => refund.payment_intent === paid.payment_intent),
      )
      .toBe(true);
    await expect
      .poll(() => historyNotes(the.shop, the.token, order._id))
      .toEqual(
        expect.arrayContaining([
          "A payment of AED 1,450 arrived after the order was cancelled: it is being refunded.",
          "Refunded AED 1,450 to the customer through stripe.",
        ]),
      );
    const after = (
      await callShop(the.shop, `/api/orders/${order._id}`, { token: the.token })
    ).json();
    expect(after.status).toBe("Cancelled");
    const refundRequest = stripe.fake.requests.find((request) => request.path === "/v1/refunds");
    expect(refundRequest?.idempotencyKey).toMatch(/^refund:/);
    expect(
      (await callShop(the.shop, "/api/admin/stats", { token: the.token })).json().revenue,
    ).toBe(revenueBefore);
  });

  test("a webhook, its replays and the return page's status checks, all at once, end in one transition", async () => {
    const ivoryHour = await createBouquet(the.shop, the.token, { title: "Ivory Hour", price: 950 });
    const { order } = await placeAndStartPayment(the.shop, ivoryHour);
    const session = stripe.fake.pay(
      [...stripe.fake.sessions.values()].find((s) => s.client_reference_id === order._id)!.id,
    );
    const returnPage = new URL(session.success_url);
    const completed = signedEvent("evt_race_completed", "checkout.session.completed", session);
    const asyncSucceeded = signedEvent(
      "evt_race_async",
      "checkout.session.async_payment_succeeded",
      session,
    );
    // Stripe's event, its retries and a second event for the same session, and the customer's
    // browser coming back (which asks Stripe), all sent before any is answered.
    const [webhooks, returns] = await Promise.all([
      Promise.all([
        ...Array.from({ length: 4 }, () => callShop(the.shop, "/api/payment/webhook", completed)),
        ...Array.from({ length: 2 }, () =>
          callShop(the.shop, "/api/payment/webhook", asyncSucceeded),
        ),
      ]),
      Promise.all(
        Array.from({ length: 4 }, () =>
          callShop(the.shop, returnPage.pathname + returnPage.search),
        ),
      ),
    ]);
    expect(webhooks.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(returns.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // At most one report changed anything: a webhook, unless a return page got there first.
    expect(webhooks.filter((answer) => answer.json().applied === true).length).toBeLessThan(2);
    await expectPaidOnce(the.shop, the.token, order, "stripe");
    const [first] = emailsAbout(the.shop, order.orderNumber);
    expect(first).toContain("AED 950");
    expect(first).toContain("includes VAT AED 45.24");
  });
});

describe("with the demo provider", () => {
  const the = sharedShopWithBouquet({}, { title: "Ivory Cascade", price: 1450 });

  test("'Pay now' on an order cancelled meanwhile refunds it; the order stays cancelled", async () => {
    const { order, paymentUrl } = await placeAndStartPayment(the.shop, the.bouquet);
    await postJson(
      the.shop,
      `/api/orders/${order._id}/status`,
      { status: "Cancelled" },
      {
        method: "PATCH",
        token: the.token,
      },
    );
    const pay = await pressPayNow(the.shop, paymentUrl);
    expect(pay.status).toBe(302);
    await expect
      .poll(() => historyNotes(the.shop, the.token, order._id))
      .toContain("Refunded AED 1,450 to the customer through demo.");
    const after = (
      await callShop(the.shop, `/api/orders/${order._id}`, { token: the.token })
    ).json();
    expect(after.status).toBe("Cancelled");
    expect(
      (await callShop(the.shop, "/api/admin/stats", { token: the.token })).json().revenue,
    ).toBe(0);
  });

  test("'Pay now' pressed eight times at once pays the order once, with one confirmation", async () => {
    const { order, paymentUrl } = await placeAndStartPayment(the.shop, the.bouquet);
    const presses = await Promise.all(
      Array.from({ length: 8 }, () => pressPayNow(the.shop, paymentUrl)),
    );
    expect(presses.map((press) => press.status)).toEqual(Array(8).fill(302));
    expect(new Set(presses.map((press) => press.headers.location)).size).toBe(1);
    expect(presses[0]!.headers.location).toMatch(
      new RegExp(`^/thank-you\\?order=${order._id}&key=[\\w-]{32}$`),
    );
    await expectPaidOnce(the.shop, the.token, order, "demo");
  });
});
