// /admin/activity — the activity log for owners: who did what and when (Dubai time), newest first,
// fifty a page, filtered by who or what. Staff are told it is for owners (403).
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "~/admin-auth/admin-meta";
import {
  ACTION_NAMES,
  ACTIVITY_PAGE_SIZE,
  ActivityPageQuery,
  activityInWords,
} from "~/admin-auth/activity-view";
import { OWNERS_ONLY, requireActivityReader } from "~/admin-auth/roles";
import { requireAdmin } from "~/admin-auth/session.server";
import {
  ActivityFiltersForm,
  ActivityPages,
  ActivityTable,
} from "~/components/admin/activity/activity-table";
import { AdminPage, ErrorAlert } from "~/components/admin/admin-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { listActivity } from "~/platform/activity.server";
import { isShopError, statusOf } from "~/platform/errors";
import { shopTime } from "~/orders/admin-order-view.server";
import activityStyles from "~/styles/admin-activity.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: activityStyles }];

export const meta = adminMeta("Activity");

const TITLE = "Activity";
const INTRO =
  "Who did what in the admin, newest first, in Dubai time: sign-ins, the team, refunds, order statuses and delivery settings. Nothing here can be changed or deleted.";

export async function loader({ request }: LoaderFunctionArgs) {
  const { admin } = await requireAdmin(request);
  try {
    requireActivityReader(admin);
  } catch (error) {
    if (isShopError(error)) throw new Response(error.message, { status: statusOf[error.kind] });
    throw error;
  }
  const { page, actor, action } = ActivityPageQuery.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  // One more than a page: whether there is an older page.
  const rows = listActivity({
    limit: ACTIVITY_PAGE_SIZE + 1,
    offset: (page - 1) * ACTIVITY_PAGE_SIZE,
    actor,
    action,
  });
  return {
    page,
    filters: { actor, action },
    hasOlder: rows.length > ACTIVITY_PAGE_SIZE,
    actions: Object.entries(ACTION_NAMES).map(([value, label]) => ({ value, label })),
    entries: rows.slice(0, ACTIVITY_PAGE_SIZE).map((row) => ({
      id: row.id,
      at: shopTime(row.at),
      actor: row.actor,
      subject: row.subject,
      ...activityInWords(row),
    })),
  };
}

export default function AdminActivity() {
  const { page, filters, hasOlder, actions, entries } = useLoaderData<typeof loader>();
  const hrefOf = (target: number) => {
    const query = new URLSearchParams();
    if (filters.actor) query.set("actor", filters.actor);
    if (filters.action) query.set("action", filters.action);
    if (target > 1) query.set("page", String(target));
    const search = query.toString();
    return search ? `/admin/activity?${search}` : "/admin/activity";
  };
  return (
    <AdminPage title={TITLE} intro={INTRO} className="activity-page">
      <ActivityFiltersForm filters={filters} actions={actions} />
      <ActivityTable entries={entries} />
      <ActivityPages page={page} hasOlder={hasOlder} hrefOf={hrefOf} />
    </AdminPage>
  );
}

/** Staff who open the page are told who may read it, inside the portal. */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: () => (
          <AdminPage title={TITLE}>
            <ErrorAlert>{OWNERS_ONLY.activity}</ErrorAlert>
          </AdminPage>
        ),
      }}
    />
  );
}
