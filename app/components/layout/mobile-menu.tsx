// The hamburger and its full-screen menu. Without JavaScript the toggle is a
// GET form that reopens the page with ?menu=open, rendered open by the server; with JavaScript
// the same button toggles the menu in place.
import { useLocation, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { ShopContext } from "~/content/shop-context";
import { MenuIcon } from "./icons";
import { useMenuCategories } from "./menu-categories";
import { useMenuDismissal, useMenuLock, useScrollIndicator } from "./menu-behaviour";
import { MAIN_LINKS } from "~/content/navigation";
import { CurrentQueryInputs } from "./query-inputs";
import { SearchForm } from "./search-form";
import { LinkList } from "./link-list";
import { TalkToUs } from "./social-links";
import { TitledSection } from "~/components/titled-section";
import { useTranslator } from "~/i18n/use-translator";

const MENU_ID = "mobile-menu";
const SKELETON_ROWS = 5;

export function MobileMenu({ categories }: { categories?: ShopContext["categories"] }) {
  const location = useLocation();
  const { t } = useTranslator();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(params.get("menu") === "open");
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = useCallback(({ restoreFocus }: { restoreFocus: boolean }) => {
    setOpen(false);
    if (restoreFocus) toggle.current?.focus();
  }, []);

  // Any navigation (a link, back, forward) closes the menu.
  const lastKey = useRef(location.key);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    setOpen(false);
  }, [location.key]);

  useMenuLock(open, panel);
  useMenuDismissal(open, close);
  const showScrollHint = useScrollIndicator(open, panel);
  const listed = useMenuCategories(categories, open);
  const closeOnChoice = () => setOpen(false);

  return (
    <>
      <form method="get" action={location.pathname} className="menu-toggle">
        <CurrentQueryInputs />
        <button
          ref={toggle}
          type="submit"
          className="menu-toggle__button"
          name={open ? undefined : "menu"}
          value={open ? undefined : "open"}
          aria-label={t(open ? "layout.menu.close" : "layout.menu.open")}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={(event) => {
            event.preventDefault();
            setOpen((was) => !was);
          }}
        >
          <MenuIcon />
        </button>
      </form>

      <div id={MENU_ID} className={`mobile-menu${open ? " is-open" : ""}`} ref={panel}>
        <SearchForm
          id="menu-search"
          label={t("layout.menu.searchLabel")}
          placeholder={t("layout.menu.searchPlaceholder")}
          className="mobile-menu__search search-box"
        />
        <nav className="mobile-menu__nav" aria-label={t("layout.menu.nav")}>
          <MenuGroup id="menu-main-heading" title={t("layout.menu.main")}>
            <LinkList
              // The account's link, which the narrow header leaves to the menu, last.
              links={[
                ...MAIN_LINKS.map((link) => ({ label: t(link.label), to: link.to })),
                { label: t("layout.header.account"), to: "/account" },
              ]}
              className="mobile-menu__main"
              linkClassName="mobile-menu__main-link"
              onChoose={closeOnChoice}
            />
          </MenuGroup>

          <MenuGroup id="menu-collections-heading" title={t("layout.menu.collections")}>
            {listed === undefined ? (
              <div className="mobile-menu__skeleton" aria-busy="true">
                <span className="visually-hidden">{t("layout.menu.loading")}</span>
                {Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  <div
                    key={index}
                    className="skeleton mobile-menu__skeleton-row"
                    aria-hidden="true"
                  />
                ))}
              </div>
            ) : (
              <LinkList
                links={[
                  ...listed.map((category) => ({
                    label: category.name,
                    to: `/${category.slug}`,
                    lang: category.nameLang,
                  })),
                  {
                    label: t("layout.menu.allBouquets"),
                    to: "/collection",
                    className: "mobile-menu__category-link mobile-menu__category-link--all",
                  },
                ]}
                className="mobile-menu__categories"
                linkClassName="mobile-menu__category-link"
                onChoose={closeOnChoice}
              />
            )}
          </MenuGroup>
        </nav>

        <div className="mobile-menu__social">
          <TalkToUs placement="menu" className="mobile-menu__social-link" withText />
        </div>

        <div
          className={`mobile-menu__scroll-hint${showScrollHint ? " is-visible" : ""}`}
          aria-hidden="true"
        >
          <span>{t("layout.menu.scroll")}</span>
        </div>
      </div>
    </>
  );
}

/** One group of the menu, under its small-caps heading. */
function MenuGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection
      className="mobile-menu__group"
      id={id}
      title={title}
      titleClassName="eyebrow mobile-menu__heading"
    >
      {children}
    </TitledSection>
  );
}
