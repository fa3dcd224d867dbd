import type { ActionFunctionArgs } from "@remix-run/node";
import { answer, json, methodNotAllowed } from "~/api/respond.server";
import { applyProviderEvent, paymentProvider } from "~/payments/payments.server";

/** POST /api/payment/webhook — the payment provider's signed notifications. */
export function action({ request }: ActionFunctionArgs) {
  return answer(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const event = await paymentProvider().verifyWebhook(request);
    const applied = event ? applyProviderEvent(event) : false;
    return json({ received: true, applied });
  });
}

export const loader = () => methodNotAllowed(["POST"]);
