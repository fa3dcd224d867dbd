// The cart page's small forms: a gift's quantity, its removal, and the buyer at the checkout
// (the checkout form's own buyer fields, checked in the browser and again by the action).
import { z } from "zod";
import { ID_PATTERN } from "~/db/ids";
import { saidText } from "~/i18n/said";
import { GIFT_QUANTITY_MAX, GIFT_QUANTITY_MIN } from "./cart-rules";

export { BuyerForm } from "~/checkout/checkout-form";

export const CART_INTENTS = ["quantity", "remove", "checkout"] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

const QUANTITY_REFUSED = saidText("cart.error.quantity");

export const QuantityForm = z.object({
  giftId: z.string().regex(ID_PATTERN),
  quantity: z
    .number({ error: QUANTITY_REFUSED })
    .int(QUANTITY_REFUSED)
    .min(GIFT_QUANTITY_MIN, QUANTITY_REFUSED)
    .max(GIFT_QUANTITY_MAX, QUANTITY_REFUSED),
});

export const RemoveForm = z.object({ giftId: z.string().regex(ID_PATTERN) });
