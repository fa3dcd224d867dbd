import "~/platform/zod-in-the-browser";
import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  redirectDocument,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { BootScript } from "~/components/layout/boot-script";
import { useFlagMirror } from "~/components/layout/flag-mirror";
import { SiteChrome } from "~/components/layout/site-chrome";
import { useNonce } from "~/components/nonce";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NotFoundPage } from "~/components/error-pages";
import { colourVariantFor } from "~/content/feature-flag.server";
import { shopContext } from "~/content/shop-context.server";
import { LanguageAlternates } from "~/components/layout/language-alternates";
import { languageOfPath, textDirection } from "~/i18n/languages";
import { ensurePageMessages } from "~/i18n/page-messages";
import { translatorFromMatches } from "~/i18n/use-translator";
import shellStyles from "~/styles/shell.css?url";
import { arabicFontPreloads, fontFaceCss, fontPreloads, fontWarmUpScript } from "~/styles/fonts";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: shellStyles },
];

/** The shop's context, with the colour variant from its cookie (assigned and set on a first visit). */
export function loader({ request }: LoaderFunctionArgs) {
  const flag = colourVariantFor(request);
  const context = shopContext(request, flag.variant);
  // Remix keeps a parent's Set-Cookie on the document and data responses whatever the child routes do.
  return data(context, flag.setCookie ? { headers: { "Set-Cookie": flag.setCookie } } : undefined);
}

/**
 * A client-side move (a link, a redirect after a form) commits only once the target page's words
 * are here: a move into the other language fetches that language's catalogue first. If they can't
 * be fetched, the page loads as a document instead, so no page is ever drawn with ids for words.
 * (The first page's words are fetched before hydration, entry.client.tsx: this runs on moves only.)
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const shop = await serverLoader<typeof loader>();
  try {
    await ensurePageMessages(shop.pageLanguage);
  } catch {
    throw redirectDocument(request.url);
  }
  return shop;
}

/**
 * The page's language comes with the root's data: a step into the other language reads it again.
 * Nothing of the root's data reads the query string, so a choice on the same page (a size, a
 * date, a sort) does not ask for it again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname)) return true;
  const queryOnly =
    currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  if (queryOnly && (!formMethod || formMethod.toUpperCase() === "GET")) return false;
  return defaultShouldRevalidate;
};

/** The shop's name as the title of a page without its own; the error pages' titles. */
export const meta: MetaFunction<typeof loader> = ({ data, error, matches, location }) => {
  const shopName = data?.shopName ?? "Maison Florale";
  if (!error) return [{ title: shopName }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { t } = translatorFromMatches(matches, location.pathname);
  return [
    {
      title: `${t(notFound ? "layout.errorPage.notFound" : "layout.errorPage.wrong")} | ${shopName}`,
    },
    { name: "robots", content: "noindex" },
  ];
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const shop = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const language = shop?.pageLanguage.language ?? languageOfPath(pathname);
  return (
    // The boot script adds class="js" before React hydrates.
    <html
      lang={language}
      dir={textDirection[language]}
      data-primary-variant={shop?.primaryColorVariant ?? "black"}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <BootScript backendUrl={shop?.origin} />
        <Meta />
        <LanguageAlternates origin={shop?.origin ?? ""} />
        {/* The stylesheets first: they hold the first paint, and a browser opens only a few
            connections at once, which the fonts and messages below would otherwise take. */}
        <Links />
        {shop ? (
          <link
            rel="preload"
            as="fetch"
            href={shop.pageLanguage.messagesUrl}
            crossOrigin="anonymous"
            data-page-messages=""
          />
        ) : null}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: fontFaceCss }} />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: fontWarmUpScript(language === "ar" ? "arabic" : "latin"),
          }}
        />
        {(language === "ar" ? arabicFontPreloads : fontPreloads).map((href) => (
          // Each language's faces above the fold: `links` cannot tell which page it is on.
          <link
            key={href}
            rel="preload"
            href={href}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
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
  const shop = useLoaderData<typeof loader>();
  useFlagMirror(shop.primaryColorVariant);
  return (
    <SiteChrome shop={shop}>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary() {
  const shop = useRouteLoaderData<typeof loader>("root");
  // The site stays around the error, so the visitor can go on; without the root loader's data
  // (it failed) the header and menu show what they can.
  return (
    <SiteChrome shop={shop}>
      <GeneralErrorBoundary
        statusHandlers={{ 404: ({ error }) => <NotFoundPage response={error} /> }}
      />
    </SiteChrome>
  );
}
