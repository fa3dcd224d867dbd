import type { LoaderFunctionArgs } from "@remix-run/node";
import { answer, json } from "~/api/respond.server";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import { countItems } from "~/catalogue/items.server";
import { aedFromFils } from "~/money/money";
import { orderStats } from "~/orders/order-stats.server";
import { refundedOnPaidOrders } from "~/payments/refunds.server";

/** GET /api/admin/stats — the dashboard's figures, all real. */
export function loader({ request }: LoaderFunctionArgs) {
  return answer(() => {
    requireApiAdmin(request);
    const stats = orderStats(refundedOnPaidOrders);
    return json({
      totalOrders: stats.totalOrders,
      pendingOrders: stats.pendingOrders,
      totalItems: countItems(),
      revenue: aedFromFils(stats.revenue),
      orderGrowth: stats.orderGrowth,
      revenueGrowth: stats.revenueGrowth,
    });
  });
}
