// Every header link scrolls the page smoothly to the top (SPEC.md §2); the route change itself
// keeps the scroll position so the smooth scroll is not cut short.
import { NavLink, type NavLinkProps } from "@remix-run/react";
import type { MouseEvent } from "react";

export function scrollToTopSmoothly() {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}

export function HeaderLink({ onClick, ...props }: NavLinkProps) {
  return (
    <NavLink
      {...props}
      preventScrollReset
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0;
        if (!event.defaultPrevented && !newTab) scrollToTopSmoothly();
      }}
    />
  );
}
