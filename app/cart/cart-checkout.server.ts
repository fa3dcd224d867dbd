// The cart's 'Checkout': the buyer once, every gift a delivery of one order at the prices the
// cart page showed, then the same payment step as a one-bouquet order. A refusal names the gift
// it concerns ('Gift 2: …'), in the page's language; nothing is saved and the cart stays whole.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { languageOfRequest, localisedPath, type Language } from "~/i18n/languages";
import { translatorForRequest } from "~/i18n/page-language.server";
import type { Fils } from "~/money/money";
import { createCustomerOrder } from "~/orders/create-order.server";
import type { OrderInput } from "~/orders/order-input";
import { initiatePayment } from "~/payments/payments.server";
import { isShopError, retryAfterHeader, statusOf } from "~/platform/errors";
import { log } from "~/platform/log.server";
import { shopOrigin } from "~/platform/origin.server";
import { cartIdOf } from "./cart-cookie.server";
import { BuyerForm } from "./cart-forms";
import { quoteCart } from "./cart-quote.server";
import { cartGiftsOf, cartPlacedAs, orderAwaitedByCart } from "./carts.server";

export interface CartCheckoutReply {
  result: SubmissionResult<string[]>;
  alert: string | null;
  key: string | null;
}

export type CartCheckoutAnswer =
  | { paymentUrl: string }
  | { reply: CartCheckoutReply; status: number; headers?: Record<string, string> };

/** Which gift a refusal's issue names (`deliveries.1.deliveryTime` → 1), if any. */
function giftIndexOf(issues: Record<string, string[]> | undefined): number | null {
  for (const path of Object.keys(issues ?? {})) {
    const match = /^deliveries\.(\d+)\./.exec(path);
    if (match) return Number(match[1]);
  }
  return null;
}

export async function checkoutCart(
  request: Request,
  formData: FormData,
  client: string,
): Promise<CartCheckoutAnswer> {
  const submission = parseWithZod(formData, { schema: BuyerForm });
  const words = translatorForRequest(request);
  const language = languageOfRequest(request);
  const refuse = (status: number, alert: string | null, headers?: Record<string, string>) => ({
    reply: {
      result: submission.reply(),
      alert,
      key: submission.status === "success" ? submission.value.key : null,
    },
    status,
    ...(headers ? { headers } : {}),
  });
  if (submission.status !== "success") return refuse(400, null);
  const buyer = submission.value;
  const cartId = await cartIdOf(request);
  const gifts = cartGiftsOf(cartId);
  if (!cartId || gifts.length === 0) return refuse(409, words.t("cart.error.empty"));
  const quote = quoteCart(gifts, language);
  if (!quote.ready) return refuse(409, words.t("cart.fixFirst"));
  // The total the page showed: a price changed since is said, never charged unseen.
  const shown = Number(formData.get("total"));
  const input: OrderInput = {
    customerName: buyer.name,
    email: buyer.email,
    phone: buyer.phone,
    notes: buyer.notes ?? "",
    idempotencyKey: buyer.key,
    language,
    totalAmount: Number.isInteger(shown) ? (shown as Fils) : quote.total,
    deliveries: gifts.map((gift, index) => ({
      ...gift.delivery,
      items: gift.delivery.items.map((line, at) => ({
        ...line,
        price: quote.gifts[index]!.unitPrices[at] ?? line.price,
      })),
    })),
  };
  try {
    // Posted again (same key), the same order answers and its payment is started again.
    const { order } = await createCustomerOrder(input, client);
    const { paymentUrl } = await initiatePayment(
      { orderId: order.id, amount: order.totalAmount, currency: "AED" },
      shopOrigin(request),
    );
    // The gifts stay in the cart until the order is paid: a cancelled payment loses nothing.
    cartPlacedAs(cartId, order.id);
    return { paymentUrl };
  } catch (error) {
    if (!isShopError(error)) {
      log.error({ err: error }, "cart checkout failed");
      return refuse(500, words.t("checkout.error.unexpected"));
    }
    const gift = giftIndexOf(error.issues);
    const said = words.say(error.message);
    const alert =
      gift === null
        ? words.t("checkout.error.orderFailure", { message: said })
        : words.t("cart.giftRefused", { number: gift + 1, message: said });
    return refuse(statusOf[error.kind], alert, retryAfterHeader(error));
  }
}

/**
 * Where a cancelled payment of `orderId` lands when the visitor's own cart placed that order: the
 * cart page, its gifts still there, with the message. Null for any other order (its bouquet page).
 */
export async function cartAfterCancelledPayment(
  request: Request,
  orderId: string | null,
  language: Language,
): Promise<string | null> {
  if (!orderId || orderAwaitedByCart(await cartIdOf(request)) !== orderId) return null;
  return localisedPath("/cart?payment=cancelled", language);
}
