// /{slug}: one category and its bouquets (SPEC.md §2). An unknown slug is a real 404 rendered by
// this route's error boundary; switching categories client-side shows six skeleton cards.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  useLoaderData,
  useLocation,
  useRouteError,
} from "@remix-run/react";
import { useEffect } from "react";
import { reportError } from "~/analytics/data-layer";
import { CardGrid } from "~/components/catalogue/card-grid";
import { CatalogueToolbar } from "~/components/catalogue/catalogue-toolbar";
import { CategoryMenu } from "~/components/catalogue/category-menu";
import { PageIntro } from "~/components/catalogue/page-intro";
import { usePendingList } from "~/components/catalogue/use-pending-list";
import { useTrackList } from "~/components/catalogue/use-track-list";
import { pageMeta } from "~/content/meta";
import { categoryCatalogue } from "~/catalogue/listings.server";
import { shopFromMatches, useShop } from "~/content/shop-context";
import catalogueStyles from "~/styles/catalogue.css?url";

const NOT_FOUND = "Category not found";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

export function loader({ params, request }: LoaderFunctionArgs) {
  const data = categoryCatalogue(params.slug ?? "", new URL(request.url).searchParams);
  if (!data) throw new Response(NOT_FOUND, { status: 404 });
  return data;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) => {
  const shop = shopFromMatches(matches);
  if (!data) return [{ title: `${NOT_FOUND} | ${shop.shopName}` }];
  return pageMeta({
    title: `${data.category.name} | ${shop.shopName}`,
    description: data.category.description ?? `${data.category.name} from ${shop.shopName}, Dubai.`,
    origin: shop.origin,
    path: `/${params.slug}`,
    image: data.cards[0]?.imageId,
    shopName: shop.shopName,
  });
};

const CollectionLink = () => <Link to="/collection">The Collection</Link>;

export default function CategoryPage() {
  const { category, sort, cards } = useLoaderData<typeof loader>();
  const { categories } = useShop();
  const pending = usePendingList((pathname) => categories.some((c) => pathname === `/${c.slug}`));
  useTrackList(`category-${category.slug}-${sort}`, category.name, cards);

  return (
    <div className="catalogue-page">
      <PageIntro eyebrow={<CollectionLink />} title={category.name} text={category.description} />
      <div className="container">
        <CategoryMenu
          label="Browse by category"
          currentKind="page"
          links={[
            { name: "All bouquets", href: "/collection", current: false },
            ...categories.map((c) => ({
              name: c.name,
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
          priority={4}
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
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const location = useLocation();
  useEffect(() => {
    if (!notFound) reportError(error);
  }, [error, notFound]);

  if (notFound) {
    return (
      <div className="catalogue-page">
        <PageIntro
          eyebrow={<CollectionLink />}
          title={NOT_FOUND}
          text="This collection has moved or is no longer in season."
        />
        <div className="container">
          <p className="catalogue-page__back">
            <Link className="button" to="/collection">
              Browse the collection
            </Link>
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="error-page">
      <h1>Something went wrong</h1>
      <p>An unexpected error occurred. Please try refreshing the page.</p>
      <div className="error-page__actions">
        <a className="button" href={location.pathname + location.search}>
          Reload Page
        </a>
        <a className="button button--secondary" href="/">
          Return Home
        </a>
      </div>
    </div>
  );
}
