// The item page's purchase state (size, delivery date and slot, all in the URL) and the checkout
// action: the customer's choices become an order, then a payment. What the customer reads after
// it is order-confirmation.server.ts's.
import { said, type Said } from "~/i18n/said";
import { languageOfRequest } from "~/i18n/languages";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { listAddOns, type AddOnChoice } from "~/catalogue/add-ons.server";
import { languageOfPath } from "~/i18n/languages";
import type { Item } from "~/catalogue/items.server";
import { sizeNamed, STANDARD_SIZE, type SizeOffered } from "~/catalogue/sizes";
import {
  DELIVERY_SLOTS,
  deliveryTimeLabel,
  deliveryWindow,
  isRealDate,
  slotsOffered,
  type SlotValue,
} from "~/delivery/delivery-window";
import type { Fils } from "~/money/money";
import { nextAvailableDate } from "~/delivery/availability";
import { deliveryFeeFor } from "~/delivery/delivery-fee";
import type { DeliverySettings } from "~/delivery/delivery-settings";
import { feeRules, zoneWindow } from "~/delivery/zone-rules";
import {
  areasByEmirate,
  notDeliveredTo,
  areaOf,
  type DeliveryZone,
  type ZoneText,
} from "~/delivery/zones";
import { availabilityBetween } from "~/delivery/bookings.server";
import { currentDeliverySettings, deliveryClock } from "~/delivery/delivery-settings.server";
import { IdempotencyKeyReused } from "~/orders/idempotency.server";
import type { OrderInput } from "~/orders/order-input";
import {
  BouquetUnavailable,
  createCustomerOrder,
  PricesChanged,
} from "~/orders/create-order.server";
import { initiatePayment } from "~/payments/payments.server";
import { currentTime } from "~/platform/clock.server";
import { isShopError, retryAfterHeader, statusOf, type ShopError } from "~/platform/errors";
import { log } from "~/platform/log.server";
import { shopOrigin } from "~/platform/origin.server";
import { normaliseDigits } from "~/i18n/format";
import { translatorForRequest } from "~/i18n/page-language.server";
import { CheckoutForm, MISSING_DATE } from "./checkout-form";

const ADDRESS_FIELDS = [
  "emirate",
  "area",
  "building",
  "flat",
  "street",
  "landmark",
  "makani",
  "mapUrl",
] as const;

export interface SizeChoice {
  name: string;
  price: Fils;
  compareAt: Fils | null;
}

export interface PurchaseState {
  /** Empty when the bouquet has no sizes (it is sold as 'Standard'). */
  sizes: SizeChoice[];
  size: SizeChoice | null;
  /** The chosen date (YYYY-MM-DD); the page words it in its language. */
  date: string | null;
  time: SlotValue | null;
  /** The slots still to come on the chosen date; a full one is offered but cannot be chosen. */
  slots: { value: SlotValue; label: string; available: boolean; reason: string | null }[];
  /** Why nothing can be delivered on the chosen date (closed, or every slot booked). */
  dateClosed: Said | null;
  /** The first date with a free slot, offered when the chosen one cannot be delivered. */
  nextDate: { date: string } | null;
  window: {
    today: string;
    tomorrow: string;
    /** The earliest date the chosen area can have (today, tomorrow, or later for a far zone). */
    firstDate: string;
    lastDate: string;
    sameDayOpen: boolean;
  };
  /** The areas delivered to, per emirate, for the 'Deliver to' choice. */
  areas: ReturnType<typeof areasByEmirate>;
  /** The chosen delivery area (its names as the zones have them, whether its zone delivers the
   * same day); null until one is chosen. */
  area: (ZoneText & { sameDay: boolean }) | null;
  /** The area in the URL when no zone delivers there: the refusal to show. */
  areaRefused: string | null;
  msUntilCutoff: number;
  /** The Custom date input is showing (chosen, or a date other than today or tomorrow). */
  custom: boolean;
  /** Every choice is made and the customer asked for the form. */
  checkout: boolean;
  /** What is still missing when the customer asked for the form too early. */
  missing: string | null;
  /** The add-ons on offer, and which the customer ticked. */
  addOns: (AddOnChoice & { chosen: boolean })[];
  /** The delivery fee for the chosen size and add-ons (null until a size is chosen). */
  deliveryFee: Fils | null;
  /** The order value from which delivery is free, to tell the customer. */
  freeDeliveryFrom: Fils | null;
  /** Fresh per render: a resubmitted form answers the same order (create-order.server). */
  idempotencyKey: string;
}

