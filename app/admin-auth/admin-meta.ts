// The admin pages' tags: the page's name in the portal's title, and never in a search engine
// (the admin layout sends X-Robots-Tag too).
import type { MetaFunction } from "@remix-run/node";

export const ADMIN_NOINDEX = { name: "robots", content: "noindex, nofollow" };

/** `title` as '{title} | Admin', with the noindex tag. */
export const adminMeta =
  (title: string): MetaFunction =>
  () => [{ title: `${title} | Admin` }, ADMIN_NOINDEX];
