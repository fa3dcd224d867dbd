// An order as the storefront sends it, plus the optional gift part.
import { z } from "zod";
import { STANDARD_SIZE } from "~/catalogue/sizes";
import { ID_PATTERN } from "~/db/ids";
import { deliveryAddressSchema, oneLineAddress } from "~/delivery/address";
import { DELIVERY_TIMES } from "~/delivery/delivery-window";
import { languages } from "~/i18n/languages";
import { saidText } from "~/i18n/said";
import { filsFromAed } from "~/money/money";
import { phoneNumber, requiredText } from "~/platform/fields";
import { CARD_MESSAGE_MAX, GIFT_REFUSALS } from "./gift";
import { idempotencyKey } from "./idempotency-key";
import { addressOrRecipient } from "./recipient-address";

/**
 * The client's AED as fils, to be checked against the shop's prices. Null for an amount finer
 * than a fil: no price of the shop, so it is answered as a changed price (409), not refused here.
 */
const clientAmount = (error: string) => z.number({ error }).nonnegative().transform(filsFromAed);

export const OrderLineInput = z.object({
  itemId: z.string().regex(ID_PATTERN, "Unknown item."),
  title: z.string().max(200).optional(),
  price: clientAmount("Price must be a number."),
  size: z.string().trim().max(60).optional().default(STANDARD_SIZE),
  quantity: z.number().int().min(1).max(10).optional().default(1),
  imageUrl: z.string().max(500).optional().nullable(),
});

/**
 * The language of the page the order is placed from ('en' when not said): the order's emails, its
 * payment's return pages and its tracking speak it.
 */
export const orderLanguage = z.enum(languages, { error: 'Language must be "en" or "ar".' });

/**
 * The card's words, trimmed, line breaks counted as one character each (as the form's counter
 * counts them), at most CARD_MESSAGE_MAX.
 */
export const cardMessage = z
  .string()
  .overwrite((text) => text.replace(/\r\n?/g, "\n").trim())
  .max(CARD_MESSAGE_MAX, GIFT_REFUSALS.cardMessageTooLong);

const ADDRESS_REQUIRED = saidText("checkout.error.addressRequired");
export const ONE_ADDRESS = "Send either address or deliveryAddress, not both.";
export const AREA_FOR_RECIPIENT =
  "deliveryArea goes only with addressFromRecipient, when the rest of the address is to come.";

export const OrderInput = z
  .object({
    customerName: requiredText(saidText("checkout.error.fullNameRequired"), 120),
    email: z.email({ error: saidText("checkout.error.emailInvalid") }).max(200),
    phone: phoneNumber(saidText("checkout.error.phone")),
    /** The address on one line, as clients before the structured address send it. */
    address: z.string({ error: ADDRESS_REQUIRED }).trim().max(500).optional(),
    /** The address as a driver finds it; its area's zone prices the delivery. */
    deliveryAddress: deliveryAddressSchema.optional(),
    /** The recipient gives the address on their own page: none is needed now. */
    addressFromRecipient: z
      .boolean({ error: "addressFromRecipient must be true or false." })
      .optional(),
    /**
     * The area, when the recipient is to give the rest: its zone prices and times the delivery,
     * and the recipient then chooses among the areas that fee and date cover.
     */
    deliveryArea: z
      .string({ error: "deliveryArea must be the name of an area." })
      .trim()
      .max(80)
      .optional(),
    notes: z.string().trim().max(1000).optional().default(""),
    recipientName: z.string().trim().max(120).optional(),
    recipientPhone: z
      .union([z.literal(""), phoneNumber(saidText("checkout.error.recipientPhone"))])
      .optional(),
    cardMessage: cardMessage.optional(),
    /** 'Surprise delivery': nobody calls the recipient beforehand. */
    surprise: z.boolean({ error: "surprise must be true or false." }).optional().default(false),
    /** The card is signed anonymously: the sender's name stays off what the recipient sees. */
    anonymous: z.boolean({ error: "anonymous must be true or false." }).optional().default(false),
    items: z
      .array(OrderLineInput, { error: "An order needs at least one bouquet." })
      .min(1, "An order needs at least one bouquet.")
      .max(20, "Please keep an order to 20 bouquets or fewer."),
    totalAmount: clientAmount("totalAmount must be a number."),
    deliveryDate: z
      .string({ error: "Please select a delivery date" })
      .min(1, "Please select a delivery date"),
    deliveryTime: z.enum(DELIVERY_TIMES).optional().default("any"),
    status: z.literal("Awaiting payment").optional(),
    idempotencyKey: idempotencyKey.optional(),
    language: orderLanguage.optional(),
  })
  // One address, in one of the two forms (two could disagree on where the flowers go), unless
  // the recipient is asked for it.
  .superRefine((order, ctx) => {
    if (order.address && order.deliveryAddress) {
      ctx.addIssue({ code: "custom", path: ["address"], message: ONE_ADDRESS });
    }
    if (
      order.deliveryArea &&
      (!order.addressFromRecipient || order.address || order.deliveryAddress)
    ) {
      ctx.addIssue({ code: "custom", path: ["deliveryArea"], message: AREA_FOR_RECIPIENT });
    }
    const structured = order.deliveryAddress ? oneLineAddress(order.deliveryAddress) : undefined;
    const address = order.address || structured;
    addressOrRecipient({ ...order, address }, ctx, { address: ADDRESS_REQUIRED });
  });
export type OrderInput = z.infer<typeof OrderInput>;
