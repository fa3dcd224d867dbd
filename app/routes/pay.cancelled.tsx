// /pay/cancelled — where a customer lands after cancelling on the payment provider's page (Stripe's
// `cancel_url`, and the demo page's 'Cancel payment'): back on the bouquet, with the message that
// the payment was cancelled. The order stays 'Awaiting payment'; nothing is taken on the
// browser's word.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { paymentCancelledPath } from "~/checkout/order-confirmation.server";
import { languageOfRequest } from "~/i18n/languages";

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  // /ar/pay/cancelled lands on the Arabic bouquet page.
  const landing = paymentCancelledPath(
    params.get("order"),
    params.get("key"),
    languageOfRequest(request),
  );
  return redirect(landing, { headers: { "Cache-Control": "no-store" } });
}
