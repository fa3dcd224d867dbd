/**
 * A category's address: lowercase, trimmed, spaces become hyphens, anything but
 * a-z, 0-9 and hyphens removed. Used while typing in the admin and again on the server.
 */
export function normaliseSlug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "");
}
