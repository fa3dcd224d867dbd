import type { LoaderFunctionArgs } from "@remix-run/node";
import { answer, json } from "~/api/respond.server";
import { orderJson } from "~/api/shapes.server";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import { getOrder } from "~/orders/order-reads.server";
import { paymentFactsOfOrder } from "~/payments/refunds.server";

/** GET /api/orders/{id} — one order with its lines and status history (admin only). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return answer(() => {
    requireApiAdmin(request);
    const order = getOrder(params.id ?? "");
    return json(orderJson(order, paymentFactsOfOrder(order.id)));
  });
}
