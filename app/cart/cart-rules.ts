// What a cart may hold and how long it lives: the order it becomes takes at most 20 deliveries,
// each of 1 to 10 of its bouquet; a cart untouched for 30 days is gone (as its cookie).
export const CART_GIFTS_MAX = 20;
export const GIFT_QUANTITY_MIN = 1;
export { GIFT_QUANTITY_MAX } from "~/checkout/checkout-form";
export const CART_LIFETIME_DAYS = 30;
export const CART_LIFETIME_MS = CART_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
