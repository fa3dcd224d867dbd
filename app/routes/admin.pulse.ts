// GET /admin/pulse — the admin layout's 5-minute poll: new paid orders and the stats, for the
// signed-in admin's cookie session only.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { newPaidOrders } from "~/orders/new-orders.server";
import { requireAdmin } from "~/admin-auth/session.server";
import { countItems } from "~/catalogue/items.server";
import { orderStats } from "~/orders/order-stats.server";
import { refundedOnPaidOrders } from "~/payments/refunds.server";

export async function loader({ request }: LoaderFunctionArgs) {
  // The poll is no sign of someone at the keyboard: it does not hold off the idle timeout.
  await requireAdmin(request, { recordUse: false });
  const stats = orderStats(refundedOnPaidOrders);
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
