// Auto-advancing carousel state: wraps around, pauses while a mouse hovers or focus is inside,
// can be stopped by the visitor, and never moves for prefers-reduced-motion or before hydration.
import { useEffect, useState, type FocusEvent, type PointerEvent } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { useReducedMotion } from "./use-reduced-motion";
import { useTranslator } from "~/i18n/use-translator";

export type Carousel = ReturnType<typeof useCarousel>;

export function useCarousel({
  count,
  interval,
  initial = 0,
}: {
  count: number;
  interval: number;
  initial?: number;
}) {
  const [index, setIndex] = useState(initial);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const hydrated = useHydrated();
  const { t } = useTranslator();
  const reducedMotion = useReducedMotion();
  const canRotate = hydrated && !reducedMotion && count > 1;
  const rotating = canRotate && !stopped && !hovered && !focused;

  // Restarts with every slide change, so a slide chosen by hand gets its full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, interval]);

  // Touch "hover" lingers after a tap, so only a real mouse pauses on hover.
  const regionProps = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === "mouse") setHovered(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === "mouse") setHovered(false);
    },
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  /**
   * One slide as the WAI-ARIA carousel pattern names it ("2 of 4"); once scripts run, a slide
   * that is not showing is hidden from every reader and from the keyboard.
   */
  const slideProps = (i: number) => ({
    role: "group",
    "aria-roledescription": t("home.carousel.slide"),
    "aria-label": t("home.carousel.position", { number: i + 1, count }),
    ...(hydrated && i !== index ? { "aria-hidden": true as const, inert: "" } : {}),
  });

  return {
    count,
    index,
    go: setIndex,
    hydrated,
    canRotate,
    rotating,
    stopped,
    toggleStopped: () => setStopped((value) => !value),
    regionProps,
    slideProps,
  };
}
