// A list of points, each a short title and its text: the maison's values, the craft's chapters,
// what happens after an order, what to expect from a message. Numbered lists count 01, 02, 03.
import { twoDigits } from "~/components/two-digits";

interface PointListProps {
  /** The list's class, and the prefix of its parts' (`values` → `values__item`, `values__title`…). */
  block: string;
  points: { title: string; text: string }[];
  /** An ordered list (steps in turn) or not. */
  ordered?: boolean;
  /** Show each point's number before its title. */
  numbered?: boolean;
  /** The points' heading level: h3 under a section's title, h2 where the page's title is h1. */
  titleAs?: "h2" | "h3";
  /** The list's name, where no heading names it. */
  "aria-label"?: string;
}

export function PointList({
  block,
  points,
  ordered = false,
  numbered = false,
  titleAs: Title = "h3",
  "aria-label": label,
}: PointListProps) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={block} aria-label={label}>
      {points.map((point, index) => (
        <li key={point.title} className={`${block}__item`}>
          {numbered ? (
            <span className={`${block}__number`} aria-hidden="true">
              {twoDigits(index + 1)}
            </span>
          ) : null}
          <Title className={`${block}__title`}>{point.title}</Title>
          <p className={`${block}__text`}>{point.text}</p>
        </li>
      ))}
    </List>
  );
}
