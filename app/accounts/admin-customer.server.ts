// One customer as the admin sees them: the account, its consent history, how many recipients and
// occasions it keeps, and every order placed with its address. Chosen field by field: never a
// sign-in code, a session or a token's hash, whoever reads it (owners and staff alike).
import { eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customerRecipients, customers, recipientOccasions } from "~/db/schema";
import type { OrderStatus } from "~/db/order-statuses";
import type { Fils } from "~/money/money";
import { consentHistory } from "./consent.server";
import { customerOrders } from "./customer-orders.server";

export interface CustomerForAdmin {
  id: string;
  email: string;
  language: "en" | "ar";
  createdAt: string;
  lastSignedInAt: string | null;
  consents: {
    purpose: string;
    words: string;
    page: string;
    givenAt: string;
    withdrawnAt: string | null;
  }[];
  recipients: number;
  occasions: number;
  orders: {
    id: string;
    orderNumber: string;
    createdAt: string;
    deliveries: number;
    total: Fils;
    status: OrderStatus;
  }[];
}

function addressBookSize(customerId: string) {
  const ofCustomer = db()
    .select({ id: customerRecipients.id })
    .from(customerRecipients)
    .where(eq(customerRecipients.customerId, customerId));
  const count = (rows: { n: number } | undefined) => rows?.n ?? 0;
  return {
    recipients: count(
      db()
        .select({ n: sql<number>`count(*)` })
        .from(customerRecipients)
        .where(eq(customerRecipients.customerId, customerId))
        .get(),
    ),
    occasions: count(
      db()
        .select({ n: sql<number>`count(*)` })
        .from(recipientOccasions)
        .where(inArray(recipientOccasions.recipientId, ofCustomer))
        .get(),
    ),
  };
}

/** The customer, or null when there is no such account (deleted, or never was). */
export function customerForAdmin(id: string): CustomerForAdmin | null {
  const customer = db()
    .select({
      id: customers.id,
      email: customers.email,
      language: customers.language,
      createdAt: customers.createdAt,
      lastSignedInAt: customers.lastSignedInAt,
    })
    .from(customers)
    .where(eq(customers.id, id))
    .get();
  if (!customer) return null;
  return {
    ...customer,
    consents: consentHistory(customer.id).map((consent) => ({
      purpose: consent.purpose,
      words: consent.words,
      page: consent.page,
      givenAt: consent.givenAt,
      withdrawnAt: consent.withdrawnAt,
    })),
    ...addressBookSize(customer.id),
    orders: customerOrders(customer.email).map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      createdAt: order.createdAt,
      deliveries: order.deliveries.length,
      total: order.totalAmount,
      status: order.status,
    })),
  };
}
