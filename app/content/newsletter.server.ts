// Newsletter sign-ups: one per address, with the moment its owner consented; listed
// to the florists and exported as CSV.
import { count, desc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newId, nowIso } from "~/db/ids.server";
import { newsletterSignups, type NewsletterSignupRow } from "~/db/schema";
import { saidText } from "~/i18n/said";
import { z } from "zod";

/** The sign-up's refusals, by message id: the page says them in its language. */
export const NEWSLETTER_REFUSALS = {
  emailMissing: saidText("layout.error.emailMissing"),
  invalidEmail: saidText("layout.error.invalidEmail"),
};

export const NewsletterSignUp = z.object({
  email: z
    .string({ error: NEWSLETTER_REFUSALS.emailMissing })
    .trim()
    .max(200, NEWSLETTER_REFUSALS.invalidEmail)
    .pipe(z.email(NEWSLETTER_REFUSALS.invalidEmail)),
});

/** Signs an address up once: a second sign-up keeps the first consent and changes nothing. */
export function signUpForNewsletter(email: string): void {
  db()
    .insert(newsletterSignups)
    .values({ id: newId(), email: email.trim().toLowerCase(), consentedAt: nowIso() })
    .onConflictDoNothing({ target: newsletterSignups.email })
    .run();
}

export function countNewsletterSignups(): number {
  return db().select({ n: count() }).from(newsletterSignups).get()?.n ?? 0;
}

/** One page of sign-ups, the latest consent first. */
export function listNewsletterSignups(page: number, perPage: number): NewsletterSignupRow[] {
  return db()
    .select()
    .from(newsletterSignups)
    .orderBy(desc(newsletterSignups.consentedAt), desc(newsletterSignups.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .all();
}

export function allNewsletterSignups(): NewsletterSignupRow[] {
  return listNewsletterSignups(1, Number.MAX_SAFE_INTEGER);
}
