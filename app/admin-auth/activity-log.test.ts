// The activity log against the shop's source: refunds, order status moves (an admin's and a
// payment's) and delivery settings each write their line with the change, and the log refuses to
// be changed or cleared. (Team changes: team.test.ts; the page and the API: the integration test.)
import { beforeAll, describe, expect, test } from "vitest";
import { createItem } from "~/catalogue/item-writes.server";
import { db } from "~/db/client.server";

import {
  changeDeliverySettings,
  currentDeliverySettings,
  saveDeliverySettings,
} from "~/delivery/delivery-settings.server";
import { getOrder } from "~/orders/order-reads.server";
import { changeOrderStatus } from "~/orders/status-changes.server";
import { decideOnDemoPage } from "~/payments/demo-checkout.server";
import { RefundRequest, refundOrder } from "~/payments/refunds.server";
import { listActivity, recordActivity } from "~/platform/activity.server";
import {
  activitySince,
  aPicture,
  anOrderAwaitingPayment,
  lastActivityId,
} from "../../tests/support/domain-rows";
import { activityDetailsJson, activityInWords } from "./activity-view";

let itemId = "";

beforeAll(async () => {
  const image = await aPicture();
  itemId = (await createItem({ title: "Quiet Hour", price: 50_000, ingredients: [] }, { image }))
    .id;
});

describe("what the activity log records", () => {
  test("a payment's and an admin's status moves, and a refund with its amount", async () => {
    const { order, payment } = await anOrderAwaitingPayment(itemId, 500);
    const before = lastActivityId();
    decideOnDemoPage(payment.id, "pay");
    changeOrderStatus(order.id, "in_preparation", "layla");
    // Setting the status it already has moves nothing and records nothing.
    changeOrderStatus(order.id, "in_preparation", "layla");
    await refundOrder(order.id, RefundRequest.parse({ amount: 120, reason: "late" }), "rania");

    const lines = activitySince(before);
    expect(lines[0]).toMatchObject({
      actor: expect.stringMatching(/^payment:|^system$/),
      action: "status-changed",
      subject: order.orderNumber,
      details: { from: "awaiting_payment", to: "new_paid" },
    });
    expect(lines.slice(1)).toEqual([
      {
        actor: "layla",
        action: "status-changed",
        subject: order.orderNumber,
        details: { from: "new_paid", to: "in_preparation" },
      },
      {
        actor: "rania",
        action: "refund",
        subject: order.orderNumber,
        details: {
          amount: 120,
          creditNote: expect.stringMatching(/^CN-\d+$/),
          reason: "late",
        },
      },
    ]);
    expect(getOrder(order.id).status).toBe("in_preparation");
    // The log stores the codes; its page and the JSON API say the statuses' labels.
    expect(activityInWords(lines[1]!).details).toBe("New paid order → In preparation");
    expect(activityDetailsJson(lines[1]!)).toEqual({
      from: "New paid order",
      to: "In preparation",
    });
    expect(activityInWords(lines[2]!).details).toMatch(
      /^AED 120(\.00)?, credit note CN-\d+, reason: late$/,
    );
  });

  test("delivery settings, from the page and the API, naming what changed", () => {
    const before = lastActivityId();
    changeDeliverySettings(
      (current) => ({
        ...current,
        closedDates: [...current.closedDates, { date: "2031-04-01", reason: "Eid" }],
      }),
      "noor",
    );
    saveDeliverySettings({ ...currentDeliverySettings(), sameDayCutoff: "13:00" }, "huda");
    const lines = activitySince(before);
    expect(lines).toEqual([
      {
        actor: "noor",
        action: "delivery-settings-changed",
        subject: "",
        details: { changed: ["closedDates"] },
      },
      {
        actor: "huda",
        action: "delivery-settings-changed",
        subject: "",
        details: { changed: ["sameDayCutoff"] },
      },
    ]);
    expect(activityInWords(lines[1]!)).toEqual({
      what: "Changed the delivery settings",
      details: "Changed: same-day cut-off",
    });
  });

  test("a settings change refused records nothing", () => {
    const before = lastActivityId();
    const date = { date: "2031-05-01", reason: "Closed" };
    expect(() =>
      changeDeliverySettings(
        (current) => ({ ...current, closedDates: [...current.closedDates, date, date] }),
        "noor",
      ),
    ).toThrow();
    expect(activitySince(before)).toEqual([]);
  });
});

describe("the activity log is append-only", () => {
  test("the database refuses to change or delete a line, even through raw SQL", () => {
    recordActivity({ actor: "florist", action: "sign-in", subject: "florist" });
    const sqlite = db().$client;
    const id = lastActivityId();
    expect(() =>
      sqlite.prepare("update activity_log set actor = 'someone else' where id = ?").run(id),
    ).toThrow(/append-only/);
    expect(() => sqlite.prepare("delete from activity_log where id = ?").run(id)).toThrow(
      /append-only/,
    );
    expect(() => sqlite.prepare("delete from activity_log").run()).toThrow(/append-only/);
    expect(listActivity({ limit: 1, offset: 0 })[0]).toMatchObject({ id, actor: "florist" });
  });

  test("newest first, a page at a time, by actor or action", () => {
    for (const n of [1, 2, 3]) recordActivity({ actor: "paging", action: `step-${n}` });
    expect(listActivity({ limit: 2, offset: 0, actor: "paging" }).map((e) => e.action)).toEqual([
      "step-3",
      "step-2",
    ]);
    expect(listActivity({ limit: 2, offset: 2, actor: "paging" }).map((e) => e.action)).toEqual([
      "step-1",
    ]);
    expect(listActivity({ limit: 5, offset: 0, action: "step-2" })).toHaveLength(1);
  });
});
