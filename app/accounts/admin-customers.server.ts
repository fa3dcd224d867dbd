// The admin's customers list: accounts newest first, found by part of their email, a page at a
// time by keyset on (signed up, id) so the hundred-thousandth customer is as quick to reach as the
// first. Each row carries the customer's orders — every order placed with their address, before
// or after the account — counted, the paid ones summed less their refunds, the last one dated.
import { and, asc, desc, inArray, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customers, orders, refunds } from "~/db/schema";
import type { Fils } from "~/money/money";
import { PAID_STATUSES } from "~/orders/statuses";
import {
  CUSTOMERS_PER_PAGE,
  cursorOf,
  type CustomerPlace,
  type CustomersQuery,
} from "./admin-customers-query";

/** Counting stops here: past it the list says 'more than', and never scans every row to say so. */
export const COUNT_CAP = 10_000;

export interface CustomerSummary {
  id: string;
  email: string;
  createdAt: string;
  orders: number;
  /** Paid orders' totals less what was refunded of them, in fils. */
  spent: Fils;
  lastOrderAt: string | null;
}

export interface CustomersPage {
  customers: CustomerSummary[];
  /** How many match, up to COUNT_CAP; `capped` when there are more. */
  total: number;
  capped: boolean;
  /** Where 'Next' and 'Previous' start, null at either end. */
  nextCursor: string | null;
  previousCursor: string | null;
}

/** `text` anywhere in the address, any case, with LIKE's wildcards taken literally. */
function matching(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${customers.email} like ${pattern} escape '\\'`;
}

const olderThan = (place: CustomerPlace) =>
  sql`(${customers.createdAt}, ${customers.id}) < (${place.createdAt}, ${place.id})`;
const newerThan = (place: CustomerPlace) =>
  sql`(${customers.createdAt}, ${customers.id}) > (${place.createdAt}, ${place.id})`;

function countMatching(where: SQL | undefined): number {
  const inner = db()
    .select({ one: sql`1` })
    .from(customers)
    .where(where)
    .limit(COUNT_CAP + 1);
  return (
    db()
      .select({ n: sql<number>`count(*)` })
      .from(inner.as("matching"))
      .get()?.n ?? 0
  );
}

/** What was given back of an order (refunds made), in fils: spent is what the customer kept paid. */
const givenBack = sql<number>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.state} = 'succeeded'), 0)`;

/** The orders of these addresses (compared whole, case aside) by address: one indexed query. */
function ordersOf(emails: string[]) {
  if (emails.length === 0)
    return new Map<string, Omit<CustomerSummary, "id" | "email" | "createdAt">>();
  const address = sql<string>`lower(${orders.email})`;
  const rows = db()
    .select({
      email: address,
      orders: sql<number>`count(*)`,
      spent: sql<number>`coalesce(sum(case when ${inArray(orders.status, PAID_STATUSES)} then ${orders.totalAmount} - ${givenBack} else 0 end), 0)`,
      lastOrderAt: sql<string | null>`max(${orders.createdAt})`,
    })
    .from(orders)
    .where(inArray(sql`${orders.email} collate nocase`, emails))
    .groupBy(address)
    .all();
  return new Map(rows.map(({ email, ...figures }) => [email, figures]));
}

export function listCustomers(query: CustomersQuery): CustomersPage {
  const search = matching(query.search);
  const backwards = query.before !== null;
  const rows = db()
    .select({ id: customers.id, email: customers.email, createdAt: customers.createdAt })
    .from(customers)
    .where(
      and(
        search,
        query.after ? olderThan(query.after) : undefined,
        query.before ? newerThan(query.before) : undefined,
      ),
    )
    .orderBy(
      ...(backwards
        ? [asc(customers.createdAt), asc(customers.id)]
        : [desc(customers.createdAt), desc(customers.id)]),
    )
    .limit(CUSTOMERS_PER_PAGE + 1)
    .all();
  const more = rows.length > CUSTOMERS_PER_PAGE;
  const shown = rows.slice(0, CUSTOMERS_PER_PAGE);
  if (backwards) shown.reverse();
  const figures = ordersOf(shown.map((row) => row.email));
  const total = countMatching(search);
  const first = shown[0];
  const last = shown.at(-1);
  const hasNext = backwards ? true : more;
  const hasPrevious = backwards ? more : query.after !== null;
  return {
    customers: shown.map((row) => ({
      ...row,
      ...(figures.get(row.email) ?? { orders: 0, spent: 0, lastOrderAt: null }),
    })),
    total: Math.min(total, COUNT_CAP),
    capped: total > COUNT_CAP,
    nextCursor: hasNext && last ? cursorOf(last) : null,
    previousCursor: hasPrevious && first ? cursorOf(first) : null,
  };
}
