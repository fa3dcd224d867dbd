// A part of a page named by its own heading: the footer's columns, the menu's groups, the
// checkout's and the contact page's side panels, the out-of-stock notice.
import type { ReactNode } from "react";

interface TitledSectionProps {
  as?: "section" | "aside" | "nav";
  className: string;
  /** The heading's id, which labels the part. */
  id: string;
  title: ReactNode;
  titleClassName: string;
  /** h2 for a part of the page; h3 inside a section already headed by an h2. */
  titleAs?: "h2" | "h3";
  children?: ReactNode;
}

export function TitledSection({
  as: Part = "section",
  className,
  id,
  title,
  titleClassName,
  titleAs: Heading = "h2",
  children,
}: TitledSectionProps) {
  return (
    <Part className={className} aria-labelledby={id}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Part>
  );
}
