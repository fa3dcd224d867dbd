// One titled panel of the "Shop content" form.
import type { ReactNode } from "react";
import { TitledSection } from "~/components/titled-section";

export function Panel({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      className="admin-panel content-panel"
      titleClassName="admin-panel__title"
    >
      {intro ? <p className="content-panel__text">{intro}</p> : null}
      {children}
    </TitledSection>
  );
}
