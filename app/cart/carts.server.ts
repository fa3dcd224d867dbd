// The carts in the database: a cart and its gifts, each gift one delivery as the checkout form
// built it (checkout/gift-delivery). Every change pushes the cart's end 30 days on; carts past
// their end are swept when a new one is made, and read as none meanwhile. A cart whose checkout
// placed an order keeps its gifts until that order is paid: a cancelled payment loses nothing.
import { and, asc, count, eq, gt, lte, sql } from "drizzle-orm";
import type { GiftDelivery } from "~/checkout/gift-delivery";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { AWAITING_PAYMENT, CANCELLED } from "~/db/order-statuses";
import { cartGifts, carts, orders } from "~/db/schema";
import { saidText } from "~/i18n/said";
import { currentTime } from "~/platform/clock.server";
import { ShopError } from "~/platform/errors";
import { CART_GIFTS_MAX, CART_LIFETIME_MS } from "./cart-rules";

export interface CartGift {
  id: string;
  position: number;
  delivery: GiftDelivery;
}

const endFrom = (now: Date) => new Date(now.getTime() + CART_LIFETIME_MS).toISOString();

/** The cart with this id, if it is still alive. */
export function cartExists(cartId: string, now = currentTime()): boolean {
  return !!db()
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, cartId), gt(carts.expiresAt, now.toISOString())))
    .get();
}

/** A new, empty cart (carts past their end are swept first). */
export function newCart(now = currentTime()): string {
  sweepCarts(now);
  const id = newId();
  const at = now.toISOString();
  db()
    .insert(carts)
    .values({ id, createdAt: at, updatedAt: at, expiresAt: endFrom(now) })
    .run();
  return id;
}

/** Deletes the carts whose end has passed, with their gifts; how many went. */
export function sweepCarts(now = currentTime()): number {
  return db().delete(carts).where(lte(carts.expiresAt, now.toISOString())).run().changes;
}

/**
 * Settles a cart whose checkout placed an order: once that order is paid its gifts are the
 * order's and the cart is emptied; once it is cancelled unpaid (its hold ended) the gifts simply
 * stay. While it awaits payment, nothing changes.
 */
function settleCart(cartId: string): void {
  const [row] = db()
    .select({ status: orders.status })
    .from(carts)
    .innerJoin(orders, eq(orders.id, carts.orderId))
    .where(eq(carts.id, cartId))
    .all();
  if (!row || row.status === AWAITING_PAYMENT) return;
  db().transaction((tx) => {
    if (row.status !== CANCELLED) tx.delete(cartGifts).where(eq(cartGifts.cartId, cartId)).run();
    tx.update(carts).set({ orderId: null }).where(eq(carts.id, cartId)).run();
  });
}

/** The cart's gifts in the order they were added; none for a cart that is gone. */
export function cartGiftsOf(cartId: string | null, now = currentTime()): CartGift[] {
  if (!cartId || !cartExists(cartId, now)) return [];
  settleCart(cartId);
  return db()
    .select()
    .from(cartGifts)
    .where(eq(cartGifts.cartId, cartId))
    .orderBy(asc(cartGifts.position))
    .all()
    .map((row) => ({ id: row.id, position: row.position, delivery: row.gift as GiftDelivery }));
}

/** How many gifts the cart holds. */
export function cartCount(cartId: string | null, now = currentTime()): number {
  if (!cartId || !cartExists(cartId, now)) return 0;
  settleCart(cartId);
  const [row] = db()
    .select({ gifts: count() })
    .from(cartGifts)
    .where(eq(cartGifts.cartId, cartId))
    .all();
  return row?.gifts ?? 0;
}

// A change makes the cart the customer's again: an order its checkout placed no longer empties it.
const touch = (cartId: string, now: Date) =>
  db()
    .update(carts)
    .set({ updatedAt: now.toISOString(), expiresAt: endFrom(now), orderId: null })
    .where(eq(carts.id, cartId))
    .run();

export const CART_FULL = saidText("cart.error.full", { max: CART_GIFTS_MAX });

/** Adds a gift at the end; a cart already holding 20 refuses it (409). */
export function addCartGift(cartId: string, delivery: GiftDelivery, now = currentTime()): string {
  const id = newId();
  db().transaction(
    (tx) => {
      const [row] = tx
        .select({ gifts: count(), last: sql<number | null>`max(${cartGifts.position})` })
        .from(cartGifts)
        .where(eq(cartGifts.cartId, cartId))
        .all();
      if ((row?.gifts ?? 0) >= CART_GIFTS_MAX) {
        throw new ShopError("conflict", CART_FULL, { gifts: [CART_FULL] });
      }
      tx.insert(cartGifts)
        .values({
          id,
          cartId,
          position: (row?.last ?? -1) + 1,
          gift: delivery,
          createdAt: now.toISOString(),
        })
        .run();
    },
    { behavior: "immediate" },
  );
  touch(cartId, now);
  return id;
}

const GIFT_GONE = saidText("cart.error.giftGone");

/** The gift `giftId` of this cart, or a 404 refusal (removed meanwhile, or another cart's). */
export function cartGift(cartId: string | null, giftId: string, now = currentTime()): CartGift {
  const gift = cartGiftsOf(cartId, now).find((each) => each.id === giftId);
  if (!gift) throw new ShopError("not-found", GIFT_GONE);
  return gift;
}

/** Replaces a gift by its edited form, in its place. */
export function replaceCartGift(
  cartId: string | null,
  giftId: string,
  delivery: GiftDelivery,
  now = currentTime(),
): void {
  cartGift(cartId, giftId, now);
  db().update(cartGifts).set({ gift: delivery }).where(eq(cartGifts.id, giftId)).run();
  touch(cartId!, now);
}

/** Sets how many of the gift's bouquet go (the bouquet's line; its add-ons stay one each). */
export function setGiftQuantity(
  cartId: string | null,
  giftId: string,
  quantity: number,
  now = currentTime(),
): void {
  const { delivery } = cartGift(cartId, giftId, now);
  const [bouquet, ...addOns] = delivery.items;
  replaceCartGift(
    cartId,
    giftId,
    { ...delivery, items: [{ ...bouquet!, quantity }, ...addOns] },
    now,
  );
}

/** Takes a gift out of the cart. */
export function removeCartGift(cartId: string | null, giftId: string, now = currentTime()): void {
  cartGift(cartId, giftId, now);
  db().delete(cartGifts).where(eq(cartGifts.id, giftId)).run();
  touch(cartId!, now);
}

/** Links the cart to the order its checkout placed: emptied once that order is paid. */
export function cartPlacedAs(cartId: string, orderId: string): void {
  db().update(carts).set({ orderId }).where(eq(carts.id, cartId)).run();
}

/** The unpaid order this cart's checkout placed, if the cart is still linked to it. */
export function orderAwaitedByCart(cartId: string | null): string | null {
  if (!cartId) return null;
  settleCart(cartId);
  return (
    db().select({ orderId: carts.orderId }).from(carts).where(eq(carts.id, cartId)).get()
      ?.orderId ?? null
  );
}
