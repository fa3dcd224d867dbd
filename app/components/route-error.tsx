// The shared error boundary content (SPEC.md §8): 'Something went wrong' with 'Reload Page' and
// 'Return Home', a js_error for the data layer, and a helpful not-found variant. A route uses it
// with `export { RouteError as ErrorBoundary } from "~/components/route-error"`; a thrown
// `new Response("Category not found", { status: 404 })` becomes the not-found heading.
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { reportError } from "~/analytics/data-layer";
import { CurrentQueryInputs } from "./layout/query-inputs";

export interface NotFoundCopy {
  title?: string;
  message?: string;
}

/** A short message a loader put in its error response, if it reads like one. */
function messageOf(data: unknown): string | undefined {
  const text =
    typeof data === "string"
      ? data
      : data && typeof data === "object" && "message" in data
        ? String((data as { message: unknown }).message)
        : undefined;
  return text && text.length <= 160 && !/^\s*</.test(text) ? text : undefined;
}

export function RouteError({ notFound }: { notFound?: NotFoundCopy } = {}) {
  const error = useRouteError();
  const response = isRouteErrorResponse(error) ? error : null;

  useEffect(() => {
    // Thrown responses are answers (404, 403…), not crashes; only real errors are reported.
    if (!isRouteErrorResponse(error)) reportError(error);
  }, [error]);

  if (response?.status === 404) {
    return (
      <div className="error-page">
        <p className="eyebrow">Error 404</p>
        <h1 className="title">{notFound?.title ?? messageOf(response.data) ?? "Page not found"}</h1>
        <p className="prose">
          {notFound?.message ??
            "The page you were looking for has moved or never existed. The collection is a good place to begin again."}
        </p>
        <div className="error-page__actions">
          <Link to="/collection" className="button">
            Browse the Collection
          </Link>
          <HomeButton />
        </div>
      </div>
    );
  }

  const told = response && response.status < 500 ? messageOf(response.data) : undefined;
  return (
    <div className="error-page">
      <p className="eyebrow">{response ? `Error ${response.status}` : "Error"}</p>
      <h1 className="title">Something went wrong</h1>
      <p className="prose">
        {told ?? "An unexpected error occurred. Please try refreshing the page."}
      </p>
      <ErrorActions />
    </div>
  );
}

/** 'Reload Page' and 'Return Home': real buttons in GET forms, so they work without scripts. */
function ErrorActions() {
  return (
    <div className="error-page__actions">
      <ReloadButton />
      <HomeButton />
    </div>
  );
}

function ReloadButton() {
  const { pathname } = useLocation();
  return (
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
  );
}

function HomeButton() {
  return (
    <form method="get" action="/">
      <button
        type="submit"
        className="button button--secondary"
        onClick={(event) => {
          // A full load after an error starts the app afresh.
          event.preventDefault();
          window.location.assign("/");
        }}
      >
        Return Home
      </button>
    </form>
  );
}
