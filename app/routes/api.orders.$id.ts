import type { LoaderFunctionArgs } from "@remix-run/node";
import { answer, json } from "~/api/respond.server";
import { orderJson } from "~/api/shapes.server";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import { getOrder } from "~/orders/order-reads.server";

/** GET /api/orders/{id} — one order with its lines and status history (admin only). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return answer(() => {
    requireApiAdmin(request);
    return json(orderJson(getOrder(params.id ?? "")));
  });
}
