// The home page's words: hero slides, intro, bespoke service, subscription tiers, testimonials.
import type { Fils } from "~/money/money";
import type { SubscriptionPlan } from "./whatsapp";

export interface HeroSlideText {
  title: string;
  subtitle: string;
  brandStatement: string;
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
    brandStatement: "Hand-tied in Dubai each morning",
    title: "The art of the gesture",
    subtitle:
      "Blush peonies, garden roses and ranunculus, composed in our atelier and delivered across the city.",
    tone: "dark",
    align: "start",
    focus: "90% 50%",
  },
  {
    brandStatement: "Chosen stem by stem",
    title: "Red, by candlelight",
    subtitle: "Velvet roses in deepest crimson, for the evenings that deserve to be remembered.",
    tone: "light",
    align: "start",
    focus: "88% 50%",
  },
  {
    brandStatement: "For homes, hotels and celebrations",
    title: "Quietly extraordinary",
    subtitle:
      "White orchids, Avalanche roses and ranunculus, arranged with the restraint of couture.",
    tone: "dark",
    align: "centre",
    focus: "100% 50%",
  },
];

export const HERO_INTERVAL_MS = 6_000;
export const TESTIMONIAL_INTERVAL_MS = 4_000;

export const INTRO = {
  eyebrow: "Maison Florale, Dubai",
  text: "We are a flower atelier for those who notice the details. Every bouquet is composed by hand from stems flown in from Holland, Kenya and Ecuador, finished in our ivory boxes and carried to your door the same day.",
};

export const CATALOGUE_TEXT = {
  eyebrow: "The Collection",
  title: "Bouquets of the season",
  noCategories: "No categories found",
  noBouquets: "No bouquets found in this category.",
};

export const BESPOKE = {
  eyebrow: "Weddings, events and interiors",
  title: "Bespoke Floral Artistry",
  text: [
    "From an intimate dinner in Jumeirah to a wedding arch on the sand, our designers create installations that belong to a single evening and stay in the memory for years.",
    "Tell us about the occasion, the room and the light. We will return with a palette, a mood and a proposal drawn for you alone.",
  ],
  portfolioSlot: "portfolio-2",
};

export interface SubscriptionTier {
  plan: SubscriptionPlan;
  /** AED 500 for each plan. */
  price: Fils;
  per: string;
  description: string;
}

export const SUBSCRIPTIONS = {
  eyebrow: "Flowers, on your schedule",
  title: "Flower Subscriptions",
  intro:
    "A fresh arrangement from the atelier, chosen for the season and delivered to your home or office. Subscribers save up to 15% against single orders.",
  tiers: [
    {
      plan: "Weekly",
      price: 50_000,
      per: "week",
      description: "A new arrangement every week, so the room is never without flowers.",
    },
    {
      plan: "Bi-Weekly",
      price: 50_000,
      per: "2 weeks",
      description: "Fresh flowers every other week, timed to the life of each arrangement.",
    },
    {
      plan: "Monthly",
      price: 50_000,
      per: "month",
      description: "One considered arrangement a month, chosen from the season's finest stems.",
    },
  ] satisfies SubscriptionTier[],
};

export interface Testimonial {
  quote: string;
  author: string;
  detail: string;
}

export const TESTIMONIALS = {
  eyebrow: "In their words",
  title: "Client Experiences",
  claim: "Trusted by over 200 clients with a 4.9/5 rating",
  quotes: [
    {
      quote:
        "The peonies arrived on the morning of our anniversary, boxed as beautifully as anything from a couture house. My wife still talks about the scent.",
      author: "Omar Al Suwaidi",
      detail: "Jumeirah",
    },
    {
      quote:
        "They designed the tables for my daughter's engagement in three days. Every single guest asked us who the florist was.",
      author: "Layla Haddad",
      detail: "Emirates Hills",
    },
    {
      quote:
        "Our lobby flowers have come from Maison Florale for two seasons now. Every Monday they are perfect, and so is the service.",
      author: "Claire Whitmore",
      detail: "Guest experience director, Downtown Dubai",
    },
    {
      quote:
        "I keep a weekly subscription for home and the office. The arrangements follow the seasons and never repeat themselves.",
      author: "Arjun Mehta",
      detail: "Dubai Marina",
    },
  ] satisfies Testimonial[],
};

export const TRUSTED_TITLE = "Trusted By Teams At";

export const HOME_META = {
  tagline: "Luxury Flowers and Bouquets in Dubai",
  description:
    "Hand-tied luxury bouquets, orchids and flower boxes from a Dubai atelier, delivered across the city the same day. Bespoke event flowers and weekly subscriptions.",
};
