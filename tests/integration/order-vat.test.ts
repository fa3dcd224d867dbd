// One VAT per order: 5/105 of its total, rounded to the fil once. Two lines whose VATs, each
// rounded on its own, add up to a fil less than the total's show the total's figure everywhere:
// the checkout's summary, the thank-you page, the confirmation email, the tax invoice, the API.
import { join } from "node:path";
import { beforeAll, expect, test } from "vitest";
import { adminToken, call, callJson } from "../support/shop";
import { createItem, deliverableDate, postCheckoutForm } from "../support/catalogue";
import { outboxMails } from "../support/outbox";

let token: string;
let bouquet: Awaited<ReturnType<typeof createItem>>;
let vase: Awaited<ReturnType<typeof createItem>>;

beforeAll(async () => {
  token = await adminToken();
  // AED 1,050.10 holds VAT 50.00 and AED 105.10 holds 5.00 (each rounded down); their total,
  // AED 1,155.20, holds 55.01.
  bouquet = await createItem(token, {
    title: "Amber Hour",
    sizes: [{ sizeName: "Grand", price: 1050.1 }],
  });
  vase = await createItem(token, {
    title: "Crystal Vase",
    sizes: [{ sizeName: "Standard", price: 105.1 }],
    isAddOn: true,
  });
});

const ORDER_VAT = "AED 55.01";
const LINES_VAT = "AED 55.00";

test("the checkout, the thank-you page, the email and the invoice show the total's VAT", async () => {
  const choices = new URLSearchParams({
    size: "Grand",
    date: deliverableDate(),
    time: "evening",
    addOn: vase._id,
    step: "details",
  });
  const checkout = await (await call(`/collection/${bouquet._id}?${choices}`)).text();
  expect(checkout).toContain("AED 1,155.20");
  expect(checkout).toContain(`Prices include 5% VAT (${ORDER_VAT})`);

  const email = "layla.vat@example.com";
  const placed = await postCheckoutForm(bouquet, {
    email,
    key: "vat-once-per-order",
    addOn: vase._id,
    addOnPrice: "10510",
  });
  expect(placed.status).toBe(302);
  const paymentId = placed.headers.get("location")!.split("/").pop()!;
  const paid = await call(`/pay/demo/${paymentId}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "pay" }),
  });
  const thankYou = paid.headers.get("location")!;
  const { searchParams } = new URL(thankYou, "http://shop.test");
  const orderId = searchParams.get("order")!;
  const key = searchParams.get("key")!;

  const thanks = await (await call(thankYou)).text();
  expect(thanks).toContain(ORDER_VAT);
  expect(thanks).not.toContain(LINES_VAT);

  const mails = () =>
    outboxMails(join(process.env.TEST_DIR!, "outbox")).filter((mail) => mail.to.includes(email));
  await expect.poll(() => mails().length).toBe(1);
  expect(mails()[0]!.text).toContain(`Total AED 1,155.20 (includes VAT ${ORDER_VAT})`);
  expect(mails()[0]!.html).toContain(ORDER_VAT);
  expect(mails()[0]!.html).not.toContain(LINES_VAT);

  const invoice = await (await call(`/invoice/${orderId}?key=${key}`)).text();
  expect(invoice).toContain(ORDER_VAT);
  expect(invoice).not.toContain(LINES_VAT);
  // Net of VAT, and the lines' VATs adding up to the order's (50.01 + 5.00).
  expect(invoice).toContain("AED 1,100.19");
  expect(invoice).toContain("AED 50.01");

  const { body } = await callJson(`/api/orders/${orderId}`, { token });
  expect(body).toMatchObject({ totalAmount: 1155.2, vatAmount: 55.01 });
});
