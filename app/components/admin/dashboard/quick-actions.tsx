// The dashboard's shortcuts: pending orders, a new item, categories.
import { Link } from "@remix-run/react";
import { TitledSection } from "~/components/titled-section";
import { CategoriesIcon, CreateIcon, OrdersIcon } from "../admin-icons";

export function QuickActions({ pendingOrders }: { pendingOrders: number }) {
  const actions = [
    {
      to: "/admin/orders?status=pending",
      label: "View pending orders",
      note:
        pendingOrders === 0
          ? "Nothing waiting"
          : `${pendingOrders} order${pendingOrders === 1 ? "" : "s"} waiting`,
      icon: <OrdersIcon />,
    },
    {
      to: "/admin/create",
      label: "Add item",
      note: "A new bouquet for the collection",
      icon: <CreateIcon />,
    },
    {
      to: "/admin/categories",
      label: "Manage categories",
      note: "Names, order and slugs",
      icon: <CategoriesIcon />,
    },
  ];
  return (
    <TitledSection
      id="dash-actions-title"
      title="Quick actions"
      className="admin-panel dash-actions"
      titleClassName="eyebrow admin-panel__title"
    >
      <ul className="dash-actions__list">
        {actions.map((action) => (
          <li key={action.to}>
            <Link to={action.to} className="dash-action">
              <span className="dash-action__icon">{action.icon}</span>
              <span className="dash-action__text">
                <span className="dash-action__label">{action.label}</span>
                <span className="dash-action__note">{action.note}</span>
              </span>
              <span className="dash-action__arrow" aria-hidden="true">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
