// A signed-in customer's orders: every order placed with their email address, before or after
// the account was made, newest first, each with its deliveries. Never anyone else's: the address
// is the account's own, compared whole (case aside).
import { desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { findOrder, type Order } from "~/orders/order-reads.server";

/** More than a customer ever places; the page shows the newest. */
const MOST = 200;

const placedWith = (email: string) => eq(sql`${orders.email} collate nocase`, email);

export function customerOrders(email: string): Order[] {
  return db()
    .select({ id: orders.id })
    .from(orders)
    .where(placedWith(email))
    .orderBy(desc(orders.sequence))
    .limit(MOST)
    .all()
    .map((row) => findOrder(row.id))
    .filter((order): order is Order => order !== null);
}

export function countCustomerOrders(email: string): number {
  return (
    db()
      .select({ n: sql<number>`count(*)` })
      .from(orders)
      .where(placedWith(email))
      .get()?.n ?? 0
  );
}
