// Every header link scrolls the page smoothly to the top; the route change itself
// keeps the scroll position so the smooth scroll is not cut short.
import { NavLink, type NavLinkProps } from "@remix-run/react";
import type { MouseEvent } from "react";

/** Less than any scroll a visitor makes on purpose: what an interrupted smooth scroll leaves. */
const STOPPED_SHORT = 4;

export function scrollToTopSmoothly() {
  if (window.scrollY === 0) return;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  // The new page arriving mid-scroll can stop Chromium's smooth scroll a pixel short of the top;
  // once it ends, that last pixel is finished without animation.
  window.addEventListener(
    "scrollend",
    () => {
      if (window.scrollY > 0 && window.scrollY < STOPPED_SHORT) window.scrollTo({ top: 0 });
    },
    { once: true },
  );
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
