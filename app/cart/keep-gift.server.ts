// 'Add another gift' (and 'Save this gift' when editing one): the gift part of the 'Complete
// Your Order' form, checked with the same words as the checkout (the buyer's details are asked
// at the cart's checkout), kept in the customer's cart as the delivery the order will take. A
// gift that cannot be ordered as it is (an area not delivered to, a full slot) is refused on the
// form: nothing is stored.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Item } from "~/catalogue/items.server";
import type { CheckoutReply } from "~/checkout/checkout.server";
import { GiftForm } from "~/checkout/checkout-form";
import { giftDelivery } from "~/checkout/gift-delivery";
import { languageOfRequest, localisedPath } from "~/i18n/languages";
import { translatorForRequest } from "~/i18n/page-language.server";
import { isShopError, statusOf } from "~/platform/errors";
import { keepCheckoutRecipient } from "~/accounts/checkout-recipients.server";
import { cartCookieFor, cartIdOf } from "./cart-cookie.server";
import { quoteCart } from "./cart-quote.server";
import { addCartGift, cartExists, newCart, replaceCartGift } from "./carts.server";

export type KeepGiftAnswer =
  { redirect: string; cookie: string } | { reply: CheckoutReply; status: number };

/** Where a kept gift sends the customer: the collection, told so, or the cart after an edit. */
export const ADDED_QUERY = "added";

export async function keepGift(
  request: Request,
  formData: FormData,
  item: Item,
): Promise<KeepGiftAnswer> {
  const submission = parseWithZod(formData, { schema: GiftForm });
  const words = translatorForRequest(request);
  const language = languageOfRequest(request);
  const refuse = (status: number, result: SubmissionResult<string[]>, alert: string | null) => ({
    reply: { result, alert, key: null },
    status,
  });
  if (submission.status !== "success") return refuse(400, submission.reply(), null);
  const form = submission.value;
  if (form.itemId !== item.id) {
    return refuse(
      400,
      submission.reply({ formErrors: [words.t("checkout.error.chooseThisBouquetAgain")] }),
      null,
    );
  }
  const delivery = giftDelivery(form, item);
  // What would refuse the order now refuses keeping the gift, in the checkout's words.
  const [quoted] = quoteCart([{ id: form.giftId ?? "", position: 0, delivery }], language).gifts;
  if (quoted?.problem) {
    return refuse(
      409,
      submission.reply(),
      words.t("checkout.error.orderFailure", { message: words.say(quoted.problem) }),
    );
  }
  let cartId = await cartIdOf(request);
  try {
    if (form.giftId) {
      replaceCartGift(cartId, form.giftId, delivery);
    } else {
      if (!cartId || !cartExists(cartId)) cartId = newCart();
      addCartGift(cartId, delivery);
    }
  } catch (error) {
    if (!isShopError(error)) throw error;
    return refuse(statusOf[error.kind], submission.reply(), words.say(error.message));
  }
  await keepCheckoutRecipient(request, form);
  return {
    redirect: form.giftId
      ? localisedPath("/cart?saved=1#cart-notice", language)
      : localisedPath(`/collection?${ADDED_QUERY}=1#gift-added`, language),
    cookie: await cartCookieFor(request, cartId!),
  };
}
