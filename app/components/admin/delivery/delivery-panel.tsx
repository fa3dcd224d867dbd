// A part of the delivery page in its white panel, named by its heading, with a line on what it does.
import type { ReactNode } from "react";
import { TitledSection } from "~/components/titled-section";

export function DeliveryPanel({
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
      className="admin-panel delivery-panel"
      titleClassName="delivery-panel__title"
    >
      {intro ? <p className="delivery-panel__text">{intro}</p> : null}
      {children}
    </TitledSection>
  );
}
