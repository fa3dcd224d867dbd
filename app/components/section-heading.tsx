// A section's heading as the shop sets it: a small-caps eyebrow that sets the scene, then the
// title the section is labelled by (its id), and sometimes a line of text beneath.
import type { ReactNode } from "react";

interface EyebrowTitleProps {
  /** None leaves the title alone. */
  eyebrow?: ReactNode;
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  /** The heading's element and type role: a section's `h2.title` unless a page's own title. */
  as?: "h1" | "h2";
  titleClassName?: string;
}

/** The eyebrow and the title alone, for a heading that sits inside other words. */
export function EyebrowTitle({
  eyebrow,
  id,
  title,
  as: Heading = "h2",
  titleClassName = "title",
}: EyebrowTitleProps) {
  return (
    <>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
    </>
  );
}

/** The eyebrow and title in their `section-heading` block, with what follows them (a claim, an intro). */
export function SectionHeading({
  as: Wrapper = "header",
  centre = false,
  className,
  children,
  ...heading
}: Omit<EyebrowTitleProps, "as" | "titleClassName"> & {
  eyebrow: ReactNode;
  as?: "header" | "div";
  centre?: boolean;
  /** Extra classes of the block. */
  className?: string;
  children?: ReactNode;
}) {
  const classes = ["section-heading", centre ? "section-heading--centre" : "", className ?? ""];
  return (
    <Wrapper className={classes.filter(Boolean).join(" ")}>
      <EyebrowTitle {...heading} />
      {children}
    </Wrapper>
  );
}
