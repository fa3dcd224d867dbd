// Reminders of the recipients' occasions: at 09:00 shop time 7 days and 2 days before each one,
// to customers whose consent to reminders is in force, for occasions not muted. A pass reads
// what is due from the database and writes each reminder to the outbox under a key of its own
// (occasion, day and lead), so a restart sends what was missed while the shop was down and
// nothing twice. A 7-day reminder caught up after the 2-day one is due is skipped: the 2-day one
// says it.
import { and, eq, exists, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { OccasionKind } from "~/db/occasion-kinds";
import { customerConsents, customerRecipients, customers, recipientOccasions } from "~/db/schema";
import { currentTime } from "~/platform/clock.server";
import { log } from "~/platform/log.server";
import { queueMail } from "~/platform/outbox.server";
import { REMINDERS_AND_NEWS } from "./consent.server";
import { addDays, occasionDatesWithin } from "./occasion-dates";
import { reminderMail } from "./reminder-mail.server";
import { shopMoment, shopToday } from "./shop-day.server";

export const REMINDERS_JOB = "occasion-reminders";
/** Minutes between passes: a reminder goes at most this late after 09:00 (or at the next start). */
export const REMINDERS_EVERY_SECONDS = 300;
/** Days before the occasion, longest first. */
export const REMINDER_LEADS = [7, 2] as const;
/** The hour of the shop's day reminders go at. */
export const REMINDER_HOUR = 9;

/** The occasions that may be reminded: not muted, of customers whose consent is in force. */
function remindableOccasions() {
  const consented = db()
    .select({ id: customerConsents.id })
    .from(customerConsents)
    .where(
      and(
        eq(customerConsents.customerId, customers.id),
        eq(customerConsents.purpose, REMINDERS_AND_NEWS),
        isNull(customerConsents.withdrawnAt),
      ),
    );
  return db()
    .select({
      occasionId: recipientOccasions.id,
      kind: recipientOccasions.kind,
      monthDay: recipientOccasions.monthDay,
      label: recipientOccasions.label,
      recipientId: customerRecipients.id,
      recipientName: customerRecipients.name,
      customerId: customers.id,
      email: customers.email,
      language: customers.language,
    })
    .from(recipientOccasions)
    .innerJoin(customerRecipients, eq(customerRecipients.id, recipientOccasions.recipientId))
    .innerJoin(customers, eq(customers.id, customerRecipients.customerId))
    .where(and(isNull(recipientOccasions.mutedAt), exists(consented)))
    .all();
}

/** Whether the reminder `lead` days before `date` is due now (and not overtaken by a shorter one). */
export function reminderDue(date: string, lead: number, now: Date): boolean {
  if (shopMoment(addDays(date, -lead), REMINDER_HOUR) > now) return false;
  const shorter = REMINDER_LEADS.filter((other) => other < lead);
  return !shorter.some((other) => shopMoment(addDays(date, -other), REMINDER_HOUR) <= now);
}

/** One pass: writes every reminder due now to the outbox (once each); how many were written. */
export function queueDueReminders(now = currentTime()): number {
  const today = shopToday(now);
  // Occasions after today, up to the longest lead ahead; one calendar reading per kind and day.
  const datesOf = new Map<string, string[]>();
  const upcoming = (kind: OccasionKind, monthDay: string | null) => {
    const key = `${kind}:${monthDay ?? ""}`;
    if (!datesOf.has(key)) {
      datesOf.set(key, occasionDatesWithin(kind, monthDay, addDays(today, 1), REMINDER_LEADS[0]));
    }
    return datesOf.get(key)!;
  };
  let written = 0;
  for (const occasion of remindableOccasions()) {
    for (const date of upcoming(occasion.kind, occasion.monthDay)) {
      for (const lead of REMINDER_LEADS) {
        if (!reminderDue(date, lead, now)) continue;
        const mail = reminderMail({ ...occasion, date, lead });
        const [wasWritten] = queueMail([
          { ...mail, key: `reminder:${occasion.occasionId}:${date}:${lead}` },
        ]);
        if (wasWritten) written += 1;
      }
    }
  }
  if (written > 0) log.info({ written }, "occasion reminders queued");
  return written;
}
