// The gift card as it will be printed: the recipient's name, the message in its own direction and
// face, and the sender's name as its sign-off (none on a card signed anonymously).
import { useTranslator } from "~/i18n/use-translator";

export interface CardFace {
  message: string;
  recipientName: string;
  /** The sign-off: null when the card is signed anonymously or no name is known yet. */
  sender: string | null;
}

export function CardPreview({ card, id }: { card: CardFace; id?: string }) {
  const { t } = useTranslator();
  return (
    <figure className="gift-card-preview" aria-labelledby={id ? `${id}-caption` : undefined}>
      <figcaption id={id ? `${id}-caption` : undefined} className="eyebrow">
        {t("gift.preview")}
      </figcaption>
      <div className="gift-card" id={id}>
        {card.recipientName ? (
          <p className="gift-card__to" dir="auto">
            {card.recipientName}
          </p>
        ) : null}
        {card.message ? (
          <p className="gift-card__message" dir="auto">
            {card.message}
          </p>
        ) : (
          <p className="gift-card__message gift-card__placeholder">
            {t("gift.previewPlaceholder")}
          </p>
        )}
        {card.sender ? (
          <p className="gift-card__from" dir="auto">
            {card.sender}
          </p>
        ) : null}
      </div>
    </figure>
  );
}
