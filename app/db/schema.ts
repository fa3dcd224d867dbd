// The shop's tables. Money columns hold integer fils (1 AED = 100 fils); timestamps are ISO 8601
// strings in UTC; delivery dates are plain YYYY-MM-DD shop dates.
import { relations, sql } from "drizzle-orm";
import type { DeliveryAddress } from "~/delivery/address";
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";

const id = () => text("id").primaryKey();
const timestamp = (name: string) =>
  text(name)
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
const createdAt = () => timestamp("created_at");
const updatedAt = () => timestamp("updated_at");
/** The row it belongs to: required, and the row goes when its owner does. */
const partOf = (name: string, owner: () => AnySQLiteColumn) =>
  text(name).notNull().references(owner, { onDelete: "cascade" });
const stringList = (name: string) =>
  text(name, { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`);

export const images = sqliteTable("images", {
  id: id(),
  fileName: text("file_name").notNull().unique(),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  etag: text("etag").notNull(),
  /** Widths already rendered to disk for `?w=`; more are made on first request. */
  variants: text("variants", { mode: "json" })
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'`),
  createdAt: createdAt(),
});

export const categories = sqliteTable("categories", {
  id: id(),
  name: text("name").notNull(),
  /** The name in Arabic; null until written (Arabic pages then show the English one). */
  nameAr: text("name_ar"),
  slug: text("slug").notNull().unique(),
  position: integer("position").notNull().default(0),
  description: text("description"),
  /** The description in Arabic; null until written (Arabic pages then show the English one). */
  descriptionAr: text("description_ar"),
  /** Written by the demo seed and never edited since: 'Remove the demo catalogue' deletes it. */
  demo: integer("demo", { mode: "boolean" }).notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const items = sqliteTable(
  "items",
  {
    id: id(),
    title: text("title").notNull(),
    shortDescription: text("short_description").notNull().default(""),
    longDescription: text("long_description").notNull().default(""),
    /** The texts in Arabic; each null until written (Arabic pages then show the English one). */
    titleAr: text("title_ar"),
    shortDescriptionAr: text("short_description_ar"),
    longDescriptionAr: text("long_description_ar"),
    /** Used when the item has no sizes. */
    basePrice: integer("base_price").notNull().default(0),
    mainImageId: text("main_image_id").references((): AnySQLiteColumn => images.id, {
      onDelete: "set null",
    }),
    isNew: integer("is_new", { mode: "boolean" }).notNull().default(false),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    inStock: integer("in_stock", { mode: "boolean" }).notNull().default(true),
    /** A vase, chocolates, a balloon: offered with a bouquet, never listed or sold alone. */
    isAddOn: integer("is_add_on", { mode: "boolean" }).notNull().default(false),
    ingredients: stringList("ingredients"),
    dimensions: text("dimensions"),
    /** The ingredients in Arabic; empty until written (Arabic pages then show the English ones). */
    ingredientsAr: stringList("ingredients_ar"),
    dimensionsAr: text("dimensions_ar"),
    /** How to care for this bouquet; null: the shop's general care instructions. */
    care: text("care"),
    careAr: text("care_ar"),
    /** Written by the demo seed and never edited since: 'Remove the demo catalogue' deletes it. */
    demo: integer("demo", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("items_created_at").on(t.createdAt)],
);

export const itemGalleryImages = sqliteTable(
  "item_gallery_images",
  {
    itemId: partOf("item_id", () => items.id),
    imageId: partOf("image_id", () => images.id),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.position] })],
);

export const sizes = sqliteTable(
  "sizes",
  {
    id: id(),
    itemId: partOf("item_id", () => items.id),
    position: integer("position").notNull(),
    sizeName: text("size_name").notNull(),
    sizeNameAr: text("size_name_ar"),
    price: integer("price").notNull(),
    comparePrice: integer("compare_price"),
    description: text("description"),
    ingredients: stringList("ingredients"),
    /** Each null (or empty) until written: Arabic pages then show the English text. */
    descriptionAr: text("description_ar"),
    ingredientsAr: stringList("ingredients_ar"),
    /** Null: the bouquet's own dimensions stand for this size's. */
    dimensions: text("dimensions"),
    dimensionsAr: text("dimensions_ar"),
  },
  (t) => [uniqueIndex("sizes_item_position").on(t.itemId, t.position)],
);

export const itemCategories = sqliteTable(
  "item_categories",
  {
    itemId: partOf("item_id", () => items.id),
    categoryId: partOf("category_id", () => categories.id),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.categoryId] }),
    index("item_categories_category").on(t.categoryId),
  ],
);

