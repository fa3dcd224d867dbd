import type { ActionFunctionArgs } from "@remix-run/node";
import { answer, json, methodNotAllowed, readJson } from "~/api/respond.server";
import { initiatePayment, PaymentRequest } from "~/payments/payments.server";
import { shopOrigin } from "~/platform/origin.server";

/** POST /api/payment/initiate — the provider's page to send the customer to. */
export function action({ request }: ActionFunctionArgs) {
  return answer(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const paymentRequest = await readJson(request, PaymentRequest);
    const { paymentUrl } = await initiatePayment(paymentRequest, shopOrigin(request));
    return json({ success: true, paymentUrl });
  });
}

export const loader = () => methodNotAllowed(["POST"]);
