// Test mode in the admin: while PAYMENT_PROVIDER is `demo` (this file's default) the
// dashboard says payments are simulated, and orders paid through the demo provider are marked
// 'Test payment' in the orders table and in the opened order. (With Stripe: stripe.test.ts.)
import { beforeAll, describe, expect, test } from "vitest";
import { signInAsAdmin, type AdminBrowser } from "../support/admin-session";
import { bouquetOnSale, orderAwaitingPayment, paidOrder, type Item } from "../support/paid-order";
import { page as read, textOf } from "../support/html";
import { adminToken } from "../support/shop";

const NOTICE =
  "Payments are simulated by the demo provider and no card is charged. To take real payments, set";

let admin: AdminBrowser;
let item: Item;

beforeAll(async () => {
  item = await bouquetOnSale(await adminToken());
  admin = await signInAsAdmin();
});

/** The words of the table row of one order (the row the order's own address leads to). */
const rowOf = (html: string, orderId: string) => read(html).one(`#order-${orderId}`);

describe("test mode in the admin (PAYMENT_PROVIDER=demo)", () => {
  test("the dashboard carries the test-mode notice, naming what to set", async () => {
    const dashboard = read(await (await admin.get("/admin/dashboard")).text());
    expect(dashboard.allByRole("heading", "Test mode")).toHaveLength(1);
    expect(dashboard.text).toContain(
      `${NOTICE} PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET`,
    );
  });

  test("an order paid through the demo provider is marked 'Test payment'; an unpaid one is not", async () => {
    const paid = await paidOrder(item);
    const unpaid = (await orderAwaitingPayment(item)).order;
    const html = await (await admin.get("/admin/orders")).text();
    expect(read(html).within(rowOf(html, paid._id)).allByText("Test payment")).toHaveLength(1);
    expect(textOf(rowOf(html, unpaid._id))).not.toContain("Test payment");

    const opened = await (await admin.get(`/admin/orders?open=${paid._id}`)).text();
    expect(opened).toContain("Simulated by the demo provider: no card was charged.");
    const openedUnpaid = await (await admin.get(`/admin/orders?open=${unpaid._id}`)).text();
    expect(openedUnpaid).not.toContain("Simulated by the demo provider");
  });
});
