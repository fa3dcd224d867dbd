// The activity log: who did what, and what was tried against the team (failed sign-ins).
// Append-only (triggers refuse updates and deletes); owners read it on /admin/activity.
import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { activityLog, type ActivityRow } from "~/db/schema";
import { currentTime } from "~/platform/clock.server";

export interface Activity {
  /** The username who acted (or tried to), or "system". */
  actor: string;
  /** e.g. "sign-in", "sign-in-failed", "colleague-added", "role-changed", "refund" */
  action: string;
  /** What it was done to: a username, an order number… */
  subject?: string;
  details?: Record<string, unknown>;
}

type Writer = Pick<ReturnType<typeof db>, "insert">;

/** Adds a line to the log; call it with the transaction that makes the change, if there is one. */
export function recordActivity(activity: Activity, writer: Writer = db()): void {
  writer
    .insert(activityLog)
    .values({
      at: currentTime().toISOString(),
      actor: activity.actor,
      action: activity.action,
      subject: activity.subject ?? "",
      details: activity.details ?? {},
    })
    .run();
}

export interface ActivityQuery {
  limit: number;
  offset: number;
  actor?: string;
  action?: string;
}

/** The log, newest first, a page at a time, optionally one actor's or one kind of action. */
export function listActivity(query: ActivityQuery): ActivityRow[] {
  return (
    db()
      .select()
      .from(activityLog)
      .where(
        and(
          query.actor ? eq(activityLog.actor, query.actor) : undefined,
          query.action ? eq(activityLog.action, query.action) : undefined,
        ),
      )
      // The order rows were written in: the log is append-only, whatever the clock said.
      .orderBy(desc(activityLog.id))
      .limit(query.limit)
      .offset(query.offset)
      .all()
  );
}
