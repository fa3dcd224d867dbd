import type { ActionFunctionArgs } from "@remix-run/node";
import { answer, json, methodNotAllowed, readJson } from "~/api/respond.server";
import { orderJson } from "~/api/shapes.server";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import { getOrder } from "~/orders/order-reads.server";
import { paymentFactsOfOrder, refundOrder, RefundRequest } from "~/payments/refunds.server";

/** POST /api/orders/{id}/refund {amount?, reason?} — all that is left, or a part, to the card. */
export function action({ request, params }: ActionFunctionArgs) {
  return answer(async () => {
    const admin = requireApiAdmin(request);
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const refund = await refundOrder(
      params.id ?? "",
      await readJson(request, RefundRequest),
      admin.username,
    );
    const order = getOrder(refund.orderId);
    return json({ order: orderJson(order, paymentFactsOfOrder(order.id)) });
  });
}

export const loader = () => methodNotAllowed(["POST"]);
