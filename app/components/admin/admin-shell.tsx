// The admin layout: a collapsible sidebar — Dashboard, Orders with the new-order
// badge, Collection Items, Create Item, Categories, Delivery, Shop content, Messages with the unread count, Customers, Newsletter, Team, Activity and Server settings (owners only), Account — a top bar with the notifications and
// Sign Out, and the page. Without JavaScript the sidebar is always open (a strip on phones).
import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { NewOrders } from "~/orders/new-orders.server";
import { useHydrated } from "~/components/use-hydrated";
import {
  AccountIcon,
  ActivityIcon,
  SetupIcon,
  BellIcon,
  CategoriesIcon,
  CollapseIcon,
  CreateIcon,
  DashboardIcon,
  ContentIcon,
  DeliveryIcon,
  ItemsIcon,
  MenuIcon,
  MessagesIcon,
  NewsletterIcon,
  CustomersIcon,
  OrdersIcon,
  TeamIcon,
} from "./admin-icons";
import { CsrfField } from "./csrf-field";

const COLLAPSED_KEY = "adminSidebarCollapsed";

export function AdminShell({
  shopName,
  username,
  csrf,
  newOrders,
  unreadMessages,
  arrived,
  owner = false,
  children,
}: {
  shopName: string;
  username: string;
  /** Owners also see the activity log and the server's settings. */
  owner?: boolean;
  csrf: string;
  newOrders: NewOrders;
  /** Messages from the contact form no one has opened yet. */
  unreadMessages: number;
  /** How many new paid orders arrived since this page was opened (for the visible cue). */
  arrived: number;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => setCollapsed(localStorage.getItem(COLLAPSED_KEY) === "true"), []);
  useEffect(() => setMenuOpen(false), [pathname]);
  // Escape closes the phone drawer.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const toggleCollapsed = () => {
    setCollapsed((was) => {
      localStorage.setItem(COLLAPSED_KEY, String(!was));
      return !was;
    });
  };

  const badge = newOrders.count > 0 ? newOrders.count : null;
  const links = [
    { to: "/admin/dashboard", label: "Dashboard", icon: <DashboardIcon /> },
    { to: "/admin/orders", label: "Orders", icon: <OrdersIcon />, badge, says: "new paid orders" },
    { to: "/admin/collection", label: "Collection Items", icon: <ItemsIcon /> },
    { to: "/admin/create", label: "Create Item", icon: <CreateIcon /> },
    { to: "/admin/categories", label: "Categories", icon: <CategoriesIcon /> },
    { to: "/admin/delivery", label: "Delivery", icon: <DeliveryIcon /> },
    { to: "/admin/content", label: "Shop content", icon: <ContentIcon /> },
    {
      to: "/admin/messages",
      label: "Messages",
      icon: <MessagesIcon />,
      badge: unreadMessages || null,
      says: "unread",
    },
    { to: "/admin/customers", label: "Customers", icon: <CustomersIcon /> },
    { to: "/admin/newsletter", label: "Newsletter", icon: <NewsletterIcon /> },
    { to: "/admin/team", label: "Team", icon: <TeamIcon /> },
    ...(owner
      ? [
          { to: "/admin/activity", label: "Activity", icon: <ActivityIcon /> },
          { to: "/admin/setup", label: "Server settings", icon: <SetupIcon /> },
        ]
      : []),
    { to: "/admin/account", label: "Account", icon: <AccountIcon /> },
  ];

  return (
    <div
      className={[
        "admin",
        collapsed ? "is-collapsed" : "",
        menuOpen ? "is-menu-open" : "",
        arrived > 0 ? "has-arrivals" : "",
      ].join(" ")}
      data-hydrated={hydrated ? "" : undefined}
    >
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-topbar">
        {hydrated ? (
          <button
            type="button"
            className="admin-topbar__menu"
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon />
            <span className="visually-hidden">{menuOpen ? "Close menu" : "Open menu"}</span>
          </button>
        ) : null}
        <Link to="/admin/dashboard" className="admin-topbar__brand">
          {shopName}
          <span className="admin-topbar__tag">Admin</span>
        </Link>
        <div className="admin-topbar__actions">
          <Notifications newOrders={newOrders} />
          <Link to="/admin/account" className="admin-topbar__user" title="Your account">
            {username}
          </Link>
          <Form method="post" action="/admin/sign-out" className="admin-topbar__signout">
            <CsrfField csrf={csrf} />
            <button type="submit" className="admin-link-button">
              Sign Out
            </button>
          </Form>
        </div>
      </header>
      <nav id="admin-sidebar" className="admin-sidebar" aria-label="Admin">
        <ul className="admin-sidebar__list">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className="admin-sidebar__link"
                title={link.label}
                // Said in one breath, e.g. "Messages, 3 unread": the badge alone is only a number.
                aria-label={link.badge ? `${link.label}, ${link.badge} ${link.says}` : undefined}
              >
                {link.icon}
                <span className="admin-sidebar__label">{link.label}</span>
                {link.badge ? (
                  <span className="admin-badge" aria-hidden="true">
                    {link.badge}
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
        {hydrated ? (
          <button
            type="button"
            className="admin-sidebar__collapse"
            aria-pressed={collapsed}
            onClick={toggleCollapsed}
          >
            <CollapseIcon />
            <span className="admin-sidebar__label">Collapse sidebar</span>
          </button>
        ) : null}
        <Link to="/" className="admin-sidebar__site">
          View the shop
        </Link>
      </nav>
      {menuOpen ? (
        // A pointer convenience only: the menu button and Escape close the drawer too.
        <div className="admin-scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} />
      ) : null}
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <div className="admin-arrival" role="status">
          {arrived > 0 ? (
            <p className="admin-arrival__note">
              {arrived === 1
                ? "A new paid order has arrived."
                : `${arrived} new paid orders have arrived.`}{" "}
              <Link to="/admin/orders?status=new_paid">See new orders</Link>
            </p>
          ) : null}
        </div>
        {children}
      </main>
    </div>
  );
}

/** The bell: how many paid orders are waiting, and up to three of them. */
function Notifications({ newOrders }: { newOrders: NewOrders }) {
  const count = newOrders.count;
  const panel = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();

  // The layout stays mounted across pages: close the panel once one of its links is followed.
  useEffect(() => {
    if (panel.current) panel.current.open = false;
  }, [pathname, search]);

  // With JavaScript it behaves like a menu: Escape or a click elsewhere closes it.
  useEffect(() => {
    const close = (event: Event) => {
      const details = panel.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
      } else if (!details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, []);

  return (
    <details className="admin-notifications" ref={panel}>
      <summary className="admin-notifications__bell">
        <BellIcon />
        <span className="visually-hidden">
          {count > 0
            ? `Notifications: ${count} new paid order${count === 1 ? "" : "s"}`
            : "Notifications"}
        </span>
        {count > 0 ? (
          <span className="admin-badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </summary>
      <div className="admin-notifications__panel">
        <p className="admin-notifications__heading">
          {count === 0
            ? "No new paid orders"
            : `${count} new paid order${count === 1 ? "" : "s"} waiting`}
        </p>
        <ul className="admin-notifications__list">
          {newOrders.latest.map((order) => (
            <li key={order.id}>
              <Link to={`/admin/orders?status=new_paid&open=${order.id}`}>
                <span className="admin-notifications__number">{order.orderNumber}</span>
                <span>{order.customerName}</span>
                <span>{order.total}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/admin/orders?status=new_paid" className="admin-notifications__all">
          View new paid orders
        </Link>
      </div>
    </details>
  );
}
