// A bouquet in a grid: portrait picture, Sold out/New/Featured tags, title in the serif, price below.
import { Link } from "@remix-run/react";
import type { BouquetCardData } from "~/catalogue/cards";
import type { PriceRange } from "~/catalogue/price-text";
import { useTranslator } from "~/i18n/use-translator";
import type { Translator } from "~/i18n/translate";
import { ReportingBoundary } from "./reporting-boundary";
import { ShopImage } from "./shop-image";

// On a phone a card is half the screen less the page's side margins and the gap between the two
// columns (24 + 16 / 2 px): saying 50vw made a 1.75× phone fetch the 480 px picture for a 305 px slot.
const CARD_SIZES = "(max-width: 768px) calc(50vw - 32px), (max-width: 1100px) 33vw, 25vw";

export function BouquetCard({
  bouquet,
  priority = false,
}: {
  bouquet: BouquetCardData;
  priority?: boolean;
}) {
  const translator = useTranslator();
  const { t, path } = translator;
  // A bouquet without a title reads 'Bouquet' (cards.ts): said in the page's language.
  const title = bouquet.title === "Bouquet" ? t("catalogue.card.untitled") : bouquet.title;
  return (
    // One broken card never takes the grid down with it.
    <ReportingBoundary fallback={FailedCard}>
      <article className={bouquet.inStock ? "bouquet-card" : "bouquet-card bouquet-card--sold-out"}>
        <Link
          to={path(`/collection/${bouquet.id}`)}
          className="bouquet-card__link"
          prefetch="intent"
        >
          <div className="bouquet-card__media">
            <ShopImage
              imageRef={bouquet.imageId}
              alt={title}
              width={640}
              height={800}
              sizes={CARD_SIZES}
              priority={priority}
            />
            {bouquet.hoverImageId ? (
              <ShopImage
                imageRef={bouquet.hoverImageId}
                alt=""
                width={640}
                height={800}
                sizes={CARD_SIZES}
                className="bouquet-card__alt"
              />
            ) : null}
            {bouquet.isNew || bouquet.featured || !bouquet.inStock ? (
              <div className="bouquet-card__tags">
                {bouquet.inStock ? null : (
                  <span className="tag tag--sold-out">{t("catalogue.card.soldOut")}</span>
                )}
                {bouquet.isNew ? <span className="tag">{t("catalogue.card.new")}</span> : null}
                {bouquet.featured ? (
                  <span className="tag tag--blush">{t("catalogue.card.featured")}</span>
                ) : null}
              </div>
            ) : null}
          </div>
          <h3 className="bouquet-card__title" lang={bouquet.titleLang}>
            {title}
          </h3>
        </Link>
        <p className="bouquet-card__price">{priceWords(bouquet.priceRange, translator)}</p>
      </article>
    </ReportingBoundary>
  );
}

export function BouquetCardSkeleton() {
  return (
    <div className="bouquet-card" aria-hidden="true">
      <div className="bouquet-card__media skeleton" />
      <div className="skeleton bouquet-card__skeleton-line" />
      <div className="skeleton bouquet-card__skeleton-line bouquet-card__skeleton-line--short" />
    </div>
  );
}

/** 'AED 450 - AED 950', or one price, in the page's language ('من 450 د.إ إلى 950 د.إ'). */
function priceWords({ min, max }: PriceRange, { t, money }: Translator): string {
  return min === max
    ? money(min)
    : t("catalogue.card.priceRange", { min: money(min), max: money(max) });
}

function FailedCard() {
  const { t } = useTranslator();
  return (
    <div className="bouquet-card bouquet-card--failed" role="alert">
      {t("catalogue.card.failed")}
    </div>
  );
}
