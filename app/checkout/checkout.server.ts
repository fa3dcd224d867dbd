// The checkout action: the customer's choices (purchase-state.server.ts) and details become an
// order, then a payment; any refusal becomes the form's answer, in the page's language. What the
// customer reads after it is order-confirmation.server.ts's.
import { languageOfRequest } from "~/i18n/languages";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Item } from "~/catalogue/items.server";
import type { Fils } from "~/money/money";
import { IdempotencyKeyReused } from "~/orders/idempotency.server";
import { oneDeliveryOrder, type OrderInput } from "~/orders/order-input";
import {
  BouquetUnavailable,
  createCustomerOrder,
  PricesChanged,
} from "~/orders/create-order.server";
import { initiatePayment } from "~/payments/payments.server";
import { isShopError, retryAfterHeader, statusOf, type ShopError } from "~/platform/errors";
import { log } from "~/platform/log.server";
import { shopOrigin } from "~/platform/origin.server";
import { translatorForRequest } from "~/i18n/page-language.server";
import { saidText } from "~/i18n/said";
import { keepCheckoutRecipient } from "~/accounts/checkout-recipients.server";
import { CheckoutForm } from "./checkout-form";
import { giftDelivery, giftTotalShown } from "./gift-delivery";

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
    words.t("checkout.error.orderFailure", { message: words.say(message) });
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
      submission.reply({ formErrors: [words.t("checkout.error.chooseThisBouquetAgain")] }),
    );
  }
  const delivery = giftDelivery(form, item);
  const orderInput = (idempotencyKey: string): OrderInput =>
    oneDeliveryOrder({
      customerName: form.name,
      email: form.email,
      phone: form.phone,
      notes: form.notes ?? "",
      ...delivery,
      totalAmount: giftTotalShown(delivery, form.deliveryFee),
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
    await keepCheckoutRecipient(request, form);
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
      return answer(500, submission.reply(), orderFailure(saidText("checkout.error.unexpected")));
    }
    const status = statusOf[error.kind];
    // In the page's language, every value said there (a date, a slot's name).
    const inPageWords = (refusal: ShopError) => words.say(refusal.message);
    if (error.kind === "unavailable") {
      return answer(status, submission.reply(), inPageWords(error));
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
      // By id and values: the form says them in the page's language, as its own checks' errors.
      if (field) fieldErrors[field] = messages;
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
