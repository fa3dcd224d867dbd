// The shop's own tables: the florists' delivery settings and content with their history, what
// visitors send (messages, sign-ups), the outbox of emails and the server's settings.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, timestamp, createdAt, stringList } from "./columns";
import { orders } from "./orders";

/**
 * The delivery settings, one row per change: the newest row is in force, and the
 * rows before it say who changed what, and when.
 */
export const deliverySettingsChanges = sqliteTable("delivery_settings_changes", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  settings: text("settings", { mode: "json" }).notNull(),
  changedBy: text("changed_by").notNull(),
  changedAt: timestamp("changed_at"),
});

/**
 * The shop's own words (app/content/shop-content.ts), one row per part as last saved: a part with
 * no row, or still `demo`, is the demo shop's. A change of any row makes the page cache render
 * the storefront again (a trigger raises the catalogue counter).
 */
export const shopContent = sqliteTable("shop_content", {
  part: text("part").primaryKey(),
  /** The part as saved (JSON; null for a rating the shop does not claim). */
  value: text("value", { mode: "json" }),
  demo: integer("demo", { mode: "boolean" }).notNull().default(false),
  changedBy: text("changed_by").notNull(),
  changedAt: timestamp("changed_at"),
});

/** Every save of the shop's content, whole, with who saved it, when, and which parts changed. */
export const shopContentChanges = sqliteTable("shop_content_changes", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  content: text("content", { mode: "json" }).notNull(),
  changed: stringList("changed"),
  changedBy: text("changed_by").notNull(),
  changedAt: timestamp("changed_at"),
});

/** What the contact form sends: the florists' inbox. */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull(),
    /** new → done */
    status: text("status").notNull().default("new"),
    /** When an admin first opened it (null: unread). */
    readAt: text("read_at"),
    doneAt: text("done_at"),
    doneBy: text("done_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_at").on(t.createdAt),
    index("contact_messages_read_at").on(t.readAt),
  ],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Newsletter sign-ups: one per address (lower-cased), with the moment consent was given. */
export const newsletterSignups = sqliteTable(
  "newsletter_signups",
  {
    id: id(),
    email: text("email").notNull().unique(),
    consentedAt: text("consented_at").notNull(),
  },
  (t) => [index("newsletter_signups_consented_at").on(t.consentedAt)],
);
export type NewsletterSignupRow = typeof newsletterSignups.$inferSelect;

/**
 * Every email the shop sends, written in the same transaction as the change that causes it and
 * sent by the outbox worker, which retries until the mail server takes it (or gives up after a
 * day). `key` names what the message is about, so writing it twice keeps one.
 */
export const outboxMessages = sqliteTable(
  "outbox_messages",
  {
    id: id(),
    /** e.g. "order:<id>:confirmation:customer" */
    key: text("key").notNull().unique(),
    /** The Message-ID header, the same on every try, so a receiver can spot a repeat. */
    messageId: text("message_id").notNull().unique(),
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    recipient: text("recipient").notNull(),
    /**
     * The From, as the shop's sender was when the message was written; null on messages written
     * before it was kept (they go out from MAIL_FROM, or as they always would have).
     */
    sender: text("sender"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /**
     * A reminder's list headers (List-Unsubscribe, List-Unsubscribe-Post); null for the shop's
     * other emails. Only these two names are ever sent (mailer.server).
     */
    listHeaders: text("list_headers", { mode: "json" }).$type<Record<string, string>>(),
    /** pending → sent, or failed (for good) → pending again when an admin sends it again */
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull(),
    /** Tries stop after this (a day after it was written, or after 'Send again'). */
    giveUpAt: text("give_up_at").notNull(),
    lastError: text("last_error"),
    sentAt: text("sent_at"),
    failedAt: text("failed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_messages_due").on(t.state, t.nextAttemptAt),
    index("outbox_messages_order").on(t.orderId),
  ],
);
export type OutboxMessageRow = typeof outboxMessages.$inferSelect;

/**
 * The shop's own settings that are not content, one row each: e.g. `demo-catalogue-removed`
 * (the demo catalogue is never seeded again once an owner removed it).
 */
export const shopSettings = sqliteTable("shop_settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  changedBy: text("changed_by").notNull(),
  changedAt: timestamp("changed_at"),
});
