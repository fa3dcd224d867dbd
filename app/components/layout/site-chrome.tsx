// Every public page sits between the header and the footer, with the floating contact buttons;
// admin pages (/admin and below) bring their own layout.
import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ShopContext } from "~/content/shop-context";
import { BEHIND_MENU } from "./menu-behaviour";
import { isAdminPath } from "~/content/navigation";
import { usePageViews } from "./page-views";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { FloatingContact } from "./social-links";
import { useTranslator } from "~/i18n/use-translator";

const DEFAULT_SHOP_NAME = "Maison Florale";

export function SiteChrome({
  shop,
  children,
}: {
  /** The root loader's data; absent when the root loader itself failed. */
  shop?: ShopContext;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const { t } = useTranslator();
  usePageViews();
  if (isAdminPath(pathname)) return <>{children}</>;
  const shopName = shop?.shopName ?? DEFAULT_SHOP_NAME;
  return (
    <>
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <SiteHeader
        shopName={shopName}
        shopNameLang={shop?.shopNameLang}
        categories={shop?.categories}
      />
      <main id="main" tabIndex={-1} {...{ [BEHIND_MENU]: "" }}>
        {children}
      </main>
      <SiteFooter shopName={shopName} year={shop?.year ?? new Date().getFullYear()} />
      <FloatingContact />
    </>
  );
}
