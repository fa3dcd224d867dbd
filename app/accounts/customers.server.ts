// Customers' accounts: made by the first sign-in of an address, found by it, and deleted on the
// customer's word. Deleting removes the account, its sessions and consents (and anything else
// that hangs off it); the orders stay for the tax records, tied to no account (they only ever
// carried the email they were placed with), and the activity log records the deletion without
// the address in full, a code or a session.
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { customerCodes, customers, type CustomerRow } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import { recordActivity } from "~/platform/activity.server";
import { currentTime } from "~/platform/clock.server";
import { accountEmail, maskedEmail } from "./email-address";
import { countCustomerOrders } from "./customer-orders.server";

/** The account of this address after a right code: made now if it is the first sign-in. */
export function accountSignedIn(email: string, language: Language): CustomerRow {
  const address = accountEmail(email);
  const now = currentTime().toISOString();
  return db()
    .insert(customers)
    .values({ id: newId(), email: address, language, lastSignedInAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: customers.email,
      set: { language, lastSignedInAt: now },
    })
    .returning()
    .get();
}

/** 'Delete my account': the account and all that hangs off it; the orders stay. */
export function deleteAccount(customer: CustomerRow): void {
  const ordersKept = countCustomerOrders(customer.email);
  db().transaction((tx) => {
    // Sessions and consents go with the account (their rows cascade).
    tx.delete(customers).where(eq(customers.id, customer.id)).run();
    tx.delete(customerCodes).where(eq(customerCodes.email, customer.email)).run();
    recordActivity(
      {
        actor: "customer",
        action: "account-deleted",
        subject: maskedEmail(customer.email),
        details: { account: customer.id, ordersKept },
      },
      tx,
    );
  });
}
