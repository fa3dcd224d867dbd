// A list of category links: vertical beside the home grid on wide screens, a horizontal
// scrolling row on phones and above the collection and category pages.
import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslator } from "~/i18n/use-translator";
import { useRightToLeft } from "~/components/reading-direction";
import type { Language } from "~/i18n/languages";
import { useStayInPlace } from "./use-stay-in-place";

export interface MenuLink {
  name: string;
  /** The language of a category's name (English on an Arabic page when unwritten). */
  lang?: Language;
  href: string;
  current: boolean;
}

export function CategoryMenu({
  label,
  links,
  inPlace = false,
  currentKind = "true",
  className,
}: {
  label: string;
  links: MenuLink[];
  /** Links that only change this page's list (the home catalogue) swap it in place. */
  inPlace?: boolean;
  currentKind?: "true" | "page";
  className?: string;
}) {
  const stayInPlace = useStayInPlace();
  const { path } = useTranslator();
  const list = useRef<HTMLUListElement>(null);
  const current = links.findIndex((link) => link.current);
  const rightToLeft = useRightToLeft();

  // In a scrolling row (phones) the chosen category may start out of sight: bring it in.
  useEffect(() => {
    const row = list.current;
    const item = row?.children[current] as HTMLElement | undefined;
    if (!row || !item || row.scrollWidth <= row.clientWidth) return;
    const start = item.offsetLeft - row.offsetLeft;
    if (start + item.offsetWidth > row.scrollLeft + row.clientWidth || start < row.scrollLeft) {
      // A glimpse of the previous link stays in view, so the row reads as scrollable both ways.
      // Right to left, the previous link is on the right (scrollLeft counts from 0 leftwards).
      const glimpse = row.clientWidth / 5;
      const end = start + item.offsetWidth;
      row.scrollTo({ left: rightToLeft ? end + glimpse - row.clientWidth : start - glimpse });
    }
  }, [current, rightToLeft]);

  return (
    <nav aria-label={label} className={["category-menu", className].filter(Boolean).join(" ")}>
      <ul ref={list} className="category-menu__list">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={path(link.href)}
              className="category-menu__link"
              aria-current={link.current ? currentKind : undefined}
              onClick={inPlace ? stayInPlace(path(link.href)) : undefined}
              prefetch={inPlace ? "none" : "intent"}
              lang={link.lang}
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
