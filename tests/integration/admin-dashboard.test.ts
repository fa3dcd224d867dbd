// /admin/dashboard: guarded like every admin page, and every figure on it real, never a sample.
import { beforeAll, describe, expect, test } from "vitest";
import { signInAsAdmin, type AdminBrowser } from "../support/admin-session";
import { createItem, orderFor } from "../support/catalogue";
import { page as read, textOf } from "../support/html";
import { adminToken, call, callJson } from "../support/shop";

let token: string;
let admin: AdminBrowser;

beforeAll(async () => {
  token = await adminToken();
  admin = await signInAsAdmin();
});

async function placeOrder(item: Awaited<ReturnType<typeof createItem>>, customerName: string) {
  const { status, body } = await callJson("/api/orders", {
    method: "POST",
    body: orderFor(item, { customerName }),
  });
  expect(status).toBe(201);
  return body.order as { _id: string; orderNumber: string };
}

describe("the dashboard", () => {
  test("refuses a visitor without a session: 302 to /admin", async () => {
    const response = await call("/admin/dashboard", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
  });

  test("before any order: zero figures, no made-up growth, an honest empty list", async () => {
    const html = await (await admin.get("/admin/dashboard")).text();
    expect(html).toContain("Total Orders");
    expect(html).toContain("AED 0");
    expect(html).toContain("No orders in the previous 30 days to compare with");
    expect(html).toContain("No orders yet.");
    expect(html).toContain("Daily figures");
    expect(html).not.toMatch(/12%|8%/);
  });

  test("shows the real stats, the newest orders and today's figures", async () => {
    const item = await createItem(token, {
      title: "Ivory Hush",
      sizes: [{ sizeName: "Signature", price: 950 }],
    });
    const waiting = await placeOrder(item, "Noor Al Mansouri");
    const paid = await placeOrder(item, "Hessa Al Falasi");
    const changed = await callJson(`/api/orders/${paid._id}/status`, {
      method: "PATCH",
      token,
      body: { status: "New paid order" },
    });
    expect(changed.status).toBe(200);

    const { body: stats } = await callJson("/api/admin/stats", { token });
    // Pending: awaiting payment, new paid and in preparation: not yet out for delivery.
    expect(stats).toMatchObject({ totalOrders: 2, pendingOrders: 2, totalItems: 1, revenue: 950 });

    const response = await admin.get("/admin/dashboard");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("AED 950");
    for (const order of [waiting, paid]) {
      expect(html).toContain(order.orderNumber);
      expect(html).toContain(`href="/admin/orders?open=${order._id}"`);
    }
    expect(html).toContain("Noor Al Mansouri");
    expect(html).toContain("Hessa Al Falasi");
    expect(html).toContain('href="/admin/orders?status=pending"');
    expect(html).toContain("2 orders waiting");
    // Today's row of the chart's table (newest first): two orders, one of them paid.
    const dashboard = read(html);
    const figures = dashboard.within(dashboard.byRole("table", /^Orders and paid revenue per day/));
    const [, today] = figures.allByRole("row");
    expect(figures.within(today!).allByRole("cell").map(textOf)).toEqual(["2", "AED 950"]);
  });
});
