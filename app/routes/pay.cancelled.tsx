// /pay/cancelled — where a customer lands after cancelling on the payment provider's page (Stripe's
// `cancel_url`, and the demo page's 'Cancel payment'): back on the bouquet, with the message that
// the payment was cancelled. The order stays 'Awaiting payment'; nothing is taken on the
// browser's word.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { paymentCancelledPath } from "~/checkout/checkout.server";

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return redirect(paymentCancelledPath(params.get("order"), params.get("key")), {
    headers: { "Cache-Control": "no-store" },
  });
}
