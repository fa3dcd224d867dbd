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
import { PageIntro } from "~/components/catalogue/page-intro";
import { usePendingList } from "~/components/catalogue/use-pending-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useTrackList } from "~/components/catalogue/use-track-list";
import { pageMeta } from "~/content/meta";
import { categoryCatalogue } from "~/catalogue/listings.server";
import { languageOfRequest } from "~/i18n/languages";
import { shopFromMatches, useShop } from "~/content/shop-context";
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

export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) => {
  const shop = shopFromMatches(matches);
  if (!data) return [{ title: `${CATEGORY_NOT_FOUND} | ${shop.shopName}` }];
  return pageMeta({
    title: `${data.category.name} | ${shop.shopName}`,
    description: data.category.description ?? `${data.category.name} from ${shop.shopName}, Dubai.`,
    origin: shop.origin,
    path: `/${params.slug}`,
    image: data.cards[0]?.imageId,
    shopName: shop.shopName,
  });
};

export default function CategoryPage() {
  const { category, sort, cards } = useLoaderData<typeof loader>();
  const { categories } = useShop();
  const pending = usePendingList((pathname) => categories.some((c) => pathname === `/${c.slug}`));
  useTrackList(`category-${category.slug}-${sort}`, category.name, cards);

  return (
    <div className="catalogue-page">
      <PageIntro
        eyebrow={<CollectionLink />}
        title={category.name}
        titleLang={category.nameLang}
        text={category.description}
      />
      <div className="container">
        <CategoryMenu
          label="Browse by category"
          currentKind="page"
          links={[
            { name: "All bouquets", href: "/collection", current: false },
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
          heading={`${category.name} bouquets`}
          emptyText="No items found in this category."
        />
        {cards.length === 0 && !pending ? (
          <p className="catalogue-page__back">
            <Link className="button button--secondary" to="/collection">
              Browse the collection
            </Link>
          </p>
        ) : null}
      </div>
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
