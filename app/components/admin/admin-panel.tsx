// A part of an admin page in its white panel, named by its heading, with a line on what it does.
import type { ReactNode } from "react";
import { TitledSection } from "~/components/titled-section";

export function AdminPanel({
  id,
  title,
  intro,
  children,
  area,
  titleClassName,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  /** The page's own look: `{area}-panel` and `{area}-panel__text`. */
  area: "content" | "delivery";
  titleClassName: string;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      className={`admin-panel ${area}-panel`}
      titleClassName={titleClassName}
    >
      {intro ? <p className={`${area}-panel__text`}>{intro}</p> : null}
      {children}
    </TitledSection>
  );
}
