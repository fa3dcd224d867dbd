import type { LoaderFunctionArgs } from "@remix-run/node";
import { answer, json } from "~/api/respond.server";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import { customersQueryFrom } from "~/accounts/admin-customers-query";
import { listCustomers } from "~/accounts/admin-customers.server";
import { aedDecimal } from "~/money/money";

/**
 * GET /api/admin/customers?search=&cursor= — the admin list's page as JSON (owners and staff):
 * fifty customers newest first, `nextCursor` for the next fifty (null at the end).
 */
export function loader({ request }: LoaderFunctionArgs) {
  return answer(() => {
    requireApiAdmin(request);
    const page = listCustomers(customersQueryFrom(new URL(request.url).searchParams));
    return json({
      customers: page.customers.map((customer) => ({
        _id: customer.id,
        email: customer.email,
        orders: customer.orders,
        totalSpent: aedDecimal(customer.spent),
        lastOrderAt: customer.lastOrderAt,
        createdAt: customer.createdAt,
      })),
      total: page.total,
      totalCapped: page.capped,
      nextCursor: page.nextCursor,
      previousCursor: page.previousCursor,
    });
  });
}
