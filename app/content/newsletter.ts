// The newsletter sign-up's rules, one copy for the footer's form, its action and the admin's
// export (its words are in the catalogues, layout.newsletter.*). No Zod here: the footer is on
// every page (its schema is in newsletter.server).
import { sameSitePath } from "~/platform/same-site-path";

/** The page of this shop a form was posted from (a path here, never another site), else home. */
export function shopPage(from: string | null): string {
  return sameSitePath(from);
}

/** Where a no-script sign-up goes back to, thanked. */
export function backToPage(from: string | null): string {
  const url = new URL(shopPage(from), "http://shop.invalid");
  url.searchParams.set("newsletter", "thanks");
  url.hash = "newsletter";
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A CSV cell: quoted, and a value a spreadsheet would run as a formula (= + - @, tab, return)
 * starts with an apostrophe so it stays text.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function newsletterCsv(rows: { email: string; consentedAt: string }[]): string {
  const lines = [["email", "consented_at"], ...rows.map((row) => [row.email, row.consentedAt])];
  return lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
