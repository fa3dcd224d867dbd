// /collection: every bouquet, sortable through `?sort=`. A failed load shows the
// route's error box; a client-side re-sort shows a spinner over the grid.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CardGrid } from "~/components/catalogue/card-grid";
import { CatalogueToolbar } from "~/components/catalogue/catalogue-toolbar";
import { CategoryMenu } from "~/components/catalogue/category-menu";
import { ComingSoon } from "~/components/catalogue/coming-soon";
import { LoadingSpinner } from "~/components/catalogue/loading-spinner";
import { PageIntro } from "~/components/catalogue/page-intro";
import { usePendingList } from "~/components/catalogue/use-pending-list";
import { useTrackList } from "~/components/catalogue/use-track-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { GiftAdded } from "~/components/cart/gift-added";
import { pageMeta } from "~/content/meta";
import { collectionCatalogue } from "~/catalogue/listings.server";
import { languageOfRequest } from "~/i18n/languages";
import { shopFromMatches, useShop } from "~/content/shop-context";
import { translatorFromMatches, useTranslator } from "~/i18n/use-translator";
import catalogueStyles from "~/styles/catalogue.css?url";
import { catalogueHeaders } from "~/platform/http-cache";

/** The list's name in the analytics events, English in both languages like the events' names. */
const LIST_NAME = "The Collection";

export const headers = catalogueHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

export function loader({ request }: LoaderFunctionArgs) {
  return collectionCatalogue(new URL(request.url).searchParams, languageOfRequest(request));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const shop = shopFromMatches(matches);
  const { t, path } = translatorFromMatches(matches, location.pathname);
  return pageMeta({
    title: `${t("catalogue.collection.title")} | ${shop.shopName}`,
    description: t("catalogue.collection.intro"),
    origin: shop.origin,
    path: path("/collection"),
    image: data?.cards[0]?.imageId,
    shopName: shop.shopName,
  });
};

function CategoryLinks() {
  const { categories } = useShop();
  const { t } = useTranslator();
  if (categories.length === 0) return null;
  return (
    <CategoryMenu
      label={t("catalogue.menu.label")}
      currentKind="page"
      links={[
        { name: t("catalogue.menu.all"), href: "/collection", current: true },
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
  const { sort, cards, comingSoon } = useLoaderData<typeof loader>();
  const { t, path } = useTranslator();
  const { shopName, shopNameLang } = useShop();
  const pending = usePendingList((pathname) => pathname === path("/collection"));
  useTrackList(`collection-${sort}`, LIST_NAME, cards);

  return (
    <div className="catalogue-page">
      <PageIntro
        eyebrow={<span lang={shopNameLang}>{shopName}</span>}
        title={t("catalogue.collection.title")}
        text={t("catalogue.collection.intro")}
      />
      <div className="container">
        <GiftAdded />
        {comingSoon ? (
          <ComingSoon />
        ) : (
          <>
            <CategoryLinks />
            <CatalogueToolbar
              count={cards.length}
              pending={pending}
              sort={sort}
              path="/collection"
            />
            <div className="catalogue-page__grid" aria-busy={pending}>
              {pending ? <LoadingSpinner /> : null}
              <CardGrid
                cards={cards}
                skeletons={0}
                priority={2}
                heading={t("catalogue.collection.gridHeading")}
                emptyText={t("catalogue.collection.empty")}
              />
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** A failed load says so in an alert under the page's heading, and is reported. */
function CollectionLoadFailed() {
  const { t, path } = useTranslator();
  const { shopName, shopNameLang } = useShop();
  return (
    <div className="catalogue-page">
      <PageIntro
        eyebrow={<span lang={shopNameLang}>{shopName}</span>}
        title={t("catalogue.collection.title")}
      />
      <div className="container">
        <div className="alert alert--error catalogue-page__error" role="alert">
          <p>{t("catalogue.collection.loadFailed")}</p>
          <p className="catalogue-page__error-hint">
            {t("catalogue.collection.loadFailedHint")}{" "}
            <a href={path("/collection")}>{t("catalogue.reload")}</a>
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
