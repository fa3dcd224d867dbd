// An order as the storefront sends it: the buyer, and one gift or several (each a delivery of
// its own), with the optional gift part.
import { z } from "zod";
import { STANDARD_SIZE } from "~/catalogue/sizes";
import { ID_PATTERN } from "~/db/ids";
import { deliveryAddressSchema, oneLineAddress } from "~/delivery/address";
import { DELIVERY_TIMES } from "~/delivery/delivery-window";
import { languages } from "~/i18n/languages";
import { saidText } from "~/i18n/said";
import { filsFromAed, type Fils } from "~/money/money";
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
const RECIPIENT_PHONE = saidText("checkout.error.recipientPhone");
export const ONE_ADDRESS = "Send either address or deliveryAddress, not both.";
export const AREA_FOR_RECIPIENT =
  "deliveryArea goes only with addressFromRecipient, when the rest of the address is to come.";

/** What one gift is: its lines, when and where it goes, and to whom, with its card. */
const deliveryFields = {
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
  recipientName: z.string().trim().max(120).optional(),
  // Left empty or a mobile number; the union's own refusal, or a person would read Zod's
  // "Invalid input" for a number mistyped.
  recipientPhone: z
    .union([z.literal(""), phoneNumber(RECIPIENT_PHONE)], { error: RECIPIENT_PHONE })
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
  deliveryDate: z
    .string({ error: "Please select a delivery date" })
    .min(1, "Please select a delivery date"),
  deliveryTime: z.enum(DELIVERY_TIMES).optional().default("any"),
};

/** Who orders and pays: given once, whatever the number of gifts. */
const buyerFields = {
  customerName: requiredText(saidText("checkout.error.fullNameRequired"), 120),
  email: z.email({ error: saidText("checkout.error.emailInvalid") }).max(200),
  phone: phoneNumber(saidText("checkout.error.phone")),
  notes: z.string().trim().max(1000).optional().default(""),
  status: z.literal("Awaiting payment").optional(),
  idempotencyKey: idempotencyKey.optional(),
  language: orderLanguage.optional(),
};

type DeliveryFields = z.infer<z.ZodObject<typeof deliveryFields>>;

/**
 * One address, in one of the two forms (two could disagree on where the flowers go), unless the
 * recipient is asked for it.
 */
function oneAddress(delivery: DeliveryFields, ctx: z.RefinementCtx) {
  if (delivery.address && delivery.deliveryAddress) {
    ctx.addIssue({ code: "custom", path: ["address"], message: ONE_ADDRESS });
  }
  if (
    delivery.deliveryArea &&
    (!delivery.addressFromRecipient || delivery.address || delivery.deliveryAddress)
  ) {
    ctx.addIssue({ code: "custom", path: ["deliveryArea"], message: AREA_FOR_RECIPIENT });
  }
  const structured = delivery.deliveryAddress
    ? oneLineAddress(delivery.deliveryAddress)
    : undefined;
  const address = delivery.address || structured;
  addressOrRecipient({ ...delivery, address }, ctx, { address: ADDRESS_REQUIRED });
}

/** One gift of an order: a delivery of its own, checked as a one-gift order is. */
export const DeliveryInput = z.object(deliveryFields).superRefine(oneAddress);
export type DeliveryInput = z.infer<typeof DeliveryInput>;

/** The body of a one-gift order, the buyer and the gift side by side, with the client's total. */
export const OneDeliveryBody = z
  .object({
    ...buyerFields,
    ...deliveryFields,
    totalAmount: clientAmount("totalAmount must be a number."),
  })
  .superRefine(oneAddress);
export type OneDeliveryBody = z.infer<typeof OneDeliveryBody>;

export const MAX_DELIVERIES = 20;
const DELIVERIES_NEEDED = "An order needs at least one gift.";

/** The body of an order of several gifts: the buyer once, each gift in `deliveries`. */
const SeveralDeliveriesBody = z.object({
  ...buyerFields,
  /** The whole order's total (every line and fee) as the client counted it; checked when sent. */
  totalAmount: clientAmount("totalAmount must be a number.").optional(),
  deliveries: z
    .array(DeliveryInput, { error: DELIVERIES_NEEDED })
    .min(1, DELIVERIES_NEEDED)
    .max(MAX_DELIVERIES, `Please keep an order to ${MAX_DELIVERIES} gifts or fewer.`),
});

/** A gift's own fields sent beside `deliveries`: they could disagree with its gifts. */
export const GIFT_OUTSIDE_DELIVERIES = "Send the gift's details inside deliveries, not beside it.";

/**
 * An order as the domain takes it, however it was sent: the buyer once and each gift a delivery.
 * `oneBody`: sent as the one-gift body, whose refusals keep naming its own fields (`items.0.itemId`,
 * `deliveryTime`); otherwise they name the gift (`deliveries.2.deliveryTime`). `totalAmount`:
 * the client's whole total, checked when sent.
 */
export type OrderInput = Omit<z.infer<typeof SeveralDeliveriesBody>, "totalAmount"> & {
  totalAmount?: Fils | null;
  oneBody?: boolean;
};

/** The one-gift body as an order of one delivery. */
export function oneDeliveryOrder(body: OneDeliveryBody): OrderInput {
  const {
    customerName,
    email,
    phone,
    notes,
    status,
    idempotencyKey: key,
    language,
    totalAmount,
    ...delivery
  } = body;
  return {
    customerName,
    email,
    phone,
    notes,
    status,
    idempotencyKey: key,
    language,
    totalAmount,
    deliveries: [delivery],
    oneBody: true,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/**
 * `POST /api/orders`'s body: the one-gift body (still an order, of one delivery), or the buyer's
 * fields beside `deliveries` (1–20 gifts). Both become one OrderInput.
 */
export const OrderInput = z.unknown().transform((body, ctx): OrderInput => {
  const several = isRecord(body) && "deliveries" in body;
  const parsed = several ? SeveralDeliveriesBody.safeParse(body) : OneDeliveryBody.safeParse(body);
  const issues = parsed.success ? [] : [...parsed.error.issues];
  if (several) {
    for (const field of Object.keys(deliveryFields)) {
      if (field in body)
        issues.push({
          code: "custom",
          path: [field],
          message: GIFT_OUTSIDE_DELIVERIES,
          input: body,
        });
    }
  }
  if (!parsed.success || issues.length > 0) {
    for (const issue of issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path, input: body });
    }
    return z.NEVER;
  }
  return several
    ? (parsed.data as z.infer<typeof SeveralDeliveriesBody>)
    : oneDeliveryOrder(parsed.data as OneDeliveryBody);
});