const sizeChoice = (size: SizeOffered): SizeChoice => ({
  name: size.sizeName,
  price: size.price,
  compareAt:
    size.comparePrice !== null && size.comparePrice > size.price ? size.comparePrice : null,
});

/** The choices in the URL; null when the bouquet can't be bought (out of stock): no options. */
export function purchaseState(item: Item, url: URL, now = currentTime()): PurchaseState | null {
  if (!item.inStock) return null;
  const settings = currentDeliverySettings();
  const clock = deliveryClock(settings);
  const params = url.searchParams;
  // The chosen area's zone decides same-day, the earliest date and the fee; without one the
  // shop's own rules hold.
  const asked = params.get("area")?.trim() ?? "";
  const found = asked ? areaOf(settings.zones, asked) : null;
  const zone = found?.zone ?? null;
  const area = found ? { ...found.area, sameDay: found.zone.sameDay } : null;
  const window = zoneWindow(deliveryWindow(now, clock), zone);
  const sizes = item.sizes.map(sizeChoice);
  const named = sizeNamed(item, params.get("size"));
  const size = named ? sizeChoice(named) : null;

  const rawDate = normaliseDigits(params.get("date") ?? "");
  const date =
    isRealDate(rawDate) && rawDate >= window.firstDate && rawDate <= window.lastDate
      ? rawDate
      : null;
  const offered = date ? slotsOffered(date, now, clock) : DELIVERY_SLOTS.map((s) => s.value);
  const [day] = date ? availabilityBetween(date, date, now, { settings, zone }) : [];
  const slots = DELIVERY_SLOTS.filter((s) => offered.includes(s.value)).map((s) => {
    const slot = day?.slots.find((d) => d.value === s.value);
    return {
      value: s.value,
      label: deliveryTimeLabel(s.value, settings.slotHours),
      available: slot?.available ?? true,
      reason: slot?.available === false ? (slot.reason ?? null) : null,
    };
  });
  // Why the date cannot be chosen, said in the page's language: the owner's reason as written.
  const dateClosed: Said | null = !day
    ? null
    : !day.open
      ? day.reason
        ? said("checkout.error.closedReason", { reason: { words: day.reason } })
        : null
      : day.slots.some((slot) => slot.available)
        ? null
        : said("checkout.error.dateFullyBooked");
  const rawTime = params.get("time") ?? "";
  const time = slots.find((slot) => slot.available && slot.value === rawTime)?.value ?? null;
  const complete = size !== null && date !== null && dateClosed === null && time !== null;
  const ticked = params.getAll("addOn");
  const addOns = listAddOns(languageOfPath(url.pathname)).map((addOn) => ({
    ...addOn,
    chosen: ticked.includes(addOn.id),
  }));
  const askedForm = params.get("step") === "details";
  const fees = feeRules(settings, zone);

  return {
    sizes,
    size,
    date,
    time,
    slots,
    dateClosed,
    nextDate: dateClosed && date ? nextDateAfter(date, window.lastDate, now, settings, zone) : null,
    window: {
      today: window.today,
      tomorrow: window.tomorrow,
      firstDate: window.firstDate,
      lastDate: window.lastDate,
      sameDayOpen: window.sameDayOpen,
    },
    areas: areasByEmirate(settings.zones),
    area,
    areaRefused: asked && !zone ? notDeliveredTo(asked) : null,
    msUntilCutoff: window.msUntilCutoff,
    custom:
      params.get("custom") === "1" ||
      (date !== null && date !== window.today && date !== window.tomorrow),
    checkout: askedForm && complete,
    missing: askedForm && !complete ? missingChoice(size, date, dateClosed) : null,
    addOns,
    deliveryFee: size
      ? deliveryFeeFor(
          size.price + addOns.reduce((sum, a) => sum + (a.chosen ? a.price : 0), 0),
          fees,
        )
      : null,
    freeDeliveryFrom: fees.deliveryFee > 0 ? fees.freeDeliveryFrom : null,
    idempotencyKey: crypto.randomUUID(),
  };
}

