// The checkout form ('Complete Your Order'): one schema, run in the browser
// (Conform's onValidate) and again in the item route's action.
import { z } from "zod";
import { ID_PATTERN } from "~/db/ids";
import { DELIVERY_TIMES } from "~/delivery/delivery-window";
import { dateText } from "~/platform/fields";
import { normalisePhone } from "~/platform/phone";
import { addressOrRecipient } from "~/orders/recipient-address";
import { MISSING_DATE } from "./missing-date";

export { MISSING_DATE };

export const CARD_MESSAGE_MAX = 200;

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

export const CheckoutForm = z
  .object({
    name: required("Please enter your full name.", 120),
    email: required("Please enter your email address.", 200).pipe(
      z.email("Please enter a valid email address."),
    ),
    phone: phone("Please enter a valid phone number, e.g. +971 50 123 4567."),
    // Required unless the recipient is asked for it (addressOrRecipient below).
    address: z.string().trim().max(500, "Please enter the delivery address.").optional(),
    addressFromRecipient: z.boolean().optional(),
    notes: z
      .string()
      .trim()
      .max(1000, "Please keep the instructions under 1,000 characters.")
      .optional(),
    gift: z.boolean().optional(),
    recipientName: z
      .string()
      .trim()
      .max(120, "Please keep the name under 120 characters.")
      .optional(),
    recipientPhone: phone(
      "Please enter the recipient's mobile number, e.g. +971 50 123 4567.",
    ).optional(),
    cardMessage: z
      .string()
      .trim()
      .max(CARD_MESSAGE_MAX, `Keep the card message to ${CARD_MESSAGE_MAX} characters.`)
      .optional(),
    // What the customer chose and saw above the form, carried in hidden fields.
    itemId: z.string({ error: "Please choose a bouquet." }).regex(ID_PATTERN),
    size: required("Please choose a size.", 60),
    date: dateText(MISSING_DATE),
    time: z.enum(DELIVERY_TIMES, { error: "Please choose a delivery time." }),
    /** The price shown, in fils. */
    price: z.number({ error: "Please review the price and try again." }).int().nonnegative(),
    /** The add-ons ticked, by id, and the price shown for each (fils), in the same order. */
    addOn: z.array(z.string().regex(ID_PATTERN)).max(10).optional(),
    addOnPrice: z.array(z.number().int().nonnegative()).max(10).optional(),
    /** The delivery fee shown, in fils (none on a form from before there was one). */
    deliveryFee: z
      .number({ error: "Please review the delivery fee and try again." })
      .int()
      .nonnegative()
      .optional(),
    key: z.string({ error: "Please try again." }).min(8).max(100),
  })
  .superRefine((form, ctx) =>
    addressOrRecipient(form, ctx, { address: "Please enter the delivery address." }),
  );

export type CheckoutForm = z.infer<typeof CheckoutForm>;
