import type { LoaderFunctionArgs } from "@remix-run/node";
import { activityDetailsJson, ActivityApiQuery } from "~/admin-auth/activity-view";
import { requireApiAdmin } from "~/admin-auth/api-guard.server";
import { requireActivityReader } from "~/admin-auth/roles";
import { answer, json } from "~/api/respond.server";
import { listActivity } from "~/platform/activity.server";
import { invalidInput } from "~/platform/errors";

/**
 * GET /api/admin/activity (owners; 403 for staff) — the activity log, newest first:
 * `[{ at, actor, action, subject, details }]`. `limit` (1–500, default 100), `offset`, and
 * optionally one `actor` or one `action`.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return answer(() => {
    requireActivityReader(requireApiAdmin(request));
    const asked = ActivityApiQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!asked.success) throw invalidInput(asked.error);
    return json(
      listActivity(asked.data).map((entry) => ({
        at: entry.at,
        actor: entry.actor,
        action: entry.action,
        subject: entry.subject,
        details: activityDetailsJson(entry),
      })),
    );
  });
}
