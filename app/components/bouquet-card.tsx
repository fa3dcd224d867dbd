// A bouquet in a grid: portrait picture, Sold out/New/Featured tags, title in the serif, price below.
import { Link } from "@remix-run/react";
import type { BouquetCardData } from "~/catalogue/cards";
import { ReportingBoundary } from "./reporting-boundary";
import { ShopImage } from "./shop-image";

const CARD_SIZES = "(max-width: 768px) 50vw, (max-width: 1100px) 33vw, 25vw";

export function BouquetCard({
  bouquet,
  priority = false,
}: {
  bouquet: BouquetCardData;
  priority?: boolean;
}) {
  return (
    // One broken card never takes the grid down with it.
    <ReportingBoundary fallback={FailedCard}>
      <article className={bouquet.inStock ? "bouquet-card" : "bouquet-card bouquet-card--sold-out"}>
        <Link to={`/collection/${bouquet.id}`} className="bouquet-card__link" prefetch="intent">
          <div className="bouquet-card__media">
            <ShopImage
              imageRef={bouquet.imageId}
              alt={bouquet.title}
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
                {bouquet.inStock ? null : <span className="tag tag--sold-out">Sold out</span>}
                {bouquet.isNew ? <span className="tag">New</span> : null}
                {bouquet.featured ? <span className="tag tag--blush">Featured</span> : null}
              </div>
            ) : null}
          </div>
          <h3 className="bouquet-card__title" lang={bouquet.titleLang}>
            {bouquet.title}
          </h3>
        </Link>
        <p className="bouquet-card__price">{bouquet.priceText}</p>
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

function FailedCard() {
  return (
    <div className="bouquet-card bouquet-card--failed" role="alert">
      This component failed to load properly.
    </div>
  );
}
