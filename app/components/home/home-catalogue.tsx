// The home page's catalogue: categories beside a sorted grid of bouquets. The choice lives in the
// URL (`/?category=roses&sort=price-low#catalogue`), read by the loader; JavaScript only swaps the
// list in place and shows eight skeleton cards meanwhile.
import { Link } from "@remix-run/react";
import { CardGrid } from "~/components/catalogue/card-grid";
import { catalogueHref } from "~/catalogue/catalogue-url";
import { CatalogueToolbar } from "~/components/catalogue/catalogue-toolbar";
import { CategoryMenu } from "~/components/catalogue/category-menu";
import { SectionHeading } from "~/components/section-heading";
import { usePendingList } from "~/components/catalogue/use-pending-list";
import { useTrackList } from "~/components/catalogue/use-track-list";
import type { HomeCatalogue as HomeCatalogueData } from "~/catalogue/listings.server";
import { CATALOGUE_TEXT } from "~/content/home-content";

const SECTION_ID = "catalogue";

export function HomeCatalogue({ catalogue }: { catalogue: HomeCatalogueData }) {
  const { categories, selected, sort, cards } = catalogue;
  const pending = usePendingList((pathname) => pathname === "/");
  useTrackList(`home-${selected?.slug ?? "all"}-${sort}`, selected?.name ?? "All bouquets", cards);

  return (
    <section id={SECTION_ID} className="section catalogue" aria-labelledby="catalogue-title">
      <div className="container">
        <SectionHeading
          className="catalogue__heading"
          eyebrow={CATALOGUE_TEXT.eyebrow}
          id="catalogue-title"
          title={CATALOGUE_TEXT.title}
        />
        <div className="catalogue__layout">
          <div className="catalogue__aside">
            {categories.length > 0 ? (
              <CategoryMenu
                label="Bouquet categories"
                className="category-menu--vertical"
                inPlace
                links={categories.map((category) => ({
                  name: category.name,
                  lang: category.nameLang,
                  href: catalogueHref("/", { category: category.slug, sort }, SECTION_ID),
                  current: category.slug === selected?.slug,
                }))}
              />
            ) : (
              <p className="catalogue-empty catalogue-empty--menu">{CATALOGUE_TEXT.noCategories}</p>
            )}
          </div>
          <div className="catalogue__main">
            {selected?.description ? (
              <p className="catalogue__description">
                <span className="catalogue__description-name" lang={selected.nameLang}>
                  {selected.name}
                </span>{" "}
                {selected.description}
              </p>
            ) : null}
            <CatalogueToolbar
              count={cards.length}
              pending={pending}
              sort={sort}
              path="/"
              category={selected?.slug}
              hash={SECTION_ID}
            />
            <CardGrid
              cards={cards}
              pending={pending}
              skeletons={8}
              emptyText={CATALOGUE_TEXT.noBouquets}
            />
            <div className="catalogue__more">
              <Link className="button button--secondary" to="/collection">
                View the full collection
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
