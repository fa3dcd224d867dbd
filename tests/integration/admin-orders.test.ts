// The admin's orders page and packing slip: the guard and CSRF on every door, status changes
// recorded with the admin and time, sorting and filters in the URL, and the slip.
import { beforeAll, describe, expect, test } from "vitest";
import { formBody, signInAsAdmin, type AdminBrowser } from "../support/admin-session";
import { createItem, deliverableDate, orderFor } from "../support/catalogue";
import { page as read, textOf } from "../support/html";
import { adminToken, call, callJson } from "../support/shop";

let token: string;
let admin: AdminBrowser;
let item: Awaited<ReturnType<typeof createItem>>;

interface PlacedOrder {
  _id: string;
  orderNumber: string;
}

async function placeOrder(overrides: Record<string, unknown> = {}): Promise<PlacedOrder> {
  const { status, body } = await callJson("/api/orders", {
    method: "POST",
    body: orderFor(item, overrides),
  });
  if (status !== 201) throw new Error(`order: ${status} ${JSON.stringify(body)}`);
  return body.order as PlacedOrder;
}

async function orderFromApi(id: string) {
  const { body } = await callJson(`/api/orders/${id}`, { token });
  return body as {
    status: string;
    statusHistory: { from: string | null; to: string; at: string; by: string }[];
  };
}

/** Order numbers in the order the page lists them. */
function listed(html: string): string[] {
  return [...html.matchAll(/id="order-[0-9a-f]{24}"[^]*?(MF-\d+)/g)].map((m) => m[1]!);
}

let layla: PlacedOrder;
let omar: PlacedOrder;
let gift: PlacedOrder;

beforeAll(async () => {
  token = await adminToken();
  admin = await signInAsAdmin();
  item = await createItem(token, {
    title: "Ivory Whisper",
    sizes: [
      { sizeName: "Petite", price: 650 },
      { sizeName: "Grand", price: 1450 },
    ],
  });
  layla = await placeOrder({ customerName: "Layla Haddad" });
  omar = await placeOrder({
    customerName: "Omar Nasser",
    deliveryDate: deliverableDate(5),
    items: [{ itemId: item._id, title: item.title, price: 1450, size: "Grand", quantity: 1 }],
    totalAmount: 1450,
  });
  gift = await placeOrder({
    customerName: "Aisha Rahman",
    recipientName: "Mariam Saleh",
    recipientPhone: "+971 55 765 4321",
    cardMessage: "Happy birthday, habibti",
    notes: "Leave with the concierge.",
  });
});

