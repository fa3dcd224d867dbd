// The customers' tables: an account (an email address that signed in), its one-time sign-in codes,
// its sessions and its consent. What a customer keeps later (recipients, occasions) hangs off
// `customers.id` the same way and goes with the account.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { OCCASION_KINDS } from "../occasion-kinds";
import type { StoredAddress } from "../stored-address";
import { id, createdAt, partOf } from "./columns";

export const customers = sqliteTable(
  "customers",
  {
    id: id(),
    /** Lower-case and trimmed: one account per address, however it was typed. */
    email: text("email").notNull().unique(),
    /** The language the customer last signed in with: the account's emails speak it. */
    language: text("language", { enum: ["en", "ar"] })
      .notNull()
      .default("en"),
    lastSignedInAt: text("last_signed_in_at"),
    createdAt: createdAt(),
  },
  // The admin's list pages newest first by this pair, never by an offset.
  (t) => [index("customers_created_at").on(t.createdAt, t.id)],
);

/**
 * A sign-in code asked for by an email address (account or not yet): the TOTP's secret and
 * settings, never the code itself. One live code per address; a used or dead one is deleted.
 */
export const customerCodes = sqliteTable(
  "customer_codes",
  {
    id: id(),
    email: text("email").notNull().unique(),
    secret: text("secret").notNull(),
    algorithm: text("algorithm").notNull(),
    digits: integer("digits").notNull(),
    period: integer("period").notNull(),
    charSet: text("char_set").notNull(),
    /** The page's language when asked: the account is created in it. */
    language: text("language", { enum: ["en", "ar"] })
      .notNull()
      .default("en"),
    wrongTries: integer("wrong_tries").notNull().default(0),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("customer_codes_expires_at").on(t.expiresAt)],
);

/** A signed-in browser: the cookie holds a random token, the table only its SHA-256. */
export const customerSessions = sqliteTable(
  "customer_sessions",
  {
    id: id(),
    customerId: partOf("customer_id", () => customers.id),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("customer_sessions_customer_id").on(t.customerId)],
);

/**
 * A consent to reminders and news: when, the exact words the customer ticked and the page they
 * ticked them on. Withdrawn consents stay (with when) until the account goes.
 */
export const customerConsents = sqliteTable(
  "customer_consents",
  {
    id: id(),
    customerId: partOf("customer_id", () => customers.id),
    purpose: text("purpose").notNull(),
    words: text("words").notNull(),
    page: text("page").notNull(),
    givenAt: text("given_at").notNull(),
    withdrawnAt: text("withdrawn_at"),
  },
  (t) => [index("customer_consents_customer_id").on(t.customerId)],
);

/**
 * The customer's address book: someone they send flowers to, with the UAE mobile the driver calls
 * and the address as the checkout takes it. Goes with the account.
 */
export const customerRecipients = sqliteTable(
  "customer_recipients",
  {
    id: id(),
    customerId: partOf("customer_id", () => customers.id),
    name: text("name").notNull(),
    /** E.164, a UAE mobile. */
    phone: text("phone").notNull(),
    address: text("address", { mode: "json" }).$type<StoredAddress>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("customer_recipients_customer_id").on(t.customerId)],
);

/**
 * A recipient's occasion, reminded 7 and 2 days before. Birthdays, anniversaries and one's own
 * dates keep their month and day (MM-DD); the others are computed each year. Muted: no more
 * reminders, the row stays so the account shows it.
 */
export const recipientOccasions = sqliteTable(
  "recipient_occasions",
  {
    id: id(),
    recipientId: partOf("recipient_id", () => customerRecipients.id),
    kind: text("kind", { enum: OCCASION_KINDS }).notNull(),
    /** MM-DD, for the kinds with a date of their own. */
    monthDay: text("month_day"),
    /** A name of the customer's for their own date. */
    label: text("label"),
    mutedAt: text("muted_at"),
    createdAt: createdAt(),
  },
  (t) => [index("recipient_occasions_recipient_id").on(t.recipientId)],
);

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerCodeRow = typeof customerCodes.$inferSelect;
export type CustomerConsentRow = typeof customerConsents.$inferSelect;
export type CustomerRecipientRow = typeof customerRecipients.$inferSelect;
export type RecipientOccasionRow = typeof recipientOccasions.$inferSelect;
