// The item page's error views: not found, or the item failed to load.
import { isRouteErrorResponse, Link } from "@remix-run/react";
import { ReloadButton } from "~/components/error-pages";

/** 'Server error: {status} {statusText}', else the error's message, else a default. */
export function loadErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error))
    return `Server error: ${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return "There was a problem loading this item";
}

export function ItemNotFound() {
  return (
    <div className="error-page item-error">
      <p className="eyebrow">Error 404</p>
      <h1 className="title">Item Not Found</h1>
      <p className="item-error__text">
        This bouquet is no longer in our collection, or the address is incomplete.
      </p>
      <div className="error-page__actions">
        <Link className="button" to="/collection">
          Browse Collection
        </Link>
      </div>
    </div>
  );
}

export function ItemLoadFailed({ error }: { error: unknown }) {
  return (
    <div className="error-page item-error">
      <p className="eyebrow">Something went wrong</p>
      <h1 className="title">Error Loading Item</h1>
      <p className="item-error__text" role="alert">
        {loadErrorMessage(error)}
      </p>
      <div className="error-page__actions">
        <ReloadButton />
        <Link className="button button--secondary" to="/collection">
          Back to Collection
        </Link>
      </div>
    </div>
  );
}