function nextDateAfter(
  date: string,
  lastDate: string,
  now: Date,
  settings: DeliverySettings,
  zone: DeliveryZone | null,
) {
  const next = nextAvailableDate(
    availabilityBetween(date, lastDate, now, { settings, zone }),
    date,
  );
  return next ? { date: next } : null;
}

/** The zone's own names for the area asked for (by its English or Arabic name, any case). */
function missingChoice(
  size: SizeChoice | null,
  date: string | null,
  dateClosed: Said | null,
): string {
  if (!size) return "Please choose a size.";
  if (!date) return MISSING_DATE;
  if (dateClosed) return "Please choose another delivery date.";
  return "Please choose a delivery time.";
}

/** The visible form field each domain rule belongs to; other refusals are order errors. */
const FIELD_OF: Record<string, string> = {
  customerName: "name",
  email: "email",
  phone: "phone",
  // An area the shop does not deliver to is said beside the Area.
  deliveryAddress: "area",
  deliveryArea: "area",
  ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [`deliveryAddress.${field}`, field])),
  notes: "notes",
  recipientName: "recipientName",
  recipientPhone: "recipientPhone",
  cardMessage: "cardMessage",
};

const UNEXPECTED = "Something went wrong on our side. Please try again.";

/** The action's answer when no payment page follows: the form's state and a message for the alert. */
export interface CheckoutReply {
  result: SubmissionResult<string[]>;
  /** The checkout's alert: said on the page beside the button, with JavaScript or without. */
  alert: string | null;
  /** The idempotency key sent, kept so that trying again answers the same order. */
  key: string | null;
  /** The delivery fee the order would take (fils), when it is not the one shown: the area's. */
  deliveryFee?: Fils;
}

type PlaceOrderAnswer =
  | { paymentUrl: string }
  | { reply: CheckoutReply; status: number; headers?: Record<string, string> };

