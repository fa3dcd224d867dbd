import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { answer, json, methodNotAllowed, readJson } from "~/api/respond.server";
import { customerOrderJson, orderJson } from "~/api/shapes.server";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import { idempotencyKeyHeader } from "~/orders/idempotency-key";
import { OrderInput } from "~/orders/order-input";
import { createCustomerOrder } from "~/orders/create-order.server";
import { listOrders } from "~/orders/order-reads.server";
import { orderStatusField } from "~/orders/statuses";
import { paymentFactsOf, paymentFactsOfOrder } from "~/payments/refunds.server";
import { invalidInput } from "~/platform/errors";
import { dateText } from "~/platform/fields";
import { clientAddress } from "~/platform/request-context";

const ListQuery = z.object({
  // An empty `?status=` filters nothing.
  status: z.preprocess(
    (value) => value || undefined,
    orderStatusField((value) => `Unknown status "${value}".`).optional(),
  ),
  deliveryDate: dateText("Use YYYY-MM-DD.").optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

/** GET /api/orders — every matching order, newest first (admin only). */
export function loader({ request }: LoaderFunctionArgs) {
  return answer(() => {
    requireApiAdmin(request);
    const query = ListQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) throw invalidInput(query.error);
    const orders = listOrders(query.data);
    const payments = paymentFactsOf(orders.map((order) => order.id));
    return json(orders.map((order) => orderJson(order, payments.get(order.id) ?? null)));
  });
}

/** POST /api/orders — a customer's order, priced by the server. */
export function action({ request, context }: ActionFunctionArgs) {
  return answer(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const fromHeader = idempotencyKeyHeader(request.headers);
    const input = await readJson(request, OrderInput);
    const idempotencyKey = input.idempotencyKey ?? fromHeader;
    const { order, created } = await createCustomerOrder(
      { ...input, idempotencyKey },
      clientAddress(context),
    );
    // Anyone may post: the answer never carries an address the recipient gave.
    return json(
      { order: customerOrderJson(order, paymentFactsOfOrder(order.id)) },
      created ? 201 : 200,
    );
  });
}
