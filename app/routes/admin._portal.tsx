// The signed-in admin pages' layout: the session is checked here and again by every page's own
// loader and action (a layout's loader does not guard its children's actions).
import { brandName } from "~/content/brand.server";
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { newPaidOrders } from "~/orders/new-orders.server";
import { unreadMessageCount } from "~/content/messages.server";
import { isOwner } from "~/admin-auth/roles";
import { requireAdmin, saveSession } from "~/admin-auth/session.server";
import { AdminShell } from "~/components/admin/admin-shell";
import { StatusMessage } from "~/components/admin/status-message";
import { PORTAL_ROUTE } from "~/components/admin/csrf-field";
import { useNewOrderPulse } from "~/components/admin/use-new-order-pulse";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NotFoundPage } from "~/components/error-pages";

export async function loader({ request }: LoaderFunctionArgs) {
  const { admin, csrf, session } = await requireAdmin(request);
  const statusMessage = session.get("statusMessage") ?? null;
  return data(
    {
      shopName: brandName(),
      username: admin.username,
      owner: isOwner(admin),
      csrf,
      statusMessage,
      newOrders: newPaidOrders(),
      unreadMessages: unreadMessageCount(),
    },
    { headers: { "Set-Cookie": await saveSession(request, session) } },
  );
}

export default function AdminPortal() {
  const { shopName, username, owner, csrf, statusMessage, newOrders, unreadMessages } =
    useLoaderData<typeof loader>();
  const pulse = useNewOrderPulse(newOrders);
  const { pathname } = useLocation();
  const { acknowledge } = pulse;
  useEffect(() => {
    if (pathname.startsWith("/admin/orders")) acknowledge();
  }, [pathname, acknowledge]);
  return (
    <AdminShell
      shopName={shopName}
      username={username}
      owner={owner}
      csrf={csrf}
      newOrders={pulse.newOrders}
      unreadMessages={unreadMessages}
      arrived={pulse.arrived}
    >
      <StatusMessage message={statusMessage} />
      <Outlet />
    </AdminShell>
  );
}

/** A page that failed keeps the sidebar around its error, so the florist can go on elsewhere. */
export function ErrorBoundary() {
  const portal = useRouteLoaderData<typeof loader>(PORTAL_ROUTE);
  const boundary = (
    <GeneralErrorBoundary
      statusHandlers={{ 404: ({ error }) => <NotFoundPage response={error} /> }}
    />
  );
  if (!portal) return boundary;
  return (
    <AdminShell
      shopName={portal.shopName}
      username={portal.username}
      owner={portal.owner}
      csrf={portal.csrf}
      newOrders={portal.newOrders}
      unreadMessages={portal.unreadMessages}
      arrived={0}
    >
      {boundary}
    </AdminShell>
  );
}
