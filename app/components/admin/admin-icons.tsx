// The admin sidebar's thin line icons, in the storefront icons' style.
import type { ReactNode, SVGProps } from "react";

const base: SVGProps<SVGSVGElement> = {
  width: 18,
  height: 18,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.4,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
};

/** An icon from its shapes, drawn in the one line style above. */
const lineIcon = (shapes: ReactNode) =>
  function LineIcon() {
    return <svg {...base}>{shapes}</svg>;
  };

export const DashboardIcon = lineIcon(
  <>
    <rect x="3.5" y="3.5" width="7" height="9" />
    <rect x="13.5" y="3.5" width="7" height="5" />
    <rect x="13.5" y="11.5" width="7" height="9" />
    <rect x="3.5" y="15.5" width="7" height="5" />
  </>,
);

export const OrdersIcon = lineIcon(
  <>
    <path d="M6 3.5h12v17l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8.5h6M9 12h6" />
  </>,
);

export const ItemsIcon = lineIcon(
  <>
    <circle cx="12" cy="8" r="3.5" />
    <path d="M12 11.5V21M12 16c-2.5 0-4.5-1.5-5-4M12 17.5c2.5 0 4.5-1.5 5-4" />
  </>,
);

export const CreateIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 8v8M8 12h8" />
  </>,
);

export const CategoriesIcon = lineIcon(<path d="M3.5 7.5h17M3.5 12h17M3.5 16.5h11" />);

export const DeliveryIcon = lineIcon(
  <>
    <rect x="3.5" y="5.5" width="17" height="15" />
    <path d="M3.5 10h17M8 3.5v4M16 3.5v4M8 14h3M8 17h6" />
  </>,
);

/** A page of text: the shop's own words. */
export const ContentIcon = lineIcon(
  <>
    <path d="M6 3.5h9l3 3v14H6z" />
    <path d="M9 10h6M9 13.5h6M9 17h4" />
  </>,
);

export const AccountIcon = lineIcon(
  <>
    <circle cx="12" cy="8.5" r="3.5" />
    <path d="M5 20.5c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
  </>,
);

export const TeamIcon = lineIcon(
  <>
    <circle cx="9" cy="9" r="3" />
    <path d="M3.5 19.5c.6-3 2.7-4.5 5.5-4.5s4.9 1.5 5.5 4.5" />
    <path d="M15 6.3a3 3 0 0 1 0 5.4M17 15.3c1.8.6 3 2 3.5 4.2" />
  </>,
);

/** One person with a card beside them: the customers' accounts. */
export const CustomersIcon = lineIcon(
  <>
    <circle cx="9" cy="9" r="3" />
    <path d="M3.5 19.5c.6-3 2.7-4.5 5.5-4.5s4.9 1.5 5.5 4.5" />
    <path d="M15.5 7.5h5M15.5 11h5M17.5 14.5h3" />
  </>,
);

/** A page of lines with a clock: the activity log. */
export const ActivityIcon = lineIcon(
  <>
    <path d="M5 4.5h10v15H5z" />
    <path d="M8 8.5h4M8 12h4M8 15.5h2" />
    <circle cx="17" cy="16" r="3.5" />
    <path d="M17 14.4V16l1.1.8" />
  </>,
);

export const SetupIcon = lineIcon(
  <>
    <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="17" r="2" />
  </>,
);

export const BellIcon = lineIcon(
  <>
    <path d="M6.5 16.5V11a5.5 5.5 0 0 1 11 0v5.5l1.5 2h-14z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </>,
);

export const CollapseIcon = lineIcon(<path d="M14.5 6.5 9 12l5.5 5.5" />);

export const MenuIcon = lineIcon(<path d="M4 7h16M4 12h16M4 17h16" />);

export const MessagesIcon = lineIcon(
  <>
    <rect x="3.5" y="5.5" width="17" height="13" />
    <path d="M3.5 6.5 12 13l8.5-6.5" />
  </>,
);

export const NewsletterIcon = lineIcon(
  <>
    <path d="M4.5 4.5h15v15h-15z" />
    <path d="M8 9h8M8 12.5h8M8 16h5" />
  </>,
);