// A bouquet's parts, for reading one whole in a single query (db().query.items with its sizes,
// pictures and categories). Only what Drizzle's reads know: no column or migration changes.
export const itemsRelations = relations(items, ({ many }) => ({
  sizes: many(sizes),
  galleryImages: many(itemGalleryImages),
  itemCategories: many(itemCategories),
}));

export const sizesRelations = relations(sizes, ({ one }) => ({
  item: one(items, { fields: [sizes.itemId], references: [items.id] }),
}));

export const itemGalleryImagesRelations = relations(itemGalleryImages, ({ one }) => ({
  item: one(items, { fields: [itemGalleryImages.itemId], references: [items.id] }),
}));

export const itemCategoriesRelations = relations(itemCategories, ({ one }) => ({
  item: one(items, { fields: [itemCategories.itemId], references: [items.id] }),
  category: one(categories, { fields: [itemCategories.categoryId], references: [categories.id] }),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  itemCategories: many(itemCategories),
}));

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
    deliveryAddress: text("delivery_address", { mode: "json" }).$type<DeliveryAddress>(),
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
    index("orders_total_amount").on(t.totalAmount),
    index("orders_hold_until").on(t.holdUntil),
  ],
);

export const orderLines = sqliteTable(
  "order_lines",
  {
    id: id(),
    orderId: partOf("order_id", () => orders.id),
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

export const admins = sqliteTable("admins", {
  id: id(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  /** Set for a colleague's first password: they must choose their own before anything else. */
  mustChangePassword: integer("must_change_password", { mode: "boolean" }).notNull().default(false),
  /** 'owner' (runs the team, delivery settings, legal details) or 'staff'. */
  role: text("role").notNull().default("staff"),
  /** Where the shop writes to this colleague (owners hear of every change to the team). */
  email: text("email"),
  /** Who added this colleague (null for the first admin). */
  createdBy: text("created_by"),
  lastSignedInAt: text("last_signed_in_at"),
  /** When the admin last chose their own password; null while it is the one they were given. */
  passwordChangedAt: text("password_changed_at"),
  createdAt: createdAt(),
});

export const apiTokens = sqliteTable("api_tokens", {
  id: id(),
  adminId: partOf("admin_id", () => admins.id),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: text("created_at").notNull(),
  expiresAt: text("expires_at").notNull(),
  /** Tokens unused for 12 hours end (the idle timeout), whatever their expiry. */
  lastUsedAt: text("last_used_at"),
  revokedAt: text("revoked_at"),
});

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

export type ImageRow = typeof images.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type SizeRow = typeof sizes.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type StatusChangeRow = typeof orderStatusHistory.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Images the storefront shows outside the catalogue: hero slides, portfolio, 'Trusted By' logos. */
export const siteImages = sqliteTable("site_images", {
  /** e.g. "hero-1", "portfolio-3", "trusted-2" */
  slot: text("slot").primaryKey(),
  imageId: partOf("image_id", () => images.id),
  caption: text("caption").notNull().default(""),
});
export type SiteImageRow = typeof siteImages.$inferSelect;

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

/**
 * Counters of every change to what the storefront shows, raised by triggers whoever writes: row 1
 * the catalogue (bouquets, sizes, categories, pictures, delivery settings), row 2 the bookings
 * (orders, delivery settings). The page cache compares them before serving.
 */
export const catalogueVersion = sqliteTable("catalogue_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
});

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

/** Every sign-in of a team member, kept after they leave (the username, not a reference). */
export const adminSignIns = sqliteTable(
  "admin_sign_ins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    /** "portal" (the admin pages) or "api" (a bearer token) */
    door: text("door").notNull(),
    signedInAt: text("signed_in_at").notNull(),
  },
  (t) => [index("admin_sign_ins_signed_in_at").on(t.signedInAt)],
);

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
 * What the team did and what was tried against it: sign-ins (failed ones too), team and role
 * changes, refunds, status changes, delivery settings, content. Append-only: triggers refuse
 * updates and deletes.
 */
export const activityLog = sqliteTable(
  "activity_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: text("at").notNull(),
    /** The username who acted (or tried to, for a failed sign-in), or "system". */
    actor: text("actor").notNull(),
    /** e.g. "sign-in", "sign-in-failed", "team-added", "role-changed", "refund" */
    action: text("action").notNull(),
    /** What it was done to: a username, an order number… */
    subject: text("subject").notNull().default(""),
    details: text("details", { mode: "json" })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [index("activity_log_at").on(t.at), index("activity_log_actor").on(t.actor)],
);
export type ActivityRow = typeof activityLog.$inferSelect;

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
