// /search?q= : bouquets whose title, descriptions or categories match every word (from
// the header's search box). A GET form and server-rendered results, so it works without scripts.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { track } from "~/analytics/data-layer";
import { BouquetCard } from "~/components/bouquet-card";
import { pageMeta } from "~/content/meta";
import { searchCatalogue } from "~/catalogue/search.server";
import { languageOfRequest } from "~/i18n/languages";
import { cleanQuery, MAX_QUERY_LENGTH } from "~/catalogue/search-query";
import { shopFromMatches, useShop } from "~/content/shop-context";
import { catalogueHeaders } from "~/platform/http-cache";
import { englishPath } from "~/i18n/languages";
import { translatorFromMatches, useTranslator } from "~/i18n/use-translator";

export const headers = catalogueHeaders;
export function loader({ request }: LoaderFunctionArgs) {
  const query = cleanQuery(new URL(request.url).searchParams.get("q"));
  return { query, results: query ? searchCatalogue(query, languageOfRequest(request)) : [] };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const shop = shopFromMatches(matches);
  const { t, path } = translatorFromMatches(matches);
  const query = data?.query;
  return [
    ...pageMeta({
      title: `${query ? t("pages.search.resultsTitle", { query }) : t("pages.search.title")} | ${shop.shopName}`,
      description: t("pages.search.description", { shopName: shop.shopName }),
      origin: shop.origin,
      path: path("/search"),
      shopName: shop.shopName,
    }),
    // Result pages are endless variations of the collection: keep them out of search engines.
    { name: "robots", content: "noindex, follow" },
  ];
};

export default function SearchPage() {
  const { query, results } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { t, path, number } = useTranslator();
  const searching =
    navigation.state === "loading" && englishPath(navigation.location.pathname) === "/search";

  useEffect(() => {
    if (query) track("search", { search_term: query, results: results.length });
  }, [query, results.length]);

  return (
    <div className="search-page">
      <section className="container search-page__intro" aria-labelledby="search-heading">
        <p className="eyebrow">{t("pages.search.eyebrow")}</p>
        <h1 id="search-heading" className="title">
          {query ? t("pages.search.resultsHeading", { query }) : t("pages.search.heading")}
        </h1>
        {query && results.length === 0 ? null : (
          <p className="search-page__count">
            {query
              ? t("pages.search.count", {
                  count: results.length,
                  number: number(results.length),
                })
              : t("pages.search.hint")}
          </p>
        )}
        <Form method="get" action={path("/search")} role="search" className="search-page__form">
          <label htmlFor="search-query" className="label">
            {t("pages.search.label")}
          </label>
          <div className="search-page__field">
            <input
              key={query}
              id="search-query"
              className="input"
              type="search"
              name="q"
              defaultValue={query}
              placeholder={t("pages.search.placeholder")}
              maxLength={MAX_QUERY_LENGTH}
              enterKeyHint="search"
            />
            <button type="submit" className="button">
              {t("pages.search.submit")}
            </button>
          </div>
        </Form>
      </section>

      <section
        className="container search-page__results"
        aria-labelledby="search-results-heading"
        aria-busy={searching}
      >
        <h2 id="search-results-heading" className="visually-hidden">
          {t(query ? "pages.search.matching" : "pages.search.browseByCategory")}
        </h2>
        {results.length > 0 ? (
          <ul className="card-grid">
            {results.map((bouquet, index) => (
              <li key={bouquet.id}>
                <BouquetCard bouquet={bouquet} priority={index < 4} />
              </li>
            ))}
          </ul>
        ) : query ? (
          <NoResults query={query} />
        ) : (
          <CategorySuggestions />
        )}
      </section>
    </div>
  );
}

function NoResults({ query }: { query: string }) {
  const { t, path } = useTranslator();
  return (
    <div className="search-empty">
      <p className="lede">{t("pages.search.noResults", { query })}</p>
      <p className="prose">{t("pages.search.tryAnother")}</p>
      <Link to={path("/collection")} className="button button--secondary">
        {t("pages.search.browse")}
      </Link>
    </div>
  );
}

function CategorySuggestions() {
  const { categories } = useShop();
  const { t, path } = useTranslator();
  return (
    <div className="search-empty">
      <p className="eyebrow">{t("pages.search.orBrowse")}</p>
      <ul className="search-suggestions">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={path(`/${category.slug}`)} lang={category.nameLang}>
              {category.name}
            </Link>
          </li>
        ))}
        <li>
          <Link to={path("/collection")}>{t("pages.search.allBouquets")}</Link>
        </li>
      </ul>
    </div>
  );
}
