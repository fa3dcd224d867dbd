// Marking an order paid by hand (into 'New paid order', or further, without a completed payment)
// is an owner's action: staff are refused it through the JSON API (403 with the reason) and the
// orders page (its message), nothing changes and the revenue stays; an owner may, and the
// activity log names it apart from other moves. An order paid through its provider is staff's to
// move on as ever.
import { beforeAll, describe, expect, test } from "vitest";
import { aColleague, signInAsAdmin, type AdminBrowser } from "../support/admin-session";
import { readRow, readRows } from "../support/database";
import { bouquetOnSale, orderAwaitingPayment, paidOrder, type Item } from "../support/paid-order";
import { adminToken, callJson } from "../support/shop";

const REFUSAL = "Only an owner can mark an order paid without a completed payment.";

let owner: AdminBrowser;
let ownerToken: string;
let staff: AdminBrowser;
let staffToken: string;
let item: Item;

beforeAll(async () => {
  owner = await signInAsAdmin();
  ownerToken = await adminToken();
  const colleague = await aColleague(owner);
  staff = await colleague.signIn();
  staffToken = await colleague.token();
  item = await bouquetOnSale(ownerToken);
});

const statusOf = (id: string) =>
  readRow<{ status: string }>("select status from orders where id = ?", id)!.status;
const revenue = async () =>
  (await callJson("/api/admin/stats", { token: ownerToken })).body.revenue;
const patchStatus = (id: string, status: string, token: string) =>
  callJson(`/api/orders/${id}/status`, { method: "PATCH", token, body: { status } });

describe("marking an order paid by hand", () => {
  test("staff are refused it through the JSON API and the orders page; nothing changes", async () => {
    const order = (await orderAwaitingPayment(item)).order;
    const before = await revenue();
    for (const status of ["New paid order", "In preparation", "Delivered"]) {
      const refused = await patchStatus(order._id, status, staffToken);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: REFUSAL });
    }
    const page = await staff.post("/admin/orders", {
      orderId: order._id,
      status: "New paid order",
    });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain(REFUSAL);
    const inPlace = await staff.post("/admin/orders", {
      orderId: order._id,
      status: "New paid order",
      inPlace: "1",
    });
    expect(inPlace.status).toBe(403);
    expect(await inPlace.text()).toContain(REFUSAL);

    expect(statusOf(order._id)).toBe("awaiting_payment");
    expect(await revenue()).toBe(before);
    expect(
      readRows(
        "select 1 from order_status_history where order_id = ? and from_status is not null",
        order._id,
      ),
    ).toHaveLength(0);
    // Staff may still cancel it: no money is claimed.
    expect((await patchStatus(order._id, "Cancelled", staffToken)).status).toBe(200);
    expect((await patchStatus(order._id, "New paid order", staffToken)).status).toBe(403);
  });

  test("an owner may; the activity log records it as marking paid by hand", async () => {
    const order = (await orderAwaitingPayment(item)).order;
    const before = await revenue();
    const marked = await patchStatus(order._id, "New paid order", ownerToken);
    expect(marked.status).toBe(200);
    expect(statusOf(order._id)).toBe("new_paid");
    expect(await revenue()).toBe(before + 950);
    const log = (
      await callJson("/api/admin/activity?action=marked-paid-by-hand", { token: ownerToken })
    ).body as { actor: string; action: string; subject: string; details: unknown }[];
    expect(log).toContainEqual(
      expect.objectContaining({
        actor: process.env.ADMIN_USERNAME,
        action: "marked-paid-by-hand",
        subject: order.orderNumber,
        details: { from: "Awaiting payment", to: "New paid order" },
      }),
    );
    // Once paid (by hand, by an owner), staff move it on as every paid order.
    expect((await patchStatus(order._id, "In preparation", staffToken)).status).toBe(200);
    const page = await (await owner.get("/admin/activity?action=marked-paid-by-hand")).text();
    expect(page).toContain("Marked an order paid by hand");
  });

  test("an order paid through its provider is staff's to move on, and its moves are ordinary", async () => {
    const order = await paidOrder(item);
    expect(statusOf(order._id)).toBe("new_paid");
    expect((await patchStatus(order._id, "Cancelled", staffToken)).status).toBe(200);
    // Back from 'Cancelled' with its payment kept: no money is claimed that never came.
    expect((await patchStatus(order._id, "In preparation", staffToken)).status).toBe(200);
    const marks = readRows(
      "select 1 from activity_log where action = 'marked-paid-by-hand' and subject = ?",
      order.orderNumber,
    );
    expect(marks).toHaveLength(0);
  });
});
