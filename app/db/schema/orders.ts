// The orders' tables: an order, its deliveries (one gift each), its lines, its status history and the emails sent about it.
import { sql } from "drizzle-orm";
import type { StoredAddress } from "../stored-address";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, createdAt, updatedAt, partOf } from "./columns";
import { items } from "./catalogue";

export const orders = sqliteTable(
  "orders",
  {
    id: id(),
    /** Sequence behind the human order number (MF-10001). */
    sequence: integer("sequence").notNull().unique(),
    orderNumber: text("order_number").notNull().unique(),
    customerName: text("customer_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    notes: text("notes").notNull().default(""),
    /** The language of the page the order was placed from: its emails and pages speak it. */
    language: text("language", { enum: ["en", "ar"] })
      .notNull()
      .default("en"),
    recipientName: text("recipient_name"),
    recipientPhone: text("recipient_phone"),
    cardMessage: text("card_message"),
    /** The address as a driver finds it (emirate, area, building…); null for a one-line address. */
    deliveryAddress: text("delivery_address", { mode: "json" }).$type<StoredAddress>(),
    /** The delivery zone the area was in when ordered (its fee and rules priced the order). */
    deliveryZone: text("delivery_zone"),
    /** 'Surprise delivery': nobody calls the recipient beforehand. */
    surprise: integer("surprise", { mode: "boolean" }).notNull().default(false),
    /** The card is signed anonymously: the sender's name stays off everything the recipient sees. */
    anonymous: integer("anonymous", { mode: "boolean" }).notNull().default(false),
    /** The recipient is asked for the address; true until they give it. */
    addressFromRecipient: integer("address_from_recipient", { mode: "boolean" })
      .notNull()
      .default(false),
    addressPending: integer("address_pending", { mode: "boolean" }).notNull().default(false),
    addressReceivedAt: text("address_received_at"),
    deliveryDate: text("delivery_date").notNull(),
    deliveryTime: text("delivery_time").notNull(),
    status: text("status").notNull(),
    /** The lines plus the delivery fee. */
    totalAmount: integer("total_amount").notNull(),
    vatAmount: integer("vat_amount").notNull(),
    /** The delivery fee charged, VAT included (0 when delivery was free). */
    deliveryFee: integer("delivery_fee").notNull().default(0),
    currency: text("currency").notNull().default("AED"),
    /**
     * A resubmitted checkout with the same key answers the first order instead of a new one; the
     * key is bound to its request (the fingerprint) and released after 24 hours.
     */
    idempotencyKey: text("idempotency_key").unique(),
    /** SHA-256 of the order request the key was first used with. */
    idempotencyFingerprint: text("idempotency_fingerprint"),
    /**
     * While the order awaits payment, the moment its delivery place is let go: then the order is
     * cancelled by itself. Null once nothing is held for payment.
     */
    holdUntil: text("hold_until"),
    /** A keyed hash of the address the order came from: unpaid orders are counted per client. */
    clientKey: text("client_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One index for each way the admin's list filters and sorts (checked in order-indexes.test.ts).
  (t) => [
    index("orders_status_created_at").on(t.status, t.createdAt),
    index("orders_delivery_date").on(t.deliveryDate),
    index("orders_created_at").on(t.createdAt),
    index("orders_customer_name").on(sql`${t.customerName} collate nocase`),
    // A signed-in customer's orders: every one placed with their email, however it was typed.
    index("orders_email").on(sql`${t.email} collate nocase`),
    index("orders_total_amount").on(t.totalAmount),
    index("orders_hold_until").on(t.holdUntil),
  ],
);

/**
 * One gift of an order: its date, slot, zone and fee, recipient, address (or the recipient's to
 * give), card, and its own fulfilment status (the order statuses' codes; 'awaiting_payment' while
 * the order is unpaid). The order's own columns describe its first delivery, whose id is the
 * order's (so an order made before deliveries existed is its own one delivery).
 */
export const deliveries = sqliteTable(
  "deliveries",
  {
    id: id(),
    orderId: partOf("order_id", () => orders.id),
    position: integer("position").notNull(),
    deliveryDate: text("delivery_date").notNull(),
    deliveryTime: text("delivery_time").notNull(),
    deliveryZone: text("delivery_zone"),
    /** The fee charged for this delivery, VAT included (0 when free). */
    deliveryFee: integer("delivery_fee").notNull().default(0),
    recipientName: text("recipient_name"),
    recipientPhone: text("recipient_phone"),
    /** The address on one line ('' while the recipient is yet to give it). */
    address: text("address").notNull(),
    deliveryAddress: text("delivery_address", { mode: "json" }).$type<StoredAddress>(),
    addressFromRecipient: integer("address_from_recipient", { mode: "boolean" })
      .notNull()
      .default(false),
    addressPending: integer("address_pending", { mode: "boolean" }).notNull().default(false),
    addressReceivedAt: text("address_received_at"),
    cardMessage: text("card_message"),
    surprise: integer("surprise", { mode: "boolean" }).notNull().default(false),
    anonymous: integer("anonymous", { mode: "boolean" }).notNull().default(false),
    status: text("status").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("deliveries_slot").on(t.deliveryDate, t.deliveryTime),
    index("deliveries_order").on(t.orderId),
  ],
);

export const orderLines = sqliteTable(
  "order_lines",
  {
    id: id(),
    orderId: partOf("order_id", () => orders.id),
    /** The delivery the line goes with (null only for rows older than deliveries). */
    deliveryId: text("delivery_id").references(() => deliveries.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    itemId: text("item_id").references(() => items.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    sizeName: text("size_name").notNull(),
    /** The Arabic title and size name as they were when ordered (null when none was written). */
    titleAr: text("title_ar"),
    sizeNameAr: text("size_name_ar"),
    unitPrice: integer("unit_price").notNull(),
    quantity: integer("quantity").notNull().default(1),
    vatAmount: integer("vat_amount").notNull(),
    imageUrl: text("image_url"),
  },
  (t) => [index("order_lines_order").on(t.orderId)],
);

export const orderStatusHistory = sqliteTable(
  "order_status_history",
  {
    id: id(),
    orderId: partOf("order_id", () => orders.id),
    /** The gift that moved on its own; null for a move of the whole order. */
    deliveryId: text("delivery_id").references(() => deliveries.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    changedAt: text("changed_at").notNull(),
    /** An admin's username, or who else moved it ("customer", "payment:demo"). */
    changedBy: text("changed_by").notNull(),
    /** What else happened with it, in the shop's words (a late payment refunded…). */
    note: text("note"),
  },
  (t) => [index("order_status_history_order").on(t.orderId)],
);

/**
 * Emails sent about an order before the outbox (each email's key there keeps it to once per
 * order now): no longer written or read, kept until a migration drops it.
 */
export const orderEmails = sqliteTable(
  "order_emails",
  {
    orderId: partOf("order_id", () => orders.id),
    /** e.g. "confirmation" */
    kind: text("kind").notNull(),
    sentAt: text("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
);

export type OrderRow = typeof orders.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type StatusChangeRow = typeof orderStatusHistory.$inferSelect;
