import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { answer, json, methodNotAllowed, readJson } from "~/api/respond.server";
import { orderJson } from "~/api/shapes.server";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import { changeOrderStatusByAdmin } from "~/orders/status-changes.server";
import { orderStatusField } from "~/orders/statuses";
import { hasCompletedPayment } from "~/payments/completed-payment.server";
import { paymentFactsOfOrder } from "~/payments/refunds.server";

const StatusChange = z.object({ status: orderStatusField() });

/**
 * PATCH /api/orders/{id}/status {status} — any status to any other, recorded in the history;
 * marking an order paid without a completed payment is an owner's (403 for staff).
 */
export function action({ request, params }: ActionFunctionArgs) {
  return answer(async () => {
    const admin = requireApiAdmin(request);
    if (request.method !== "PATCH" && request.method !== "PUT" && request.method !== "POST") {
      return methodNotAllowed(["PATCH"]);
    }
    const { status } = await readJson(request, StatusChange);
    const order = changeOrderStatusByAdmin(params.id ?? "", status, admin, hasCompletedPayment);
    return json({ success: true, order: orderJson(order, paymentFactsOfOrder(order.id)) });
  });
}

export const loader = () => methodNotAllowed(["PATCH"]);
