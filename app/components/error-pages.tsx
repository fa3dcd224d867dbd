// The shop's own error pages: 'Something went wrong' with 'Reload Page' and 'Return
// Home', and a helpful not-found page. Routes show them through the GeneralErrorBoundary.
import { Link, useLocation, type ErrorResponse } from "@remix-run/react";
import { CurrentQueryInputs } from "./layout/query-inputs";

/** A short message a loader put in its error response, if it reads like one. */
export function messageOf(data: unknown): string | undefined {
  const text =
    typeof data === "string"
      ? data
      : data && typeof data === "object" && "message" in data
        ? String((data as { message: unknown }).message)
        : undefined;
  return text && text.length <= 160 && !/^\s*</.test(text) ? text : undefined;
}

/** The helpful 404: the loader's own words as the heading (`new Response("Invoice not found")`). */
export function NotFoundPage({ response }: { response: ErrorResponse }) {
  return (
    <div className="error-page">
      <p className="eyebrow">Error 404</p>
      <h1 className="title">{messageOf(response.data) ?? "Page not found"}</h1>
      <p className="prose">
        The page you were looking for has moved or never existed. The collection is a good place to
        begin again.
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

/** Any other failure; a refusal under 500 says its own short message. */
export function SomethingWentWrong({ response }: { response?: ErrorResponse }) {
  const told = response && response.status < 500 ? messageOf(response.data) : undefined;
  return (
    <div className="error-page">
      <p className="eyebrow">{response ? `Error ${response.status}` : "Error"}</p>
      <h1 className="title">Something went wrong</h1>
      <p className="prose">
        {told ?? "An unexpected error occurred. Please try refreshing the page."}
      </p>
      <div className="error-page__actions">
        <ReloadButton />
        <HomeButton />
      </div>
    </div>
  );
}

/** 'Reload Page': a GET of the same address without scripts; with them, a real reload. */
export function ReloadButton() {
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
