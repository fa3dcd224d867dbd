// /admin/customers/:id — one customer: the account, its consent, its address book's size and its
// orders. Owners and staff alike; it never shows a sign-in code, a session or a token.
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/admin-auth/admin-meta";
import { requireAdmin } from "~/admin-auth/session.server";
import { customerForAdmin } from "~/accounts/admin-customer.server";
import { AdminPage } from "~/components/admin/admin-page";
import { CustomerDetails } from "~/components/admin/customers/customer-details";
import { statusLabel } from "~/db/order-statuses";
import { formatAed } from "~/money/money";
import { shopTime } from "~/orders/admin-order-view.server";
import { invariantResponse } from "~/platform/invariant";
import customersStyles from "~/styles/admin-customers.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: customersStyles }];

export const meta = adminMeta("Customer");

const moment = (at: string) => ({ at, shown: shopTime(at) });

const LANGUAGES = { en: "English", ar: "Arabic" } as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const customer = customerForAdmin(params.id ?? "");
  invariantResponse(customer, "Customer Not Found", { status: 404 });
  return {
    customer: {
      email: customer.email,
      language: LANGUAGES[customer.language],
      signedUp: moment(customer.createdAt),
      lastSignIn: customer.lastSignedInAt ? moment(customer.lastSignedInAt) : null,
      recipients: customer.recipients,
      occasions: customer.occasions,
      consents: customer.consents.map((consent) => ({
        words: consent.words,
        page: consent.page,
        given: moment(consent.givenAt),
        withdrawn: consent.withdrawnAt ? moment(consent.withdrawnAt) : null,
      })),
      orders: customer.orders.map((order) => ({
        id: order.id,
        orderNumber: order.orderNumber,
        placed: moment(order.createdAt),
        deliveries: order.deliveries,
        total: formatAed(order.total),
        status: statusLabel(order.status),
        // The orders list finds it by number and opens it in place.
        href: `/admin/orders?q=${encodeURIComponent(order.orderNumber)}&open=${order.id}#order-${order.id}`,
      })),
    },
  };
}

export default function Customer() {
  const { customer } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title={customer.email}
      intro={
        <Link to="/admin/customers" className="customer-admin__back">
          All customers
        </Link>
      }
      className="customers-admin"
    >
      <CustomerDetails customer={customer} />
    </AdminPage>
  );
}
