// The item page's error boundary (SPEC.md §2, §8): not found, or the item failed to load.
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { reportError } from "~/analytics/data-layer";
import { CurrentQueryInputs } from "~/components/layout/query-inputs";

export function ItemErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) reportError(error);
  }, [error, notFound]);

  return notFound ? <ItemNotFound /> : <ItemLoadFailed message={loadErrorMessage(error)} />;
}

/** SPEC.md §8: 'Server error: {status} {statusText}', else the error's message, else a default. */
export function loadErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error))
    return `Server error: ${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return "There was a problem loading this item";
}

function ItemNotFound() {
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

function ItemLoadFailed({ message }: { message: string }) {
  const { pathname } = useLocation();
  return (
    <div className="error-page item-error">
      <p className="eyebrow">Something went wrong</p>
      <h1 className="title">Error Loading Item</h1>
      <p className="item-error__text" role="alert">
        {message}
      </p>
      <div className="error-page__actions">
        {/* A GET of the same address reloads without scripts; with them, a real reload. */}
        <form method="get" action={pathname}>
          <CurrentQueryInputs />
          <button
            type="submit"
            className="button"
            onClick={(event) => {
              event.preventDefault();
              window.location.reload();
            }}
          >
            Reload Page
          </button>
        </form>
        <Link className="button button--secondary" to="/collection">
          Back to Collection
        </Link>
      </div>
    </div>
  );
}
