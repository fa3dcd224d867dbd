// A text of the shop's content in the page's language: the Arabic on an Arabic page once it is
// written, else the English, marked as English so it is read (and hyphenated) as such.
import type { ElementType } from "react";
import { inLanguage, type Text } from "~/content/text-in-language";
import { keepTimesWhole } from "~/i18n/format";
import { useTranslator } from "~/i18n/use-translator";

/** The text in the page's language, with the lang attribute it needs. */
export function useContentText(): (text: Text) => { text: string; lang?: "en" } {
  const { language } = useTranslator();
  return (text) => inLanguage(text, language);
}

export function ContentText({
  text,
  as: Tag = "span",
  className,
  id,
}: {
  text: Text;
  as?: ElementType;
  className?: string;
  id?: string;
}) {
  const say = useContentText()(text);
  return (
    <Tag className={className} id={id} lang={say.lang}>
      {keepTimesWhole(say.text)}
    </Tag>
  );
}

/** A text of several lines (an address) as one span per line inside its element. */
export function ContentLines({
  text,
  as: Tag = "address",
  className,
}: {
  text: Text;
  as?: ElementType;
  className?: string;
}) {
  const say = useContentText()(text);
  return (
    <Tag className={className} lang={say.lang}>
      {say.text
        .split("\n")
        .filter((line) => line.trim())
        .map((line, index) => (
          <span key={index}>{line}</span>
        ))}
    </Tag>
  );
}

/** A text of paragraphs (blank lines between them) as one <p> each. */
export function ContentParagraphs({ text }: { text: Text }) {
  const say = useContentText()(text);
  return (
    <>
      {say.text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          <p key={index} lang={say.lang}>
            {paragraph.trim()}
          </p>
        ))}
    </>
  );
}
