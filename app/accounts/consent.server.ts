// Consent to reminders and news (the UAE's data protection law): given only by ticking an
// unticked box, stored with its time, the exact words the customer read and the page they ticked
// it on; withdrawn in one click (the row keeps when). Only customers with a consent not withdrawn
// may get reminders or news.
import { and, desc, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newId } from "~/db/ids.server";
import { customerConsents, type CustomerConsentRow } from "~/db/schema";
import { currentTime } from "~/platform/clock.server";

export const REMINDERS_AND_NEWS = "reminders-and-news";

/** The consent in force, if any. */
export function currentConsent(customerId: string): CustomerConsentRow | null {
  return (
    db()
      .select()
      .from(customerConsents)
      .where(
        and(
          eq(customerConsents.customerId, customerId),
          eq(customerConsents.purpose, REMINDERS_AND_NEWS),
          isNull(customerConsents.withdrawnAt),
        ),
      )
      .orderBy(desc(customerConsents.givenAt))
      .get() ?? null
  );
}

/** Every consent given and withdrawn, newest first (for 'Download my data'). */
export function consentHistory(customerId: string): CustomerConsentRow[] {
  return db()
    .select()
    .from(customerConsents)
    .where(eq(customerConsents.customerId, customerId))
    .orderBy(desc(customerConsents.givenAt))
    .all();
}

/** The box ticked: the words as shown and the page; nothing new when a consent is in force. */
export function giveConsent(customerId: string, words: string, page: string): void {
  if (currentConsent(customerId)) return;
  db()
    .insert(customerConsents)
    .values({
      id: newId(),
      customerId,
      purpose: REMINDERS_AND_NEWS,
      words,
      page,
      givenAt: currentTime().toISOString(),
    })
    .run();
}

/** One click: the consent in force ends now. */
export function withdrawConsent(customerId: string): void {
  db()
    .update(customerConsents)
    .set({ withdrawnAt: currentTime().toISOString() })
    .where(and(eq(customerConsents.customerId, customerId), isNull(customerConsents.withdrawnAt)))
    .run();
}
