// The site header: wordmark, main links, search, hamburger, and the category bar.
// Sticky; once the page scrolls it gains a translucent background and a hairline.
import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { ShopContext } from "~/content/shop-context";
import { CategoryBar } from "./category-bar";
import { HeaderLink } from "./header-link";
import { LanguageLink } from "./language-link";
import { MobileMenu } from "./mobile-menu";
import { MAIN_LINKS, showsCategoryBar } from "~/content/navigation";
import { SearchForm } from "./search-form";

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
  categories,
}: {
  shopName: string;
  /** Undefined when the page was rendered without the root loader's data. */
  categories?: ShopContext["categories"];
}) {
  const { pathname } = useLocation();
  const scrolled = useScrolled();
  return (
    <header className={`site-header${scrolled ? " is-scrolled" : ""}`}>
      <div className="site-header__bar container">
        <HeaderLink to="/" className="wordmark" aria-label={`${shopName}, home`} end>
          {shopName}
        </HeaderLink>
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav__list">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <HeaderLink to={link.to} className="site-nav__link" prefetch="intent">
                  {link.label}
                </HeaderLink>
              </li>
            ))}
          </ul>
        </nav>
        <SearchForm
          id="header-search"
          label="Search bouquets"
          placeholder="Search..."
          className="header-search search-box"
        />
        <LanguageLink />
        <MobileMenu categories={categories} />
      </div>
      {showsCategoryBar(pathname) ? <CategoryBar categories={categories ?? []} /> : null}
    </header>
  );
}
