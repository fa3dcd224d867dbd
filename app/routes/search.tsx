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

export const headers = catalogueHeaders;
export function loader({ request }: LoaderFunctionArgs) {
  const query = cleanQuery(new URL(request.url).searchParams.get("q"));
  return { query, results: query ? searchCatalogue(query, languageOfRequest(request)) : [] };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const shop = shopFromMatches(matches);
  const query = data?.query;
  return [
    ...pageMeta({
      title: query
        ? `Search results for “${query}” | ${shop.shopName}`
        : `Search | ${shop.shopName}`,
      description: `Search the bouquets of ${shop.shopName}, luxury florist in Dubai.`,
      origin: shop.origin,
      path: "/search",
      shopName: shop.shopName,
    }),
    // Result pages are endless variations of the collection: keep them out of search engines.
    { name: "robots", content: "noindex, follow" },
  ];
};

const bouquets = (count: number) => `${count} ${count === 1 ? "bouquet" : "bouquets"}`;

export default function SearchPage() {
  const { query, results } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/search";

  useEffect(() => {
    if (query) track("search", { search_term: query, results: results.length });
  }, [query, results.length]);

  return (
    <div className="search-page">
      <section className="container search-page__intro" aria-labelledby="search-heading">
        <p className="eyebrow">Search</p>
        <h1 id="search-heading" className="title">
          {query ? `Results for “${query}”` : "Search the collection"}
        </h1>
        {query && results.length === 0 ? null : (
          <p className="search-page__count">
            {query ? bouquets(results.length) : "Find a bouquet by its name, a flower or a colour."}
          </p>
        )}
        <Form method="get" action="/search" role="search" className="search-page__form">
          <label htmlFor="search-query" className="label">
            Search the collection
          </label>
          <div className="search-page__field">
            <input
              key={query}
              id="search-query"
              className="input"
              type="search"
              name="q"
              defaultValue={query}
              placeholder="Roses, peonies, white…"
              maxLength={MAX_QUERY_LENGTH}
              enterKeyHint="search"
            />
            <button type="submit" className="button">
              Search
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
          {query ? "Matching bouquets" : "Browse by category"}
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
  return (
    <div className="search-empty">
      <p className="lede">No bouquets match “{query}”.</p>
      <p className="prose">Try another flower or colour, or browse the whole collection.</p>
      <Link to="/collection" className="button button--secondary">
        Browse the Collection
      </Link>
    </div>
  );
}

function CategorySuggestions() {
  const { categories } = useShop();
  return (
    <div className="search-empty">
      <p className="eyebrow">Or browse by category</p>
      <ul className="search-suggestions">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={`/${category.slug}`} lang={category.nameLang}>
              {category.name}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/collection">All bouquets</Link>
        </li>
      </ul>
    </div>
  );
}
