// /{slug}: one category and its bouquets. An unknown slug is a real 404 rendered by
// this route's error boundary; switching categories client-side shows six skeleton cards.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CardGrid } from "~/components/catalogue/card-grid";
import {
  CATEGORY_NOT_FOUND,
  CategoryLoadFailed,
  CategoryNotFound,
  CollectionLink,
} from "~/components/catalogue/category-errors";
import { CatalogueToolbar } from "~/components/catalogue/catalogue-toolbar";
import { CategoryMenu } from "~/components/catalogue/category-menu";
import { ComingSoon } from "~/components/catalogue/coming-soon";
import { PageIntro } from "~/components/catalogue/page-intro";
import { usePendingList } from "~/components/catalogue/use-pending-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useTrackList } from "~/components/catalogue/use-track-list";
import { pageMeta } from "~/content/meta";
import { categoryCatalogue } from "~/catalogue/listings.server";
import { languageOfRequest } from "~/i18n/languages";
import { shopFromMatches, useShop } from "~/content/shop-context";
import { translatorFromMatches, useTranslator } from "~/i18n/use-translator";
import { invariantResponse } from "~/platform/invariant";
import catalogueStyles from "~/styles/catalogue.css?url";
import { catalogueHeaders } from "~/platform/http-cache";

export const headers = catalogueHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

export function loader({ params, request }: LoaderFunctionArgs) {
  const data = categoryCatalogue(
    params.slug ?? "",
    new URL(request.url).searchParams,
    languageOfRequest(request),
  );
  invariantResponse(data, CATEGORY_NOT_FOUND, { status: 404 });
  return data;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, params, location }) => {
  const shop = shopFromMatches(matches);
  const { t, path, language } = translatorFromMatches(matches, location.pathname);
  if (!data) return [{ title: `${t("catalogue.category.notFound")} | ${shop.shopName}` }];
  const { name, description, descriptionLang } = data.category;
  return pageMeta({
    title: `${name} | ${shop.shopName}`,
    // The category's own description in the page's language, else the shop's words for it.
    description:
      description && descriptionLang === language
        ? description
        : t("catalogue.category.description", { name, shopName: shop.shopName }),
    origin: shop.origin,
    path: path(`/${params.slug}`),
    image: data.cards[0]?.imageId,
    shopName: shop.shopName,
  });
};

export default function CategoryPage() {
  const { category, sort, cards, comingSoon } = useLoaderData<typeof loader>();
  const { categories } = useShop();
  const { t, path } = useTranslator();
  const pending = usePendingList((pathname) =>
    categories.some((c) => pathname === path(`/${c.slug}`)),
  );
  useTrackList(`category-${category.slug}-${sort}`, category.name, cards);

  return (
    <div className="catalogue-page">
      <PageIntro
        eyebrow={<CollectionLink />}
        title={category.name}
        titleLang={category.nameLang}
        text={category.description}
        textLang={category.descriptionLang}
      />
      {comingSoon ? (
        <div className="container">
          <ComingSoon />
        </div>
      ) : (
        <div className="container">
          <CategoryMenu
            label={t("catalogue.menu.label")}
            currentKind="page"
            links={[
              { name: t("catalogue.menu.all"), href: "/collection", current: false },
              ...categories.map((c) => ({
                name: c.name,
                lang: c.nameLang,
                href: `/${c.slug}`,
                current: c.slug === category.slug,
              })),
            ]}
          />
          <CatalogueToolbar
            count={cards.length}
            pending={pending}
            sort={sort}
            path={`/${category.slug}`}
          />
          <CardGrid
            cards={cards}
            pending={pending}
            skeletons={6}
            priority={2}
            heading={t("catalogue.category.gridHeading", { name: category.name })}
            emptyText={t("catalogue.category.empty")}
          />
          {cards.length === 0 && !pending ? (
            <p className="catalogue-page__back">
              <Link className="button button--secondary" to={path("/collection")}>
                {t("catalogue.category.browse")}
              </Link>
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: () => <CategoryNotFound /> }}
      defaultStatusHandler={() => <CategoryLoadFailed />}
      unexpectedErrorHandler={() => <CategoryLoadFailed />}
      reported="all-but-404"
    />
  );
}
