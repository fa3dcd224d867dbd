// A shop whose database was written before orders had deliveries starts on this version: each
// order becomes one delivery whose id is the order's, its lines that delivery's.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import Database from "better-sqlite3";
import { databaseAsOf } from "../support/old-database";
import { callShop, signIn, startShopProcess, type ShopProcess } from "../support/server-process";

/** The last migration before deliveries. */
const LAST_WITHOUT_DELIVERIES = "0019_order_status_codes";
const ORDER_ID = "0123456789abcdef01234567";

/** The database as the earlier version left it: a paid gift with its line. */
function anOldDatabase(dir: string) {
  const sqlite = databaseAsOf(dir, LAST_WITHOUT_DELIVERIES);
  sqlite
    .prepare(
      `insert into orders (id, sequence, order_number, customer_name, email, phone, address,
         delivery_date, delivery_time, status, total_amount, vat_amount, delivery_fee,
         recipient_name, recipient_phone, card_message)
       values (?, 1, 'MF-10001', 'Layla', 'layla@example.com', '+971501234567', 'Villa 12',
         '2026-03-20', 'evening', 'new_paid', 49500, 2357, 3500, 'Noor', '+971507654321', 'Eid')`,
    )
    .run(ORDER_ID);
  sqlite
    .prepare(
      `insert into order_lines (id, order_id, position, title, size_name, unit_price, quantity,
         vat_amount) values ('line1', ?, 0, 'Ivory Hour', 'Petite', 46000, 1, 2190)`,
    )
    .run(ORDER_ID);
  sqlite.close();
}

let shop: ShopProcess;
let token: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "shop-before-deliveries-"));
  anOldDatabase(dir);
  shop = await startShopProcess({}, dir);
  token = await signIn(shop);
});

afterAll(async () => {
  await shop?.stop();
});

describe("a database from before deliveries, started on this version", () => {
  test("each order is one delivery with the order's id, holding its lines", () => {
    const sqlite = new Database(join(shop.dir, "shop.db"), { readonly: true });
    try {
      expect(
        sqlite
          .prepare("select id, order_id, delivery_fee, recipient_name, status from deliveries")
          .all(),
      ).toEqual([
        {
          id: ORDER_ID,
          order_id: ORDER_ID,
          delivery_fee: 3500,
          recipient_name: "Noor",
          status: "new_paid",
        },
      ]);
      expect(sqlite.prepare("select delivery_id from order_lines").all()).toEqual([
        { delivery_id: ORDER_ID },
      ]);
    } finally {
      sqlite.close();
    }
  });

  test("the JSON API reads the order with its one delivery", async () => {
    const order = (await callShop(shop, `/api/orders/${ORDER_ID}`, { token })).json() as {
      deliveries: Record<string, unknown>[];
    };
    expect(order.deliveries).toEqual([
      expect.objectContaining({
        _id: ORDER_ID,
        recipientName: "Noor",
        cardMessage: "Eid",
        deliveryFee: 35,
        status: "New paid order",
        items: [expect.objectContaining({ title: "Ivory Hour", price: 460 })],
      }),
    ]);
  });
});
