// /admin/customers?q=&cursor= — the customers' accounts, newest first, fifty a page, found by part
// of their email: their orders, what their paid orders came to and when they last ordered. Owners
// and staff alike may read it.
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/admin-auth/admin-meta";
import { requireAdmin } from "~/admin-auth/session.server";
import { customersQueryFrom } from "~/accounts/admin-customers-query";
import { listCustomers, type CustomersPage } from "~/accounts/admin-customers.server";
import { AdminPage } from "~/components/admin/admin-page";
import { CustomersSearch } from "~/components/admin/customers/customers-search";
import { CustomersTable } from "~/components/admin/customers/customers-table";
import { formatAed } from "~/money/money";
import { shopTime } from "~/orders/admin-order-view.server";
import customersStyles from "~/styles/admin-customers.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: customersStyles }];

export const meta = adminMeta("Customers");

function countText({ total, capped }: CustomersPage): string {
  if (capped) return `More than ${total.toLocaleString("en-US")} customers`;
  return total === 1 ? "1 customer" : `${total.toLocaleString("en-US")} customers`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = customersQueryFrom(new URL(request.url).searchParams);
  const page = listCustomers(query);
  return {
    search: query.search,
    countText: countText(page),
    nextCursor: page.nextCursor,
    previousCursor: page.previousCursor,
    customers: page.customers.map((customer) => ({
      id: customer.id,
      email: customer.email,
      orders: customer.orders,
      spent: formatAed(customer.spent),
      lastOrder: customer.lastOrderAt
        ? { at: customer.lastOrderAt, shown: shopTime(customer.lastOrderAt) }
        : null,
      signedUp: { at: customer.createdAt, shown: shopTime(customer.createdAt) },
    })),
  };
}

export default function Customers() {
  const { search, ...list } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Customers"
      intro="Everyone with an account, newest first: their orders (by email, before or after the account), what their paid orders came to, and their last order (Dubai time)."
      className="customers-admin"
    >
      <CustomersSearch search={search} />
      <CustomersTable search={search} {...list} />
    </AdminPage>
  );
}
