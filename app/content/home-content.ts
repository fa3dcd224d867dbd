// The home page's content: hero slides, the bespoke section's picture, subscription tiers and
// testimonials. Their words live in the catalogues (i18n/messages/*/home.ts), named here by key,
// so every language shows the same slides, tiers and quotes.
import type { MessageId } from "~/i18n/translate";
import type { Fils } from "~/money/money";
import type { SubscriptionPlan } from "./whatsapp";

export interface HeroSlideText {
  title: MessageId;
  subtitle: MessageId;
  brandStatement: MessageId;
  /** Text colour over the picture on wide screens: each painting leaves a calm field for it. */
  tone: "dark" | "light";
  /** Where that calm field is. */
  align: "start" | "centre";
  /** object-position that keeps the arrangement in frame when a phone crops the picture. */
  focus: string;
}

/** In the order of the seeded hero pictures (hero-1, hero-2, hero-3). */
export const HERO_SLIDES: HeroSlideText[] = [
  {
    brandStatement: "home.hero.1.statement",
    title: "home.hero.1.title",
    subtitle: "home.hero.1.subtitle",
    tone: "dark",
    align: "start",
    focus: "90% 50%",
  },
  {
    brandStatement: "home.hero.2.statement",
    title: "home.hero.2.title",
    subtitle: "home.hero.2.subtitle",
    tone: "light",
    align: "start",
    focus: "88% 50%",
  },
  {
    brandStatement: "home.hero.3.statement",
    title: "home.hero.3.title",
    subtitle: "home.hero.3.subtitle",
    tone: "dark",
    align: "centre",
    focus: "100% 50%",
  },
];

export const HERO_INTERVAL_MS = 6_000;
export const TESTIMONIAL_INTERVAL_MS = 4_000;

export const BESPOKE = {
  text: ["home.bespoke.text1", "home.bespoke.text2"] satisfies MessageId[],
  portfolioSlot: "portfolio-2",
};

export interface SubscriptionTier {
  plan: SubscriptionPlan;
  /** The plan's name, shown. */
  name: MessageId;
  /** AED 500 for each plan. */
  price: Fils;
  per: MessageId;
  description: MessageId;
}

export const SUBSCRIPTION_TIERS: SubscriptionTier[] = [
  {
    plan: "Weekly",
    name: "home.subscriptions.weekly",
    price: 50_000,
    per: "home.subscriptions.weekly.per",
    description: "home.subscriptions.weekly.text",
  },
  {
    plan: "Bi-Weekly",
    name: "home.subscriptions.biWeekly",
    price: 50_000,
    per: "home.subscriptions.biWeekly.per",
    description: "home.subscriptions.biWeekly.text",
  },
  {
    plan: "Monthly",
    name: "home.subscriptions.monthly",
    price: 50_000,
    per: "home.subscriptions.monthly.per",
    description: "home.subscriptions.monthly.text",
  },
];

export interface Testimonial {
  quote: MessageId;
  author: MessageId;
  detail: MessageId;
}

export const TESTIMONIALS: Testimonial[] = ([1, 2, 3, 4] as const).map((n) => ({
  quote: `home.testimonials.${n}.quote`,
  author: `home.testimonials.${n}.author`,
  detail: `home.testimonials.${n}.detail`,
}));
