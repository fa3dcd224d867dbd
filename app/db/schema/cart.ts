// The carts: several gifts a customer keeps on the server (behind a signed cookie) until one
// checkout makes them one order. A cart lives 30 days from its last change, then is swept.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, partOf, timestamp, updatedAt } from "./columns";

export const carts = sqliteTable(
  "carts",
  {
    id: id(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When it is swept, unless changed before. */
    expiresAt: timestamp("expires_at"),
    /**
     * The order its 'Checkout' placed, while that order awaits payment: the gifts stay in the cart
     * until it is paid, so a cancelled payment loses nothing. Any change to the cart unlinks it.
     */
    orderId: text("order_id"),
  },
  (table) => [index("carts_expires_at").on(table.expiresAt)],
);

/** One gift of a cart: one delivery of the order it becomes, as the checkout form gave it. */
export const cartGifts = sqliteTable(
  "cart_gifts",
  {
    id: id(),
    cartId: partOf("cart_id", () => carts.id),
    /** Its place in the cart: the order the gifts were added in. */
    position: integer("position").notNull(),
    /** The delivery (lines, date, slot, recipient, address, card), JSON in the order input's shape. */
    gift: text("gift", { mode: "json" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("cart_gifts_cart").on(table.cartId, table.position)],
);
