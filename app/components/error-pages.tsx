// The shop's own error pages: 'Something went wrong' with 'Reload Page' and 'Return
// Home', and a helpful not-found page. Routes show them through the GeneralErrorBoundary.
import { Link, useLocation, type ErrorResponse } from "@remix-run/react";
import { CurrentQueryInputs } from "./layout/query-inputs";
import { useTranslator } from "~/i18n/use-translator";

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
  const { t, path, say } = useTranslator();
  const message = messageOf(response.data);
  return (
    <div className="error-page">
      <p className="eyebrow">{t("layout.errorPage.notFoundEyebrow")}</p>
      <h1 className="title">{message ? say(message) : t("layout.errorPage.notFound")}</h1>
      <p className="prose">{t("layout.errorPage.notFoundText")}</p>
      <div className="error-page__actions">
        <Link to={path("/collection")} className="button">
          {t("layout.errorPage.browse")}
        </Link>
        <HomeButton />
      </div>
    </div>
  );
}

/** Any other failure; a refusal under 500 says its own short message. */
export function SomethingWentWrong({ response }: { response?: ErrorResponse }) {
  const { t, say } = useTranslator();
  const message = response && response.status < 500 ? messageOf(response.data) : undefined;
  return (
    <div className="error-page">
      <p className="eyebrow">
        {response
          ? t("layout.errorPage.status", { status: response.status })
          : t("layout.errorPage.error")}
      </p>
      <h1 className="title">{t("layout.errorPage.wrong")}</h1>
      <p className="prose">{message ? say(message) : t("layout.errorPage.unexpected")}</p>
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
  const { t } = useTranslator();
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
        {t("layout.errorPage.reload")}
      </button>
    </form>
  );
}

function HomeButton() {
  const { t, path } = useTranslator();
  const home = path("/");
  return (
    <form method="get" action={home}>
      <button
        type="submit"
        className="button button--secondary"
        onClick={(event) => {
          // A full load after an error starts the app afresh.
          event.preventDefault();
          window.location.assign(home);
        }}
      >
        {t("layout.errorPage.home")}
      </button>
    </form>
  );
}
