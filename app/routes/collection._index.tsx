// /collection: every bouquet, sortable through `?sort=`. A failed load shows the
// route's error box; a client-side re-sort shows a spinner over the grid.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CardGrid } from "~/components/catalogue/card-grid";
import { CatalogueToolbar } from "~/components/catalogue/catalogue-toolbar";
import { CategoryMenu } from "~/components/catalogue/category-menu";
import { LoadingSpinner } from "~/components/catalogue/loading-spinner";
import { PageIntro } from "~/components/catalogue/page-intro";
import { usePendingList } from "~/components/catalogue/use-pending-list";
import { useTrackList } from "~/components/catalogue/use-track-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/content/meta";
import { collectionCatalogue } from "~/catalogue/listings.server";
import { languageOfRequest } from "~/i18n/languages";
import { shopFromMatches, useShop } from "~/content/shop-context";
import catalogueStyles from "~/styles/catalogue.css?url";
import { catalogueHeaders } from "~/platform/http-cache";

const TITLE = "The Collection";
const INTRO =
  "Every bouquet in the atelier, composed by hand each morning from the season's finest stems and delivered across Dubai.";

export const headers = catalogueHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

export function loader({ request }: LoaderFunctionArgs) {
  return collectionCatalogue(new URL(request.url).searchParams, languageOfRequest(request));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const shop = shopFromMatches(matches);
  return pageMeta({
    title: `${TITLE} | ${shop.shopName}`,
    description: INTRO,
    origin: shop.origin,
    path: "/collection",
    image: data?.cards[0]?.imageId,
    shopName: shop.shopName,
  });
};

function CategoryLinks() {
  const { categories } = useShop();
  if (categories.length === 0) return null;
  return (
    <CategoryMenu
      label="Browse by category"
      currentKind="page"
      links={[
        { name: "All bouquets", href: "/collection", current: true },
        ...categories.map((c) => ({
          name: c.name,
          lang: c.nameLang,
          href: `/${c.slug}`,
          current: false,
        })),
      ]}
    />
  );
}

export default function Collection() {
  const { sort, cards } = useLoaderData<typeof loader>();
  const pending = usePendingList((pathname) => pathname === "/collection");
  useTrackList(`collection-${sort}`, TITLE, cards);

  return (
    <div className="catalogue-page">
      <PageIntro eyebrow="Maison Florale" title={TITLE} text={INTRO} />
      <div className="container">
        <CategoryLinks />
        <CatalogueToolbar count={cards.length} pending={pending} sort={sort} path="/collection" />
        <div className="catalogue-page__grid" aria-busy={pending}>
          {pending ? <LoadingSpinner /> : null}
          <CardGrid
            cards={cards}
            skeletons={0}
            priority={2}
            heading="Bouquets"
            emptyText="There are no bouquets in the collection yet."
          />
        </div>
      </div>
    </div>
  );
}

/** A failed load says so in an alert under the page's heading, and is reported. */
function CollectionLoadFailed() {
  return (
    <div className="catalogue-page">
      <PageIntro eyebrow="Maison Florale" title={TITLE} />
      <div className="container">
        <div className="alert alert--error catalogue-page__error" role="alert">
          <p>Failed to load collection items</p>
          <p className="catalogue-page__error-hint">
            Please try again in a moment. <a href="/collection">Reload Page</a>
          </p>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      defaultStatusHandler={() => <CollectionLoadFailed />}
      unexpectedErrorHandler={() => <CollectionLoadFailed />}
      reported="all"
    />
  );
}
