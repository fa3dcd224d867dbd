// A shop whose database was written when order statuses were stored as their labels starts on
// this version: it migrates its orders and their history to the codes, and its JSON API still
// says the labels, finds the order by a short code and says the activity log as it was written.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import Database from "better-sqlite3";
import { databaseAsOf } from "../support/old-database";
import { callShop, signIn, startShopProcess, type ShopProcess } from "../support/server-process";

/** The last migration of a shop that stored the statuses' labels. */
const LAST_WITH_LABELS = "0018_item_details";
const ORDER_ID = "0123456789abcdef01234567";

/** The database as the earlier version left it: a paid order and its moves, in labels. */
function anOldDatabase(dir: string) {
  const sqlite = databaseAsOf(dir, LAST_WITH_LABELS);
  sqlite
    .prepare(
      `insert into orders (id, sequence, order_number, customer_name, email, phone, address,
         delivery_date, delivery_time, status, total_amount, vat_amount)
       values (?, 1, 'MF-10001', 'Layla', 'layla@example.com', '+971501234567', 'Villa 12',
         '2026-03-20', 'evening', 'New paid order', 49500, 2357)`,
    )
    .run(ORDER_ID);
  const history = sqlite.prepare(
    `insert into order_status_history (id, order_id, from_status, to_status, changed_at, changed_by)
     values (?, ?, ?, ?, ?, ?)`,
  );
  history.run("h1", ORDER_ID, null, "Awaiting payment", "2026-03-10T06:00:00.000Z", "customer");
  history.run(
    "h2",
    ORDER_ID,
    "Awaiting payment",
    "New paid order",
    "2026-03-10T06:05:00.000Z",
    "payment:demo",
  );
  sqlite
    .prepare(
      `insert into activity_log (at, actor, action, subject, details)
       values ('2026-03-10T06:05:00.000Z', 'payment:demo', 'status-changed', 'MF-10001', ?)`,
    )
    .run(JSON.stringify({ from: "Awaiting payment", to: "New paid order" }));
  sqlite.close();
}

let shop: ShopProcess;
let token: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "shop-old-statuses-"));
  anOldDatabase(dir);
  shop = await startShopProcess({}, dir);
  token = await signIn(shop);
});

afterAll(async () => {
  await shop?.stop();
});

describe("a database with the statuses' labels, started on this version", () => {
  test("its orders and their history hold the codes", () => {
    const sqlite = new Database(join(shop.dir, "shop.db"), { readonly: true });
    try {
      expect(sqlite.prepare("select status from orders where id = ?").get(ORDER_ID)).toEqual({
        status: "new_paid",
      });
      const history = sqlite.prepare(
        `select from_status as f, to_status as t from order_status_history
         where order_id = ? order by changed_at`,
      );
      expect(history.all(ORDER_ID)).toEqual([
        { f: null, t: "awaiting_payment" },
        { f: "awaiting_payment", t: "new_paid" },
      ]);
    } finally {
      sqlite.close();
    }
  });

  test("the JSON API says the labels, and finds the order by a short code", async () => {
    const order = (await callShop(shop, `/api/orders/${ORDER_ID}`, { token })).json();
    expect(order.status).toBe("New paid order");
    const moves = order.statusHistory as { from: string | null; to: string }[];
    expect(moves.map(({ from, to }) => [from, to])).toEqual([
      [null, "Awaiting payment"],
      ["Awaiting payment", "New paid order"],
    ]);
    const paid = (await callShop(shop, "/api/orders?status=NEW", { token })).json() as {
      _id: string;
    }[];
    expect(paid.map((listed) => listed._id)).toEqual([ORDER_ID]);
  });

  test("the activity log keeps what it wrote, and says it as before", async () => {
    const log = (
      await callShop(shop, "/api/admin/activity?action=status-changed", { token })
    ).json() as { subject: string; details: unknown }[];
    expect(log).toEqual([
      expect.objectContaining({
        subject: "MF-10001",
        details: { from: "Awaiting payment", to: "New paid order" },
      }),
    ]);
  });
});
