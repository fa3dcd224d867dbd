// Where the site's navigation leads (the header and the footer), in one place.

export interface NavLink {
  label: string;
  to: string;
}

export const MAIN_LINKS: NavLink[] = [
  { label: "Collection", to: "/collection" },
  { label: "The Craft", to: "/craft" },
  { label: "About Us", to: "/about" },
  { label: "Contact", to: "/contact" },
];

/** Quick links with no page of their own lead to the page that answers them best. */
export const QUICK_LINKS: NavLink[] = [
  { label: "Shop Bouquets", to: "/collection" },
  { label: "Subscriptions", to: "/#subscriptions" },
  { label: "Custom Services", to: "/portfolio" },
  { label: "Delivery Info", to: "/contact" },
  { label: "Return Policy", to: "/about" },
  { label: "Contact Us", to: "/contact" },
];

/** Admin pages carry their own layout: no storefront header, footer or floating buttons. */
export const isAdminPath = (pathname: string) => /^\/admin(\/|$)/.test(pathname);

/** The story pages read better without the category bar. */
const WITHOUT_CATEGORY_BAR = new Set(["/about", "/craft", "/contact"]);
export const showsCategoryBar = (pathname: string) =>
  !WITHOUT_CATEGORY_BAR.has(pathname.replace(/\/+$/, "") || "/");

/** Query keys the layout uses for its no-JavaScript states; never carried to other pages. */
export const LAYOUT_QUERY_KEYS = ["menu", "newsletter"];

/** Narrow-screen behaviour applies at 768 px or less. */
export const NARROW_SCREEN = "(max-width: 768px)";
