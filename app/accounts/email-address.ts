// An email address as an account knows it: trimmed and in lower case, so 'Layla@Example.com ' and
// 'layla@example.com' are one account and find the same orders. Browser-safe.

export const accountEmail = (email: string): string => email.trim().toLowerCase();

/** The address with most of its name hidden, for the activity log: 'l•••@example.com'. */
export function maskedEmail(email: string): string {
  const [name = "", domain = ""] = accountEmail(email).split("@");
  return `${name.slice(0, 1)}•••@${domain}`;
}
