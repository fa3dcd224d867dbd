// A shop whose database was written before orders had deliveries starts on this version: each
// order becomes one delivery whose id is the order's, its lines that delivery's.
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { callShop, signIn, startShopProcess, type ShopProcess } from "../support/server-process";

/** The last migration before deliveries. */
const LAST_WITHOUT_DELIVERIES = "0019_order_status_codes";
const ORDER_ID = "0123456789abcdef01234567";

/** The project's migrations up to and including `last`, in a folder of their own. */
function migrationsUpTo(dir: string, last: string): string {
  const folder = join(dir, "old-migrations");
  mkdirSync(join(folder, "meta"), { recursive: true });
  const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as {
    entries: { tag: string }[];
  };
  const upTo = journal.entries.findIndex((entry) => entry.tag === last);
  if (upTo < 0) throw new Error(`no migration ${last}`);
  const entries = journal.entries.slice(0, upTo + 1);
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  const files = new Set(entries.map((entry) => `${entry.tag}.sql`));
  for (const file of readdirSync("drizzle").filter((name) => files.has(name))) {
    copyFileSync(join("drizzle", file), join(folder, file));
  }
  return folder;
}

/** The database as the earlier version left it: a paid gift with its line. */
function anOldDatabase(dir: string) {
  const sqlite = new Database(join(dir, "shop.db"));
  migrate(drizzle(sqlite), { migrationsFolder: migrationsUpTo(dir, LAST_WITHOUT_DELIVERIES) });
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