describe("the guard", () => {
  test("without a session the page, the status action and the slip send you to /admin", async () => {
    const page = await call("/admin/orders", { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin");

    const post = await call("/admin/orders", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: formBody({ orderId: layla._id, status: "Cancelled", csrf: admin.csrf }),
      redirect: "manual",
    });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toBe("/admin");
    expect((await orderFromApi(layla._id)).status).toBe("Awaiting payment");

    const slip = await call(`/admin/orders/${layla._id}/slip`, { redirect: "manual" });
    expect(slip.status).toBe(302);
    expect(slip.headers.get("location")).toBe("/admin");
  });

  test("a status change without the CSRF field is refused with 403 and changes nothing", async () => {
    const missing = await call("/admin/orders", {
      method: "POST",
      headers: { Cookie: admin.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: formBody({ orderId: layla._id, status: "Cancelled" }),
      redirect: "manual",
    });
    expect(missing.status).toBe(403);
    const forged = await admin.post("/admin/orders", {
      csrf: "forged",
      orderId: layla._id,
      status: "Cancelled",
    });
    expect(forged.status).toBe(403);
    expect((await orderFromApi(layla._id)).status).toBe("Awaiting payment");
  });
});

describe("changing an order's status", () => {
  test("the plain form records the change with the admin's username and time, then opens the order", async () => {
    const before = Date.now();
    const response = await admin.post("/admin/orders?sort=total&dir=asc", {
      orderId: omar._id,
      status: "In preparation",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/admin/orders?sort=total&dir=asc&open=${omar._id}#order-${omar._id}`,
    );

    const order = await orderFromApi(omar._id);
    expect(order.status).toBe("In preparation");
    const last = order.statusHistory.at(-1)!;
    expect(last).toMatchObject({ from: "Awaiting payment", to: "In preparation", by: "florist" });
    expect(new Date(last.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(last.at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    // The opened order shows it in its history, and the layout the status message.
    const page = await admin.get(`/admin/orders?sort=total&dir=asc&open=${omar._id}`);
    const html = await page.text();
    expect(html).toContain("by florist");
    expect(html).toContain("Status history");
  });

  test("the scripted menu gets its answer in place instead of a redirect", async () => {
    const response = await admin.post("/admin/orders", {
      orderId: layla._id,
      status: "New paid order",
      inPlace: "1",
    });
    expect(response.status).toBe(200);
    expect((await orderFromApi(layla._id)).status).toBe("New paid order");
  });

  test("an unknown order or status says 'Failed to update…' and changes nothing", async () => {
    const unknown = await admin.post("/admin/orders", {
      orderId: "0".repeat(24),
      status: "Delivered",
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Failed to update order status. Please try again.");

    const bogus = await admin.post("/admin/orders", { orderId: gift._id, status: "Lost" });
    expect(bogus.status).toBe(400);
    expect(await bogus.text()).toContain("Failed to update order status. Please try again.");
    expect((await orderFromApi(gift._id)).status).toBe("Awaiting payment");
  });

  test("'Update status' with the current status still chosen asks for another one", async () => {
    const response = await admin.post("/admin/orders", { orderId: gift._id });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Choose a different status, then Update status.");
    expect((await orderFromApi(gift._id)).status).toBe("Awaiting payment");
  });
});

/** The column headers a screen reader announces as sorted: their names and directions. */
const sortedHeaders = (html: string) =>
  read(html)
    .allByRole("columnheader")
    .filter((header) => header.attrs["aria-sort"])
    .map((header) => [textOf(header), header.attrs["aria-sort"]]);

describe("sorting", () => {
  test("the page lists orders in the asked order and marks the sorted header", async () => {
    const byDefault = await (await admin.get("/admin/orders")).text();
    expect(listed(byDefault)).toEqual([gift, omar, layla].map((o) => o.orderNumber));
    expect(sortedHeaders(byDefault)).toEqual([[expect.stringMatching(/^Created/), "descending"]]);

    const byCustomer = await (await admin.get("/admin/orders?sort=customer&dir=asc")).text();
    expect(listed(byCustomer)).toEqual([gift, layla, omar].map((o) => o.orderNumber));
    expect(sortedHeaders(byCustomer)).toEqual([[expect.stringMatching(/^Customer/), "ascending"]]);
    // The header link asks for the other direction next.
    expect(byCustomer).toContain('href="/admin/orders?sort=customer&amp;dir=desc"');

    const byTotal = await (await admin.get("/admin/orders?sort=total&dir=desc")).text();
    expect(listed(byTotal)[0]).toBe(omar.orderNumber);

    const unknown = await (await admin.get("/admin/orders?sort=password&dir=asc")).text();
    expect(listed(unknown)).toEqual(listed(byDefault));
  });
});

describe("filters", () => {
  test("by status, by 'pending', by delivery date, and the empty state", async () => {
    const paid = await (await admin.get("/admin/orders?status=New+paid+order")).text();
    expect(listed(paid)).toEqual([layla.orderNumber]);

    const pending = await (await admin.get("/admin/orders?status=pending")).text();
    expect(listed(pending).sort()).toEqual([layla, omar, gift].map((o) => o.orderNumber).sort());

    const day = await (await admin.get(`/admin/orders?date=${deliverableDate(5)}`)).text();
    expect(listed(day)).toEqual([omar.orderNumber]);

    const none = await (await admin.get("/admin/orders?status=Delivered")).text();
    expect(listed(none)).toEqual([]);
    expect(none).toContain("No orders found.");
  });

  test("'?open=' opens that order's details: lines, customer, gift, payment, short id", async () => {
    const html = await (await admin.get(`/admin/orders?open=${gift._id}`)).text();
    expect(html).toContain("Mariam Saleh");
    expect(html).toContain("Happy birthday, habibti");
    expect(html).toContain("Leave with the concierge.");
    expect(html).toContain("No payment started");
    expect(html).toContain(`ID ${gift._id.slice(0, 8)}`);
    expect(html).toContain(`href="/admin/orders/${gift._id}/slip"`);
  });
});

describe("packing slip", () => {
  test("a gift's slip names the recipient, prints the card, and shows no prices", async () => {
    const response = await admin.get(`/admin/orders/${gift._id}/slip`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(gift.orderNumber);
    expect(html).toContain("Mariam Saleh");
    expect(html).toContain("+971557654321");
    expect(html).toContain("Happy birthday, habibti");
    expect(html).toContain("Leave with the concierge.");
    expect(html).toContain("Petite");
    expect(html).not.toContain("AED");
  });

  test("a customer's own order shows the customer and the prices; an unknown order is 404", async () => {
    const html = await (await admin.get(`/admin/orders/${omar._id}/slip`)).text();
    expect(html).toContain("Omar Nasser");
    expect(html).toContain("AED 1,450");
    const missing = await admin.get(`/admin/orders/${"0".repeat(24)}/slip`);
    expect(missing.status).toBe(404);
  });
});
