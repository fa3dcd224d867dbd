// GET /admin/pulse — the admin layout's 5-minute poll: new paid orders and the stats, for the
// signed-in admin's cookie session only.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { newPaidOrders } from "~/admin/new-orders.server";
import { requireAdmin } from "~/admin/session.server";
import { countItems } from "~/catalog/items.server";
import { orderStats } from "~/orders/orders.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const stats = orderStats();
  return Response.json(
    {
      newOrders: newPaidOrders(),
      stats: {
        totalOrders: stats.totalOrders,
        pendingOrders: stats.pendingOrders,
        totalItems: countItems(),
        revenue: stats.revenue,
      },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
