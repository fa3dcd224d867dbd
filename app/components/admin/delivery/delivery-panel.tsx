// A part of the delivery page in its panel.
import type { ComponentProps } from "react";
import { AdminPanel } from "~/components/admin/admin-panel";

type PanelProps = Omit<ComponentProps<typeof AdminPanel>, "area" | "titleClassName">;

export const DeliveryPanel = (props: PanelProps) => (
  <AdminPanel {...props} area="delivery" titleClassName="delivery-panel__title" />
);
