// Where the site's navigation leads (the header and the footer), in one place. Links name their
// words by catalogue key, so each page says them in its own language.
import type { MessageId } from "~/i18n/translate";
import { englishPath } from "~/i18n/languages";

/** A link as a list shows it: its words, and its English path (localised when drawn). */
export interface NavLink {
  label: string;
  to: string;
}

/** A link of the site's navigation: the catalogue key of its words. */
export interface SiteLink {
  label: MessageId;
  to: string;
}

export const MAIN_LINKS: SiteLink[] = [
  { label: "layout.nav.collection", to: "/collection" },
  { label: "layout.nav.craft", to: "/craft" },
  { label: "layout.nav.about", to: "/about" },
  { label: "layout.nav.contact", to: "/contact" },
];

/** Quick links with no page of their own lead to the page that answers them best. */
export const QUICK_LINKS: SiteLink[] = [
  { label: "layout.quick.shopBouquets", to: "/collection" },
  { label: "layout.quick.subscriptions", to: "/#subscriptions" },
  { label: "layout.quick.customServices", to: "/portfolio" },
  { label: "layout.quick.deliveryInfo", to: "/delivery" },
  { label: "layout.quick.returnPolicy", to: "/returns" },
  { label: "layout.quick.terms", to: "/terms" },
  { label: "layout.quick.privacy", to: "/privacy" },
  { label: "layout.quick.contactUs", to: "/contact" },
];

/** Admin pages carry their own layout: no storefront header, footer or floating buttons. */
export const isAdminPath = (pathname: string) => /^\/admin(\/|$)/.test(pathname);

/** The story pages read better without the category bar. */
const WITHOUT_CATEGORY_BAR = new Set(["/about", "/craft", "/contact"]);

/**
 * Whether the header's category bar shows: not on the story pages, nor on the collection and the
 * category pages, which carry the same links in their own menu (once is enough).
 */
export const showsCategoryBar = (pathname: string, categorySlugs: string[] = []) => {
  const page = englishPath(pathname).replace(/\/+$/, "") || "/";
  if (WITHOUT_CATEGORY_BAR.has(page) || page === "/collection") return false;
  return !categorySlugs.some((slug) => page === `/${slug}`);
};

/** Query keys the layout uses for its no-JavaScript states; never carried to other pages. */
export const LAYOUT_QUERY_KEYS = ["menu", "newsletter"];

/** Narrow-screen behaviour applies at 768 px or less. */
export const NARROW_SCREEN = "(max-width: 768px)";
