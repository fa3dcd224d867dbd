import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { answer, json, methodNotAllowed, readJson } from "~/api/respond.server";
import { orderJson } from "~/api/shapes.server";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import { deliveryStatusField } from "~/orders/delivery-status";
import { changeDeliveryStatusByAdmin } from "~/orders/delivery-status.server";
import { hasCompletedPayment } from "~/payments/completed-payment.server";
import { paymentFactsOfOrder } from "~/payments/refunds.server";

const StatusChange = z.object({ status: deliveryStatusField });

/**
 * PATCH /api/orders/{id}/deliveries/{deliveryId}/status {status} — one gift's fulfilment status;
 * the order follows once every delivery has the same one.
 */
export function action({ request, params }: ActionFunctionArgs) {
  return answer(async () => {
    const admin = requireApiAdmin(request);
    if (request.method !== "PATCH" && request.method !== "PUT" && request.method !== "POST") {
      return methodNotAllowed(["PATCH"]);
    }
    const { status } = await readJson(request, StatusChange);
    const order = changeDeliveryStatusByAdmin(
      params.id ?? "",
      params.deliveryId ?? "",
      status,
      admin,
      hasCompletedPayment,
    );
    return json({ success: true, order: orderJson(order, paymentFactsOfOrder(order.id)) });
  });
}

export const loader = () => methodNotAllowed(["PATCH"]);
