// How the home page's content is shown: the hero slides' looks, the carousels' pace and the bespoke
// section's picture. Its words and pictures are the shop's content (shop-content.ts), written in
// the admin.
import type { Language } from "~/i18n/languages";

export interface HeroLook {
  /** Text colour over the picture on wide screens: each painting leaves a calm field for it. */
  tone: "dark" | "light";
  /** Where that calm field is. */
  align: "start" | "centre";
  /** object-position that keeps the arrangement in frame when a phone crops the picture. */
  focus: string;
  /**
   * An Arabic page shows the slide's picture for Arabic pages, composed the other way round: the
   * words stand at the start (the right) and the focus is mirrored. Absent otherwise.
   */
  mirrored?: true;
}

/** The looks of the demo shop's three hero paintings; slides beyond them take them in turn. */
const HERO_LOOKS: HeroLook[] = [
  { tone: "dark", align: "start", focus: "90% 50%" },
  { tone: "light", align: "start", focus: "88% 50%" },
  { tone: "dark", align: "centre", focus: "100% 50%" },
];

export const heroLook = (index: number): HeroLook => HERO_LOOKS[index % HERO_LOOKS.length]!;

/** An object-position's horizontal part mirrored: "90% 50%" → "10% 50%", "left" → "right". */
export function mirrorFocus(focus: string): string {
  const [x = "50%", ...rest] = focus.trim().split(/\s+/);
  const turned: Record<string, string> = { left: "right", right: "left", center: "center" };
  const percent = /^(-?[\d.]+)%$/.exec(x);
  const mirrored = percent ? `${100 - Number(percent[1])}%` : (turned[x] ?? x);
  return [mirrored, ...rest].join(" ");
}

interface SlidePictures {
  image: string;
  imageAr?: string | null;
}

/**
 * A hero slide as a page in `language` shows it: on an Arabic page with the slide's picture for
 * Arabic pages, that picture with the look mirrored; otherwise the slide's picture and its look.
 */
export function heroSlideView<Slide extends SlidePictures>(
  slide: Slide,
  index: number,
  language: Language,
): Omit<Slide, "imageAr"> & HeroLook {
  const { imageAr, ...rest } = slide;
  const look = heroLook(index);
  if (language !== "ar" || !imageAr) return { ...rest, ...look };
  return { ...rest, image: imageAr, ...look, focus: mirrorFocus(look.focus), mirrored: true };
}

export const HERO_INTERVAL_MS = 6_000;
export const TESTIMONIAL_INTERVAL_MS = 4_000;

export const BESPOKE = { portfolioSlot: "portfolio-2" };
