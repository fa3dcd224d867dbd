// The last word of a story page: a short invitation and the one action it leads to.
import type { ReactNode } from "react";
import { EyebrowTitle } from "~/components/section-heading";

interface ContentCtaProps {
  /** The heading's id, which labels the section. */
  id: string;
  eyebrow?: string;
  title: string;
  text: string;
  /** On the deeper background, where the section before it is light. */
  deep?: boolean;
  /** The action: a link styled as a button. */
  children: ReactNode;
}

export function ContentCta({ id, eyebrow, title, text, deep = false, children }: ContentCtaProps) {
  return (
    <section
      className={deep ? "section section--deep content-cta" : "section content-cta"}
      aria-labelledby={id}
    >
      <div className="container container--narrow content-cta__inner">
        <EyebrowTitle eyebrow={eyebrow} id={id} title={title} />
        <p className="content-cta__text">{text}</p>
        {children}
      </div>
    </section>
  );
}
