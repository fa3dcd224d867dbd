import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useNonce } from "~/components/nonce";
import { shopContext } from "~/storefront/shop-context.server";
import appStyles from "~/styles/app.css?url";
import { fontFaceCss, fontPreloads } from "~/styles/fonts";

export const links: LinksFunction = () => [
  ...fontPreloads.map((href) => ({
    rel: "preload",
    href,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous" as const,
  })),
  { rel: "stylesheet", href: appStyles },
];

export function loader({ request }: LoaderFunctionArgs) {
  return shopContext(request, "black");
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: fontFaceCss }} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="error-page">
      <h1>{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p>
        {notFound
          ? "The page you are looking for has moved or never existed."
          : "An unexpected error occurred. Please try refreshing the page."}
      </p>
      <div className="error-page__actions">
        <a className="button" href={typeof window === "undefined" ? "." : window.location.href}>
          Reload Page
        </a>
        <a className="button button--secondary" href="/">
          Return Home
        </a>
      </div>
    </main>
  );
}
