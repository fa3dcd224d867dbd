// The site header: wordmark, main links, search, hamburger, and the category bar.
// Sticky; once the page scrolls it gains a translucent background and a hairline.
import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { ShopContext } from "~/content/shop-context";
import { CartLink } from "./cart-link";
import { CategoryBar } from "./category-bar";
import { HeaderLink } from "./header-link";
import { PersonIcon } from "./icons";
import { LanguageLink } from "./language-link";
import { MobileMenu } from "./mobile-menu";
import { MAIN_LINKS, showsCategoryBar } from "~/content/navigation";
import { SearchForm } from "./search-form";
import { useTranslator } from "~/i18n/use-translator";

function useScrolled(threshold = 8) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function SiteHeader({
  shopName,
  shopNameLang,
  categories,
}: {
  shopName: string;
  /** "en" when an Arabic page shows the English name. */
  shopNameLang?: "en";
  /** Undefined when the page was rendered without the root loader's data. */
  categories?: ShopContext["categories"];
}) {
  const { pathname } = useLocation();
  const { t, path } = useTranslator();
  const scrolled = useScrolled();
  return (
    <header className={`site-header${scrolled ? " is-scrolled" : ""}`}>
      <div className="site-header__bar container">
        <HeaderLink
          to={path("/")}
          className="wordmark"
          aria-label={t("layout.header.home", { shopName })}
          end
        >
          {shopNameLang ? <span lang={shopNameLang}>{shopName}</span> : shopName}
        </HeaderLink>
        <nav className="site-nav" aria-label={t("layout.nav.main")}>
          <ul className="site-nav__list">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <HeaderLink to={path(link.to)} className="site-nav__link" prefetch="intent">
                  {t(link.label)}
                </HeaderLink>
              </li>
            ))}
          </ul>
        </nav>
        <SearchForm
          id="header-search"
          label={t("layout.header.searchLabel")}
          placeholder={t("layout.header.searchPlaceholder")}
          className="header-search search-box"
        />
        {/* The same link for every visitor, so cached pages stay one copy: the account page
            itself tells who is signed in. */}
        <HeaderLink to={path("/account")} className="site-nav__link header-account">
          <PersonIcon />
          <span className="header-account__word">{t("layout.header.account")}</span>
        </HeaderLink>
        <LanguageLink />
        <CartLink />
        <MobileMenu categories={categories} />
      </div>
      {showsCategoryBar(
        pathname,
        (categories ?? []).map((category) => category.slug),
      ) ? (
        <CategoryBar categories={categories ?? []} />
      ) : null}
    </header>
  );
}
