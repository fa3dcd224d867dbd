// How the home page's content is shown: the hero slides' looks, the carousels' pace and the bespoke
// section's picture. Its words and pictures are the shop's content (shop-content.ts), written in
// the admin.

export interface HeroLook {
  /** Text colour over the picture on wide screens: each painting leaves a calm field for it. */
  tone: "dark" | "light";
  /** Where that calm field is. */
  align: "start" | "centre";
  /** object-position that keeps the arrangement in frame when a phone crops the picture. */
  focus: string;
}

/** The looks of the demo shop's three hero paintings; slides beyond them take them in turn. */
const HERO_LOOKS: HeroLook[] = [
  { tone: "dark", align: "start", focus: "90% 50%" },
  { tone: "light", align: "start", focus: "88% 50%" },
  { tone: "dark", align: "centre", focus: "100% 50%" },
];

export const heroLook = (index: number): HeroLook => HERO_LOOKS[index % HERO_LOOKS.length]!;

export const HERO_INTERVAL_MS = 6_000;
export const TESTIMONIAL_INTERVAL_MS = 4_000;

export const BESPOKE = { portfolioSlot: "portfolio-2" };
