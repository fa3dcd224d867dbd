// The payments' tables: payments, the demo provider's checkouts, provider events already
// applied, and refunds.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, createdAt, updatedAt, partOf } from "./columns";

import { orders } from "./orders";

export const payments = sqliteTable(
  "payments",
  {
    id: id(),
    orderId: partOf("order_id", () => orders.id),
    provider: text("provider").notNull(),
    providerReference: text("provider_reference"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("AED"),
    /**
     * pending → succeeded | failed | cancelled; succeeded → partially_refunded → refunded (what
     * was given back is in `refunds`).
     */
    state: text("state").notNull(),
    /** One live payment per order and provider: initiating again reuses it. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    paymentUrl: text("payment_url"),
    confirmedAt: text("confirmed_at"),
    /**
     * Set when money arrived that the order cannot take (it was cancelled, or already paid): the
     * payment is refunded through its provider, retried by reconciliation until it is.
     */
    refundDueAt: text("refund_due_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("payments_order").on(t.orderId), index("payments_state").on(t.state)],
);

export type PaymentRow = typeof payments.$inferSelect;

/** The demo provider's own record of a checkout: its word on whether the customer paid. */
export const demoCheckouts = sqliteTable("demo_checkouts", {
  reference: text("reference").primaryKey(),
  paymentId: partOf("payment_id", () => payments.id),
  amount: integer("amount").notNull(),
  /** pending → succeeded | cancelled | expired (the time to pay ran out); succeeded → refunded. */
  state: text("state").notNull(),
  updatedAt: text("updated_at").notNull(),
});

/** Provider events already applied, so a replayed webhook changes nothing. */
export const paymentEvents = sqliteTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  receivedAt: text("received_at").notNull(),
});

/**
 * Money given back on a paid order: each is one tax credit note, numbered
 * in its own sequence, sent through the payment's provider with this row's id as idempotency key.
 */
export const refunds = sqliteTable(
  "refunds",
  {
    id: id(),
    orderId: partOf("order_id", () => orders.id),
    paymentId: partOf("payment_id", () => payments.id),
    /** Sequence behind the credit note number (CN-10001). */
    sequence: integer("sequence").notNull().unique(),
    creditNoteNumber: text("credit_note_number").notNull().unique(),
    /** Fils, VAT included, and the VAT within it. */
    amount: integer("amount").notNull(),
    vatAmount: integer("vat_amount").notNull(),
    reason: text("reason").notNull().default(""),
    /** The gift whose lines and fee it gives back (null: a refund on the whole order). */
    deliveryId: text("delivery_id"),
    /** pending (sent to the provider) → succeeded | failed */
    state: text("state").notNull(),
    providerReference: text("provider_reference"),
    /** The admin's username who gave it. */
    refundedBy: text("refunded_by").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("refunds_order").on(t.orderId), index("refunds_created_at").on(t.createdAt)],
);
export type RefundRow = typeof refunds.$inferSelect;
