// The home page's catalogue: categories beside a sorted grid of bouquets. The choice lives in the
// URL (`/?category=roses&sort=price-low#catalogue`), read by the loader; JavaScript only swaps the
// list in place and shows eight skeleton cards meanwhile.
import { Link } from "@remix-run/react";
import { CardGrid } from "~/components/catalogue/card-grid";
import { catalogueHref } from "~/catalogue/catalogue-url";
import { CatalogueToolbar } from "~/components/catalogue/catalogue-toolbar";
import { CategoryMenu } from "~/components/catalogue/category-menu";
import { ComingSoon } from "~/components/catalogue/coming-soon";
import { SectionHeading } from "~/components/section-heading";
import { usePendingList } from "~/components/catalogue/use-pending-list";
import { useTrackList } from "~/components/catalogue/use-track-list";
import type { HomeCatalogue as HomeCatalogueData } from "~/catalogue/listings.server";
import { englishPath } from "~/i18n/languages";
import { useTranslator } from "~/i18n/use-translator";

const SECTION_ID = "catalogue";

export function HomeCatalogue({ catalogue }: { catalogue: HomeCatalogueData }) {
  const { categories, selected, sort, cards, comingSoon } = catalogue;
  const { t, path } = useTranslator();
  const pending = usePendingList((pathname) => englishPath(pathname) === "/");
  // The list's name in the data layer stays English, as its events do.
  useTrackList(`home-${selected?.slug ?? "all"}-${sort}`, selected?.name ?? "All bouquets", cards);

  return (
    <section id={SECTION_ID} className="section catalogue" aria-labelledby="catalogue-title">
      <div className="container">
        <SectionHeading
          className="catalogue__heading"
          eyebrow={t("home.catalogue.eyebrow")}
          id="catalogue-title"
          title={t("home.catalogue.title")}
        />
        {comingSoon ? (
          <ComingSoon />
        ) : (
          <div className="catalogue__layout">
            <div className="catalogue__aside">
              {categories.length > 0 ? (
                <CategoryMenu
                  label={t("home.catalogue.menuLabel")}
                  className="category-menu--vertical"
                  inPlace
                  links={categories.map((category) => ({
                    name: category.name,
                    lang: category.nameLang,
                    href: path(catalogueHref("/", { category: category.slug, sort }, SECTION_ID)),
                    current: category.slug === selected?.slug,
                  }))}
                />
              ) : (
                <p className="catalogue-empty catalogue-empty--menu">
                  {t("home.catalogue.noCategories")}
                </p>
              )}
            </div>
            <div className="catalogue__main">
              {selected?.description ? (
                <p className="catalogue__description">
                  <span className="catalogue__description-name" lang={selected.nameLang}>
                    {selected.name}
                  </span>{" "}
                  <span lang={selected.descriptionLang}>{selected.description}</span>
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
                emptyText={t("home.catalogue.noBouquets")}
              />
              <div className="catalogue__more">
                <Link className="button button--secondary" to={path("/collection")}>
                  {t("home.catalogue.viewAll")}
                </Link>
              </div>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
