// A shop that ran in demo mode and now takes real payments through Stripe, on the same database:
// a test payment begun before the switch can't be "paid" at the demo page any more, and nothing
// settles a payment but the shop's current provider, so no order becomes paid for free.
import { createHmac } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import {
  callShop,
  placeAndStartPayment,
  postJson,
  postForm,
  signIn,
  startShopProcess,
  startShopWithBouquet,
  type ShopProcess,
} from "../support/server-process";

const SECRET = "provider-switch-secret";
/** No per-client limit on orders here: this file is about payments, not limits. */
const UNLIMITED = { SESSION_SECRET: SECRET, RATE_LIMIT_ORDERS: "0", UNPAID_ORDER_LIMIT: "0" };

let fake: FakeStripe;
let demo: ShopProcess;
let stripe: ShopProcess;
let token: string;
const started: { orderId: string; total: number; payPath: string }[] = [];

/** The thank-you link a customer's email carries, signed with the shop's secret. */
function thankYouPath(orderId: string) {
  const key = createHmac("sha256", SECRET)
    .update(`order:${orderId}`)
    .digest("base64url")
    .slice(0, 32);
  return `/thank-you?order=${orderId}&key=${key}`;
}

const statusOf = async (orderId: string) =>
  (await callShop(stripe, `/api/orders/${orderId}`, { token })).json().status as string;

beforeAll(async () => {
  fake = await startFakeStripe();
  const opened = await startShopWithBouquet(UNLIMITED, { title: "Ivory Cascade", price: 1450 });
  demo = opened.shop;
  const bouquet = opened.bouquet;
  for (let n = 0; n < 2; n += 1) {
    const { order, paymentUrl } = await placeAndStartPayment(demo, bouquet);
    const payPath = new URL(paymentUrl).pathname;
    expect(payPath).toMatch(/^\/pay\/demo\//);
    expect((await callShop(demo, payPath)).status).toBe(200);
    started.push({ orderId: order._id, total: order.totalAmount, payPath });
  }
  expect(await demo.stop()).toBe(0);
  // The demo provider's own record of the second checkout says 'paid', and the shop never heard:
  // only the demo provider could say so, and it is no longer the shop's provider.
  const sqlite = new Database(join(demo.dir, "shop.db"));
  sqlite
    .prepare("update demo_checkouts set state = 'succeeded' where payment_id = ?")
    .run(started[1]!.payPath.split("/").at(-1));
  sqlite.close();

  stripe = await startShopProcess(
    { ...UNLIMITED, ...fake.shopSettings, PUBLIC_URL: "https://shop.example" },
    demo.dir,
  );
  token = await signIn(stripe);
});

afterAll(async () => {
  await stripe?.stop();
  await fake?.close();
});

describe("after the switch from demo to Stripe", () => {
  test("the demo page of a payment begun before answers 404, and 'Pay now' pays nothing", async () => {
    const { orderId, payPath } = started[0]!;
    expect((await callShop(stripe, payPath)).status).toBe(404);
    const pay = await postForm(stripe, payPath, { intent: "pay" });
    expect(pay.status).toBe(404);
    expect(await statusOf(orderId)).toBe("Awaiting payment");
  });

  test("a demo payment is never settled by asking the demo provider, and the refusal is logged", async () => {
    const { orderId, total } = started[1]!;
    // The return page asks the provider about a payment still pending: not the old one's.
    const page = await callShop(stripe, thankYouPath(orderId));
    expect(page.status).toBe(200);
    expect(await statusOf(orderId)).toBe("Awaiting payment");
    const refusal = stripe
      .logLines()
      .find(
        (line) => line.msg === "a payment of another provider than the shop's is left unsettled",
      );
    expect(refusal).toMatchObject({ level: 40, provider: "demo", current: "stripe" });
    // Paying now goes through Stripe.
    const initiated = await postJson(stripe, "/api/payment/initiate", {
      orderId,
      amount: total,
      currency: "AED",
    });
    expect(initiated.status).toBe(200);
    expect(initiated.json().paymentUrl).not.toContain("/pay/demo/");
  });
});
