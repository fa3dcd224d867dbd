// A shop whose database was written before order statuses were codes (it stored their labels)
// starts on this version: its orders and their histories are migrated to the codes, read and
// filtered by them, and still said as the same labels where they are shown.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { beforeAll, describe, expect, test } from "vitest";
import { activityInWords } from "~/admin-auth/activity-view";
import { orderJson } from "~/api/shapes.server";
import { listActivity } from "~/platform/activity.server";
import { countOrdersWithStatus, getOrder } from "~/orders/order-reads.server";
import { db } from "./client.server";

/** The last migration of a shop that stored the statuses' labels. */
const LAST_WITH_LABELS = "0018_item_details";

/** The project's migrations up to and including `last`, in a folder of their own. */
function migrationsUpTo(last: string): string {
  const folder = join(process.env.TEST_DIR!, "old-migrations");
  mkdirSync(join(folder, "meta"), { recursive: true });
  const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as {
    entries: { tag: string }[];
  };
  const upTo = journal.entries.findIndex((entry) => entry.tag === last);
  expect(upTo).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, upTo + 1);
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  const tags = new Set(entries.map((entry) => `${entry.tag}.sql`));
  for (const file of readdirSync("drizzle").filter((name) => tags.has(name))) {
    copyFileSync(join("drizzle", file), join(folder, file));
  }
  return folder;
}

const ORDER_ID = "old-order";

/** The shop's database as the earlier version left it: a paid order and its moves, in labels. */
function anOldShop() {
  const sqlite = new Database(process.env.DATABASE_PATH!);
  migrate(drizzle(sqlite), { migrationsFolder: migrationsUpTo(LAST_WITH_LABELS) });
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
  history.run("h2", ORDER_ID, "Awaiting payment", "New paid order", "2026-03-10T06:05:00.000Z", "payment:demo");
  sqlite
    .prepare(
      `insert into activity_log (at, actor, action, subject, details)
       values ('2026-03-10T06:05:00.000Z', 'payment:demo', 'status-changed', 'MF-10001', ?)`,
    )
    .run(JSON.stringify({ from: "Awaiting payment", to: "New paid order" }));
  sqlite.close();
}

describe("a database with the statuses' labels", () => {
  beforeAll(() => {
    anOldShop();
    // The shop's handle migrates the database it opens, as it does when the server starts.
    db();
  });

  test("its orders and their history hold the codes", () => {
    const order = getOrder(ORDER_ID);
    expect(order.status).toBe("new_paid");
    expect(order.history.map((line) => [line.fromStatus, line.toStatus])).toEqual([
      [null, "awaiting_payment"],
      ["awaiting_payment", "new_paid"],
    ]);
    expect(countOrdersWithStatus("new_paid")).toBe(1);
  });

  test("the JSON API still says the labels", () => {
    const json = orderJson(getOrder(ORDER_ID), null);
    expect(json.status).toBe("New paid order");
    expect(json.statusHistory.map((line) => [line.from, line.to])).toEqual([
      [null, "Awaiting payment"],
      ["Awaiting payment", "New paid order"],
    ]);
  });

  test("the activity log keeps what it wrote, and says it as before", () => {
    const [entry] = listActivity({ limit: 1, offset: 0, action: "status-changed" });
    expect(entry!.details).toEqual({ from: "Awaiting payment", to: "New paid order" });
    expect(activityInWords(entry!).details).toBe("Awaiting payment → New paid order");
  });
});
