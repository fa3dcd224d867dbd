// The grid of bouquet cards with its loading skeletons and empty text.
import { BouquetCard, BouquetCardSkeleton } from "~/components/bouquet-card";
import type { BouquetCardData } from "~/catalogue/cards";

export function CardGrid({
  cards,
  pending = false,
  skeletons,
  emptyText,
  priority = 0,
  heading,
}: {
  cards: BouquetCardData[];
  /** Show `skeletons` placeholder cards while another list loads. */
  pending?: boolean;
  skeletons: number;
  emptyText: string;
  /**
   * How many leading cards load eagerly, first: the first row on a phone. The rest load as they
   * near the screen, leaving the connection to the page's largest paint (Lighthouse).
   */
  priority?: number;
  /**
   * A heading for readers, on pages where the grid sits right under the page's title: the cards'
   * titles are third-level headings and need a second level above them.
   */
  heading?: string;
}) {
  if (pending) {
    return (
      <ul className="card-grid" aria-hidden="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i}>
            <BouquetCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (cards.length === 0) return <p className="catalogue-empty">{emptyText}</p>;
  return (
    <>
      {heading ? <h2 className="visually-hidden">{heading}</h2> : null}
      <ul className="card-grid">
        {cards.map((card, i) => (
          <li key={card.id}>
            <BouquetCard bouquet={card} priority={i < priority} />
          </li>
        ))}
      </ul>
    </>
  );
}
