// Thin monochrome line icons drawn for the shop (docs/design.md: no stock icons in colour).
import type { SVGProps } from "react";

const base: SVGProps<SVGSVGElement> = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.25,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
};

export const InstagramIcon = () => (
  <svg {...base}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" stroke="none" />
  </svg>
);

export const WhatsAppIcon = () => (
  <svg {...base}>
    <path d="M4.3 19.7l1.2-3.9A8.2 8.2 0 1 1 8.6 19z" />
    <path d="M9.2 8.4c.3-.4.7-.4 1-.1l.8 1.4c.1.3 0 .6-.2.8l-.5.5c.5 1.2 1.5 2.2 2.7 2.7l.5-.5c.2-.2.5-.3.8-.2l1.4.8c.3.2.3.7-.1 1-.7.6-1.6.8-2.5.5-2.2-.8-4-2.6-4.8-4.8-.3-.9-.1-1.8.5-2.5z" />
  </svg>
);

export const FacebookIcon = () => (
  <svg {...base}>
    <path d="M13.5 20.5v-7.5h2.6l.4-3h-3V8.2c0-.9.3-1.5 1.5-1.5h1.6V4.1c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9V10H8v3h2.5v7.5" />
  </svg>
);

export const SearchIcon = () => (
  <svg {...base} width={18} height={18}>
    <circle cx="10.5" cy="10.5" r="6" />
    <path d="M15 15l5 5" />
  </svg>
);

/** Two lines that turn into a cross when the menu is open (CSS animates the change). */
export const MenuIcon = () => (
  <svg {...base} width={24} height={24} className="menu-icon">
    <path className="menu-icon__top" d="M3.5 9h17" />
    <path className="menu-icon__bottom" d="M3.5 15h17" />
  </svg>
);

/** A head and shoulders: the account, where its word does not fit in the header's row. */
export const PersonIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c.8-4 3.8-6.5 7.5-6.5s6.7 2.5 7.5 6.5" />
  </svg>
);

/** A gift box's outline: the cart on a phone, where its word does not fit beside the wordmark. */
export const GiftBoxIcon = () => (
  <svg {...base}>
    <rect x="4" y="9" width="16" height="11" />
    <path d="M3 9h18M12 9v11" />
    <path d="M12 9c-1.2-2.6-4.6-4.2-5.4-2.4C5.9 8.2 9 9 12 9zM12 9c1.2-2.6 4.6-4.2 5.4-2.4.7 1.6-2.4 2.4-5.4 2.4z" />
  </svg>
);
