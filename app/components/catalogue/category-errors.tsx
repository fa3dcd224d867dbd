// What a category page shows when its category is unknown (a real 404) or it failed to load.
import { Link, useLocation } from "@remix-run/react";
import { PageIntro } from "./page-intro";

export const CATEGORY_NOT_FOUND = "Category not found";

/** The category pages' eyebrow: the way back to the whole collection. */
export const CollectionLink = () => <Link to="/collection">The Collection</Link>;

export function CategoryNotFound() {
  return (
    <div className="catalogue-page">
      <PageIntro
        eyebrow={<CollectionLink />}
        title={CATEGORY_NOT_FOUND}
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

export function CategoryLoadFailed() {
  const location = useLocation();
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
