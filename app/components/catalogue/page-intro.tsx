// The opening of the collection and category pages: eyebrow, title, a line of introduction.
import type { ReactNode } from "react";

export function PageIntro({
  eyebrow,
  title,
  text,
}: {
  eyebrow: ReactNode;
  title: string;
  text?: string | null;
}) {
  return (
    <header className="page-intro container">
      <p className="eyebrow page-intro__eyebrow">{eyebrow}</p>
      <h1 className="display page-intro__title">{title}</h1>
      {text ? <p className="lede page-intro__text">{text}</p> : null}
    </header>
  );
}
