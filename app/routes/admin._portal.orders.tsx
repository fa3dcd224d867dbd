// /admin/orders: every order, sortable
// by any column, filtered by status or delivery date, opened in place, its status changed from the
// row. Every change goes through the domain's changeOrderStatusByAdmin, which records time and
// admin and keeps marking an order paid by hand to owners; a gift of an order of several moves
// alone through changeDeliveryStatusByAdmin, as its PATCH does.
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import {
  Link,
  useActionData,
  useLoaderData,
  type ClientActionFunctionArgs,
} from "@remix-run/react";
import { useCallback, useState } from "react";
import { z } from "zod";
import { adminMeta } from "~/admin-auth/admin-meta";
import type { Admin } from "~/admin-auth/roles";
import { redirectWithMessage, requireAdmin, requireAdminForm } from "~/admin-auth/session.server";
import { StatusMessage } from "~/components/admin/status-message";
import { OrdersFilters } from "~/components/admin/orders/orders-filters";
import { OrdersPages } from "~/components/admin/orders/orders-pages";
import { OrdersSearch } from "~/components/admin/orders/orders-search";
import {
  STATUS_UPDATE_FAILED,
  type StatusActionData,
} from "~/components/admin/orders/order-status-form";
import { orderView } from "~/orders/admin-order-view.server";
import {
  ORDERS_PER_PAGE,
  ordersHref,
  ordersQueryFrom,
  PENDING_FILTER,
  type OrdersQuery,
} from "~/orders/admin-orders-query";
import { OrdersTable } from "~/components/admin/orders/orders-table";
import { AdminPage, ErrorAlert } from "~/components/admin/admin-page";
import { statusLabel } from "~/db/order-statuses";
import { deliveryWindow } from "~/delivery/delivery-window";
import { countOrders, listOrders } from "~/orders/order-reads.server";
import { changeOrderStatusByAdmin } from "~/orders/status-changes.server";
import { changeDeliveryStatusByAdmin } from "~/orders/delivery-status.server";
import { deliveryStatusField } from "~/orders/delivery-status";
import { orderStatusField, PENDING_STATUSES } from "~/orders/statuses";
import { currentTime, shopClock } from "~/platform/clock.server";
import { hasCompletedPayment } from "~/payments/completed-payment.server";
import { withPaymentSummaries } from "~/payments/payment-summary.server";
import { isShopError, refusalInit } from "~/platform/errors";
import { log } from "~/platform/log.server";
import ordersStyles from "~/styles/admin-orders.css?url";

/** What the orders page says when its list cannot be read. */
const LIST_FAILED = "Failed to fetch orders. Please try again later.";
const CHOOSE_STATUS = "Choose a different status, then Update status.";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: ordersStyles }];

export const meta = adminMeta("Orders");

