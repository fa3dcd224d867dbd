// The opening of the collection and category pages: eyebrow, title, a line of introduction.
import type { ReactNode } from "react";
import type { Language } from "~/i18n/languages";

export function PageIntro({
  eyebrow,
  title,
  titleLang,
  text,
  textLang,
}: {
  eyebrow: ReactNode;
  title: string;
  /** The title's language, when it is a catalogue text (a category's name). */
  titleLang?: Language;
  text?: string | null;
  /** The line's language, when it is a catalogue text written in one language only. */
  textLang?: Language;
}) {
  return (
    <header className="page-intro container">
      <p className="eyebrow page-intro__eyebrow">{eyebrow}</p>
      <h1 className="display page-intro__title" lang={titleLang}>
        {title}
      </h1>
      {text ? (
        <p className="lede page-intro__text" lang={textLang}>
          {text}
        </p>
      ) : null}
    </header>
  );
}
