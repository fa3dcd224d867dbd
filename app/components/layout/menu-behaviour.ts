// What the open mobile menu does to the page: the page behind stops scrolling
// and becomes inert, Escape closes, a wide window closes, and 300 ms after opening the menu checks
// whether its content overflows to show a scroll indicator.
import { useEffect, useState, type RefObject } from "react";
import { NARROW_SCREEN } from "~/content/navigation";

/** Marks what sits behind the menu: it is made inert while the menu is open. */
export const BEHIND_MENU = "data-behind-menu";

export function useMenuLock(open: boolean, panel: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const behind = [...document.querySelectorAll<HTMLElement>(`[${BEHIND_MENU}]`)];
    root.classList.add("menu-open");
    behind.forEach((element) => (element.inert = true));

    // iOS ignores overflow:hidden on the body and overscroll-behavior on older versions: stop
    // touch scrolling outside the menu, and past the menu's own top and bottom edges.
    let startY = 0;
    const onTouchStart = (event: TouchEvent) => {
      startY = event.touches[0]?.clientY ?? 0;
    };
    const onTouchMove = (event: TouchEvent) => {
      const element = panel.current;
      if (!element || !event.cancelable) return;
      if (!element.contains(event.target as Node)) {
        event.preventDefault();
        return;
      }
      const deltaY = (event.touches[0]?.clientY ?? 0) - startY;
      const atTop = element.scrollTop <= 0;
      const atBottom = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
      if ((deltaY > 0 && atTop) || (deltaY < 0 && atBottom)) event.preventDefault();
    };
    document.addEventListener("touchstart", onTouchStart, { passive: true });
    document.addEventListener("touchmove", onTouchMove, { passive: false });
    return () => {
      root.classList.remove("menu-open");
      behind.forEach((element) => (element.inert = false));
      document.removeEventListener("touchstart", onTouchStart);
      document.removeEventListener("touchmove", onTouchMove);
    };
  }, [open, panel]);
}

export function useMenuDismissal(
  open: boolean,
  close: (options: { restoreFocus: boolean }) => void,
) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close({ restoreFocus: true });
    };
    const narrow = window.matchMedia(NARROW_SCREEN);
    const onWidthChange = () => {
      if (!narrow.matches) close({ restoreFocus: false });
    };
    onWidthChange();
    document.addEventListener("keydown", onKeyDown);
    narrow.addEventListener("change", onWidthChange);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      narrow.removeEventListener("change", onWidthChange);
    };
  }, [open, close]);
}

/** The overflow check runs 300 ms after opening. */
export const OVERFLOW_CHECK_DELAY = 300;

/** Whether to show the scroll indicator: the content overflows and the end is not reached. */
export function useScrollIndicator(open: boolean, panel: RefObject<HTMLElement | null>) {
  const [overflows, setOverflows] = useState(false);
  const [atEnd, setAtEnd] = useState(false);
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) {
      setOverflows(false);
      return;
    }
    const onScroll = () =>
      setAtEnd(element.scrollTop + element.clientHeight >= element.scrollHeight - 24);
    const timer = window.setTimeout(() => {
      setOverflows(element.scrollHeight > element.clientHeight + 1);
      onScroll();
    }, OVERFLOW_CHECK_DELAY);
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener("scroll", onScroll);
    };
  }, [open, panel]);
  return overflows && !atEnd;
}
