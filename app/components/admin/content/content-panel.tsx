// One titled panel of the "Shop content" form.
import type { ComponentProps } from "react";
import { AdminPanel } from "~/components/admin/admin-panel";

type PanelProps = Omit<ComponentProps<typeof AdminPanel>, "area" | "titleClassName">;

export const Panel = (props: PanelProps) => (
  <AdminPanel {...props} area="content" titleClassName="admin-panel__title" />
);