/** Creates the order and its payment; on any refusal, the answer for the form (and its status). */
export async function placeOrder(
  request: Request,
  item: Item,
  client: string,
): Promise<PlaceOrderAnswer> {
  const submission = parseWithZod(await request.formData(), { schema: CheckoutForm });
  // The alerts are said in the page's language here (field errors are said by the form itself);
  // English pages keep the English words.
  const words = translatorForRequest(request);
  /** The checkout's alert when the order could not be created. */
  const orderFailure = (message: string) =>
    words.t("checkout.error.orderFailure", { message: words.refusal(message) });
  // Before the form's own checks: the page of an out-of-stock bouquet has no form to correct, so
  // the order alert says why (and the page says 'Currently unavailable').
  if (!item.inStock) {
    const unavailable = new BouquetUnavailable(item.title);
    const alert = orderFailure(unavailable.message);
    return {
      reply: { result: submission.reply(), alert, key: null },
      status: statusOf[unavailable.kind],
    };
  }
  if (submission.status !== "success") {
    return { reply: { result: submission.reply(), alert: null, key: null }, status: 400 };
  }
  const form = submission.value;
  const answer = (
    status: number,
    result: SubmissionResult<string[]>,
    alert: string | null = null,
  ) => ({
    reply: { result, alert, key: form.key },
    status,
  });
  if (form.itemId !== item.id) {
    return answer(
      400,
      submission.reply({ formErrors: [words.refusal("Please choose this bouquet again.")] }),
    );
  }
  // Each add-on at the price the customer saw; the order checks it against the catalogue.
  const addOnLines = (form.addOn ?? []).map((id, index) => ({
    itemId: id,
    price: form.addOnPrice?.[index] ?? 0,
    size: STANDARD_SIZE,
    quantity: 1,
  }));
  const orderInput = (idempotencyKey: string): OrderInput => ({
    customerName: form.name,
    email: form.email,
    phone: form.phone,
    ...(form.addressFromRecipient
      ? // The area, when known, prices the delivery; the recipient gives the rest.
        { addressFromRecipient: true, ...(form.area ? { deliveryArea: form.area } : {}) }
      : {
          // The form's own check made sure of the emirate, area and building.
          deliveryAddress: {
            emirate: form.emirate!,
            area: form.area!,
            building: form.building!,
            flat: form.flat,
            street: form.street,
            landmark: form.landmark,
            makani: form.makani,
            mapUrl: form.mapUrl,
          },
        }),
    notes: form.notes ?? "",
    recipientName: form.recipientName,
    recipientPhone: form.recipientPhone,
    cardMessage: form.cardMessage,
    surprise: form.surprise ?? false,
    anonymous: form.anonymous ?? false,
    items: [
      { itemId: item.id, title: item.title, price: form.price, size: form.size, quantity: 1 },
      ...addOnLines,
    ],
    totalAmount:
      form.price + addOnLines.reduce((sum, line) => sum + line.price, 0) + (form.deliveryFee ?? 0),
    deliveryDate: form.date,
    deliveryTime: form.time,
    idempotencyKey,
    // The order speaks the page's language: its emails, pages and payment return follow it.
    language: languageOfRequest(request),
  });
  try {
    const { order } = await createCustomerOrder(orderInput(form.key), client).catch(
      (error: unknown) => {
        // The form came back changed after a failed payment start: its key made an order for the
        // earlier details, still unpaid. These details become an order of their own.
        if (error instanceof IdempotencyKeyReused) {
          return createCustomerOrder(orderInput(crypto.randomUUID()), client);
        }
        throw error;
      },
    );
    // A resubmitted form (same key) lands here with the order it created before: the payment is
    // initiated again, never a second order.
    const { paymentUrl } = await initiatePayment(
      { orderId: order.id, amount: order.totalAmount, currency: "AED" },
      shopOrigin(request),
    );
    return { paymentUrl };
  } catch (error) {
    if (!isShopError(error)) {
      log.error({ err: error, itemId: item.id }, "checkout failed");
      return answer(500, submission.reply(), orderFailure(UNEXPECTED));
    }
    const status = statusOf[error.kind];
    // Said by id where the domain gave one (its date and slot in the page's language).
    const inPageWords = (refusal: ShopError) => {
      const said = Object.values(refusal.saidIssues ?? {})[0]?.[0];
      return said ? words.say(said) : words.refusal(refusal.message);
    };
    if (error.kind === "unavailable") {
      return answer(status, submission.reply(), words.refusal(error.message));
    }
    // A refusal that says when to come back (a rate limit, the last places being paid for):
    // its words alone, with Retry-After.
    const retryAfter = retryAfterHeader(error);
    if (error.kind === "rate-limited" || Object.keys(retryAfter).length > 0) {
      return {
        ...answer(status, submission.reply(), inPageWords(error)),
        headers: retryAfter,
      };
    }
    // Marked out of stock in the instant since the look-up above: the same answer.
    if (error instanceof BouquetUnavailable) {
      return answer(status, submission.reply(), orderFailure(error.message));
    }
    const fieldErrors: Record<string, string[]> = {};
    for (const [path, messages] of Object.entries(error.issues ?? {})) {
      const field = FIELD_OF[path];
      // Said by id where the domain gave one: its date and slot in the page's language.
      const said = error.saidIssues?.[path];
      if (field) fieldErrors[field] = said ? said.map(words.say) : messages;
    }
    if (error.kind === "conflict" && Object.keys(fieldErrors).length === 0) {
      const refused = answer(
        status,
        submission.reply({
          formErrors: [
            words.t("checkout.error.reviewAndTryAgain", { message: inPageWords(error) }),
          ],
        }),
      );
      // The chosen area's delivery fee is not the one shown: said, and taken if posted again.
      const fee = error instanceof PricesChanged ? error.prices.deliveryFee : undefined;
      return fee === undefined || fee === (form.deliveryFee ?? 0)
        ? refused
        : { ...refused, reply: { ...refused.reply, deliveryFee: fee } };
    }
    if (Object.keys(fieldErrors).length > 0) {
      return answer(status, submission.reply({ fieldErrors }));
    }
    return answer(status, submission.reply(), orderFailure(error.message));
  }
}
