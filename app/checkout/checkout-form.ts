// The checkout form ('Complete Your Order'): one schema, run in the browser
// (Conform's onValidate) and again in the item route's action.
import { z } from "zod";
import { ID_PATTERN } from "~/db/ids";
import { ADDRESS_REFUSALS, deliveryAddressSchema } from "~/delivery/address";
import { DELIVERY_TIMES } from "~/delivery/delivery-window";
import { dateText } from "~/platform/fields";
import { normalisePhone } from "~/platform/phone";
import { cardMessage } from "~/orders/order-input";
import { CARD_MESSAGE_MAX, GIFT_REFUSALS, giftIssues, isGiftOrder } from "~/orders/gift";
import { addressOrRecipient } from "~/orders/recipient-address";
import { saidText } from "~/i18n/said";
import { MISSING_DATE } from "./missing-date";

/** At most this many of one bouquet to one recipient. */
export const GIFT_QUANTITY_MAX = 10;

export { MISSING_DATE };

export { CARD_MESSAGE_MAX };

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** Normalised to E.164, as the shop stores it. */
const phone = (message: string) =>
  required(message, 40).transform((value, ctx) => {
    const normalised = normalisePhone(value);
    if (!normalised) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return normalised;
  });

/** The buyer: asked once per order, whatever its gifts. */
const buyerShape = {
  name: required(saidText("checkout.error.nameMissing"), 120),
  email: required(saidText("checkout.error.emailMissing"), 200).pipe(
    z.email(saidText("checkout.error.emailInvalid")),
  ),
  phone: phone(saidText("checkout.error.phone")),
  notes: z.string().trim().max(1000, saidText("checkout.error.notesTooLong")).optional(),
  key: z
    .string({ error: saidText("checkout.error.tryAgain") })
    .min(8)
    .max(100),
};

/** One gift: the bouquet and its delivery, all the cart keeps of it. */
const giftShape = {
  // The delivery address as a group of fields (emirate, area, building…), posted flat; whether
  // the area is one the shop delivers to, in that emirate, is the order's rule (create-order).
  // Required unless the recipient is asked for it (below).
  ...deliveryAddressSchema.partial().shape,
  addressFromRecipient: z.boolean().optional(),
  gift: z.boolean().optional(),
  recipientName: z
    .string()
    .trim()
    .max(120, saidText("checkout.error.recipientNameTooLong"))
    .optional(),
  recipientPhone: phone(GIFT_REFUSALS.recipientMobile).optional(),
  cardMessage: cardMessage.optional(),
  surprise: z.boolean().optional(),
  anonymous: z.boolean().optional(),
  /** 'Save this recipient' (a signed-in customer's): kept in their address book with the gift. */
  saveRecipient: z.boolean().optional(),
  // What the customer chose and saw above the form, carried in hidden fields.
  itemId: z.string({ error: saidText("checkout.error.chooseBouquet") }).regex(ID_PATTERN),
  size: required(saidText("checkout.error.chooseSize"), 60),
  /** How many of this bouquet go to this recipient (1 unless changed in the cart). */
  quantity: z.number().int().min(1).max(GIFT_QUANTITY_MAX).optional(),
  date: dateText(MISSING_DATE),
  time: z.enum(DELIVERY_TIMES, { error: saidText("checkout.error.chooseTime") }),
  /** The price shown, in fils. */
  price: z
    .number({ error: saidText("checkout.error.reviewPrice") })
    .int()
    .nonnegative(),
  /** The add-ons ticked, by id, and the price shown for each (fils), in the same order. */
  addOn: z.array(z.string().regex(ID_PATTERN)).max(10).optional(),
  addOnPrice: z.array(z.number().int().nonnegative()).max(10).optional(),
  /** The delivery fee shown, in fils (none on a form from before there was one). */
  deliveryFee: z
    .number({ error: saidText("checkout.error.reviewDeliveryFee") })
    .int()
    .nonnegative()
    .optional(),
  /** The cart's gift this form edits, when it does. */
  giftId: z.string().regex(ID_PATTERN).optional(),
};

/** The address (or the recipient asked for it) and, for a gift, the recipient's name and mobile. */
function giftRules(form: z.infer<z.ZodObject<typeof giftShape>>, ctx: z.RefinementCtx): void {
  if (form.addressFromRecipient) {
    addressOrRecipient(form, ctx);
  } else {
    for (const field of ["emirate", "area", "building"] as const) {
      if (!form[field])
        ctx.addIssue({ code: "custom", path: [field], message: ADDRESS_REFUSALS[field] });
    }
  }
  // A gift (the box ticked, or any of its details given) needs the recipient's name and UAE mobile.
  if (!form.gift && !isGiftOrder(form)) return;
  for (const [field, messages] of Object.entries(giftIssues(form) ?? {})) {
    ctx.addIssue({ code: "custom", path: [field], message: messages[0]! });
  }
}

/** 'Proceed to Payment': the buyer and the gift. */
export const CheckoutForm = z.object({ ...buyerShape, ...giftShape }).superRefine(giftRules);

/** 'Add another gift': the gift alone, the buyer is asked at the cart's checkout. */
export const GiftForm = z.object(giftShape).superRefine(giftRules);
export type GiftForm = z.infer<typeof GiftForm>;

/** The cart's checkout: the buyer alone. */
export const BuyerForm = z.object(buyerShape);
export type BuyerForm = z.infer<typeof BuyerForm>;

/** The submit button's value that keeps the gift in the cart instead of paying for it. */
export const ADD_GIFT = "add-gift";

export type CheckoutForm = z.infer<typeof CheckoutForm>;
