// The one error boundary every route uses (Epic Stack's GeneralErrorBoundary): a route names what
// each thrown status shows and what a crash shows; this reads the error and reports it to the data
// layer. A route's ErrorBoundary is `<GeneralErrorBoundary statusHandlers={{ 404: … }} />`.
import {
  isRouteErrorResponse,
  useParams,
  useRouteError,
  type ErrorResponse,
} from "@remix-run/react";
import { useEffect, type ReactElement } from "react";
import { reportError } from "~/analytics/data-layer";
import { SomethingWentWrong } from "./error-pages";

export type StatusHandler = (info: {
  error: ErrorResponse;
  params: Record<string, string | undefined>;
}) => ReactElement | null;

/**
 * Which failures reach the data layer: "crashes", errors no loader threw on purpose,
 * as js_error (a thrown 404 or 403 is an answer, not a crash); "all-but-404" adds every other
 * thrown status; "all" is every failure, as an exception; "none" reports nothing.
 */
export type Reported = "crashes" | "all-but-404" | "all" | "none";

/** The data layer event a failure is reported as, if any. */
export function reportedEvent(error: unknown, reported: Reported): "js_error" | "exception" | null {
  const status = isRouteErrorResponse(error) ? error.status : null;
  switch (reported) {
    case "crashes":
      return status === null ? "js_error" : null;
    case "all-but-404":
      return status === 404 ? null : "js_error";
    case "all":
      return "exception";
    case "none":
      return null;
  }
}

export function GeneralErrorBoundary({
  statusHandlers,
  defaultStatusHandler = ({ error }) => <SomethingWentWrong response={error} />,
  unexpectedErrorHandler = () => <SomethingWentWrong />,
  reported = "crashes",
}: {
  statusHandlers?: Record<number, StatusHandler>;
  defaultStatusHandler?: StatusHandler;
  unexpectedErrorHandler?: (error: unknown) => ReactElement | null;
  reported?: Reported;
}) {
  const error = useRouteError();
  const params = useParams();
  useEffect(() => {
    const event = reportedEvent(error, reported);
    if (event) reportError(error, event);
  }, [error, reported]);

  if (!isRouteErrorResponse(error)) return unexpectedErrorHandler(error);
  return (statusHandlers?.[error.status] ?? defaultStatusHandler)({ error, params });
}
