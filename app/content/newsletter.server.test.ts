// Sign-ups on the shop's own database: one per address, whatever its case and spaces, keeping
// the first consent; listed the latest first, a page at a time.
import { beforeEach, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { newsletterSignups } from "~/db/schema";
import {
  allNewsletterSignups,
  countNewsletterSignups,
  listNewsletterSignups,
  signUpForNewsletter,
} from "./newsletter.server";

beforeEach(() => {
  db().delete(newsletterSignups).run();
});

test("a second sign-up of the same address is one sign-up with the first consent", () => {
  signUpForNewsletter("  Layla@Example.ae ");
  const [first] = allNewsletterSignups();
  expect(first!.email).toBe("layla@example.ae");
  signUpForNewsletter("layla@example.AE");
  expect(allNewsletterSignups()).toEqual([first]);
});

test("the latest consent first, a page at a time", () => {
  // Each sign-up its own day, so the order is the test's, not the clock's.
  for (const [n, day] of ["01", "02", "03"].entries()) {
    signUpForNewsletter(`reader${n}@example.ae`);
    db()
      .update(newsletterSignups)
      .set({ consentedAt: `2026-02-${day}T08:00:00.000Z` })
      .where(eq(newsletterSignups.email, `reader${n}@example.ae`))
      .run();
  }
  expect(countNewsletterSignups()).toBe(3);
  expect(listNewsletterSignups(1, 2).map((row) => row.email)).toEqual([
    "reader2@example.ae",
    "reader1@example.ae",
  ]);
  expect(listNewsletterSignups(2, 2).map((row) => row.email)).toEqual(["reader0@example.ae"]);
});
