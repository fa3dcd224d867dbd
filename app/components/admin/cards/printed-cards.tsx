// The day's gift cards as printed: four to an A4 page, each a quarter of it with cut lines between,
// each message in its own direction and face, the recipient's name above and, small, the order
// number; the sender's name signs it off unless the card is anonymous.
import type { PrintedCard } from "~/orders/day-cards.server";

const PER_PAGE = 4;

/** Text written in Arabic letters is marked so, for its face and untracked letters. */
const languageOf = (text: string) => (/\p{Script=Arabic}/u.test(text) ? "ar" : undefined);

/** The order's number, and the gift's place in it on an order of several: 'MF-10001 · Gift 2 of 3'. */
const cardName = (card: PrintedCard) =>
  card.gift ? `${card.orderNumber} · ${card.gift}` : card.orderNumber;

export function PrintedCards({ cards }: { cards: PrintedCard[] }) {
  const pages: PrintedCard[][] = [];
  for (let start = 0; start < cards.length; start += PER_PAGE) {
    pages.push(cards.slice(start, start + PER_PAGE));
  }
  return (
    <div className="printed-cards">
      {pages.map((page, index) => (
        <section
          key={index}
          className="printed-cards__page"
          aria-label={`Page ${index + 1} of ${pages.length}`}
        >
          {page.map((card) => (
            <article key={card.id} className="printed-card" aria-label={cardName(card)}>
              <p className="printed-card__to" dir="auto" lang={languageOf(card.recipientName)}>
                {card.recipientName}
              </p>
              <p className="printed-card__message" dir="auto" lang={languageOf(card.message)}>
                {card.message}
              </p>
              {card.sender ? (
                <p className="printed-card__from" dir="auto" lang={languageOf(card.sender)}>
                  {card.sender}
                </p>
              ) : null}
              <p className="printed-card__number">{cardName(card)}</p>
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