/** One page of the orders the florist asked for, and how many there are in all. */
function ordersFor(query: OrdersQuery) {
  const filter = {
    search: query.search || undefined,
    deliveryDate: query.date ?? undefined,
    ...(query.status === PENDING_FILTER
      ? { statuses: PENDING_STATUSES }
      : { status: query.status ?? undefined }),
  };
  const total = countOrders(filter);
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
  const page = Math.min(query.page, pageCount);
  const orders = listOrders({
    ...filter,
    sort: query.sort,
    limit: ORDERS_PER_PAGE,
    offset: (page - 1) * ORDERS_PER_PAGE,
  });
  return {
    total,
    pages: { page, pageCount },
    orders: withPaymentSummaries(orders).map(({ order, payment }) => orderView(order, payment)),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = ordersQueryFrom(new URL(request.url).searchParams);
  const today = deliveryWindow(currentTime(), shopClock()).today;
  try {
    const list = ordersFor(query);
    return { query: { ...query, page: list.pages.page }, today, ...list, loadError: null };
  } catch (error) {
    log.error({ err: error }, "admin orders list failed");
    return data(
      {
        query,
        today,
        total: 0,
        pages: { page: 1, pageCount: 1 },
        orders: [],
        loadError: LIST_FAILED,
      },
      { status: 500 },
    );
  }
}

const StatusChange = z.object({
  orderId: z.string().min(1),
  status: orderStatusField(),
  /** Sent by the scripted menu, which shows the answer in place instead of following a redirect. */
  inPlace: z.literal("1").optional(),
});

/** One gift's move: its own form names the delivery and offers the fulfilment statuses only. */
const DeliveryStatusChange = z.object({
  orderId: z.string().min(1),
  deliveryId: z.string().min(1),
  status: deliveryStatusField,
});

/** The change the form asks for, made by the domain: of the whole order, or of one gift. */
function changeAsked(form: FormData, admin: Admin) {
  const fields = Object.fromEntries(form);
  if (form.get("deliveryId")) {
    const change = DeliveryStatusChange.safeParse(fields);
    if (!change.success) return null;
    const { orderId, deliveryId, status } = change.data;
    const order = changeDeliveryStatusByAdmin(
      orderId,
      deliveryId,
      status,
      admin,
      hasCompletedPayment,
    );
    const gift = order.deliveries.findIndex((delivery) => delivery.id === deliveryId) + 1;
    return {
      order,
      inPlace: false,
      message: `${order.orderNumber} gift ${gift} is now ${statusLabel(status)}.`,
    };
  }
  const change = StatusChange.safeParse(fields);
  if (!change.success) return null;
  const order = changeOrderStatusByAdmin(
    change.data.orderId,
    change.data.status,
    admin,
    hasCompletedPayment,
  );
  const message = `${order.orderNumber} is now ${statusLabel(order.status)}.`;
  return { order, inPlace: !!change.data.inPlace, message };
}

export async function action({ request }: ActionFunctionArgs) {
  const { admin, session, form } = await requireAdminForm(request);
  const orderId = String(form.get("orderId") ?? "");
  const deliveryId = form.get("deliveryId") ? String(form.get("deliveryId")) : undefined;
  if (!form.get("status")) {
    // Without JavaScript the menu starts on the current status, which can't be chosen again.
    return data<StatusActionData>({ orderId, deliveryId, error: CHOOSE_STATUS }, { status: 400 });
  }
  let changed;
  try {
    changed = changeAsked(form, admin);
  } catch (error) {
    if (!isShopError(error)) throw error;
    // A refusal of who may do it says so; anything else is the form's one failure.
    const refusal = error.kind === "forbidden" ? error.message : STATUS_UPDATE_FAILED;
    return data<StatusActionData>({ orderId, deliveryId, error: refusal }, refusalInit(error));
  }
  if (!changed) {
    return data<StatusActionData>(
      { orderId, deliveryId, error: STATUS_UPDATE_FAILED },
      { status: 400 },
    );
  }
  const { order, message } = changed;
  if (changed.inPlace) return data<StatusActionData>({ orderId, message });
  const query = ordersQueryFrom(new URL(request.url).searchParams);
  const back = `${ordersHref({ ...query, open: order.id })}#order-${order.id}`;
  return redirectWithMessage(request, session, back, message);
}

/**
 * With JavaScript, a status change that never got an answer (network down, server error, expired
 * form) still ends in the status alert rather than the error page; redirects (sign-in) go through.
 */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return { orderId: "", error: STATUS_UPDATE_FAILED } satisfies StatusActionData;
  }
}

function summary(count: number, query: OrdersQuery, today: string): string {
  const orders = count === 1 ? "1 order" : `${count} orders`;
  if (query.search) return `${orders} matching “${query.search}”`;
  if (query.date === today) return `${orders} for delivery today`;
  return orders;
}

export default function AdminOrders() {
  const { query, today, orders, total, pages, loadError } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  // In-place (scripted) status changes report here; after a plain post the layout shows it.
  const [notice, setNotice] = useState<string | null>(null);
  const onUpdated = useCallback((text: string) => setNotice(text), []);

  return (
    <AdminPage
      title="Orders"
      intro={loadError ? null : summary(total, query, today)}
      className="admin-orders"
      action={
        <Link to="/admin/deliveries" className="button button--secondary">
          Print Delivery Sheets
        </Link>
      }
    >
      <div className="admin-orders__finders">
        <OrdersSearch query={query} />
        <OrdersFilters query={query} today={today} />
      </div>
      {loadError ? (
        <ErrorAlert>{loadError}</ErrorAlert>
      ) : orders.length === 0 ? (
        <p className="admin-orders__empty">No orders found.</p>
      ) : (
        <div className="admin-orders__surface">
          <OrdersTable orders={orders} query={query} failed={failed} onUpdated={onUpdated} />
        </div>
      )}
      <OrdersPages query={query} {...pages} />
      <StatusMessage message={notice} />
    </AdminPage>
  );
}
