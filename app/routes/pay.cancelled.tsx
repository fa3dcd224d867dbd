// /pay/cancelled — where a customer lands after cancelling on the payment provider's page (Stripe's
// `cancel_url`, and the demo page's 'Cancel payment'): back on the bouquet, with the message that
// the payment was cancelled; for an order the visitor's cart placed, back on the cart, whose gifts
// wait there. The order stays 'Awaiting payment'; nothing is taken on the browser's word.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { paymentCancelledPath } from "~/checkout/order-confirmation.server";
import { cartAfterCancelledPayment } from "~/cart/cart-checkout.server";
import { languageOfRequest } from "~/i18n/languages";

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const language = languageOfRequest(request);
  // /ar/pay/cancelled lands on the Arabic bouquet page or cart.
  const landing =
    (await cartAfterCancelledPayment(request, params.get("order"), language)) ??
    paymentCancelledPath(params.get("order"), params.get("key"), language);
  return redirect(landing, { headers: { "Cache-Control": "no-store" } });
}
