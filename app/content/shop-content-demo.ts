// The demo shop's words: what the storefront said before the florist wrote their own, and a
// draft of each policy page for a Dubai florist in both languages. Every part stays marked as
// the demo's until a save changes it, so "Before you open" and the pages' draft notice can say so.
import { arabic, english, type MessageId } from "~/i18n/messages/index.server";
import type { ShopContent, Text } from "./shop-content";
import {
  DELIVERY_AR,
  DELIVERY_EN,
  PRIVACY_AR,
  PRIVACY_EN,
  RETURNS_AR,
  RETURNS_EN,
  TERMS_AR,
  TERMS_EN,
} from "./demo-policies";

/** The TRN of the demo shop: a placeholder, never a real one. */
export const DEMO_TRN = "100000000000003";
/** The demo seller's address the server starts with (SHOP_ADDRESS unset), as written in English. */
export const DEMO_SELLER_ADDRESS = "Boutique 4, Jumeirah Bay Walk, Jumeirah 1, Dubai, UAE";

/** A text the demo storefront already says in both languages, from the catalogues. */
const both = (id: MessageId): Text => ({ en: english[id], ar: arabic[id] });

const joined = (ids: MessageId[]): Text => ({
  en: ids.map((id) => english[id]).join("\n\n"),
  ar: ids.map((id) => arabic[id]).join("\n\n"),
});

const CONTACT = {
  phone: "+971 4 000 0000",
  whatsapp: "971500000000",
  email: "concierge@maisonflorale.ae",
  instagram: "https://www.instagram.com/maisonflorale.dubai",
};

const ADDRESS: MessageId[] = [
  "layout.address.line1",
  "layout.address.line2",
  "layout.address.line3",
];

/** One text of several lines. */
const lines = (ids: MessageId[]): Text => ({
  en: ids.map((id) => english[id]).join("\n"),
  ar: ids.map((id) => arabic[id]).join("\n"),
});

const HERO_SLIDES = ([1, 2, 3] as const).map((n) => ({
  title: `home.hero.${n}.title`,
  subtitle: `home.hero.${n}.subtitle`,
  brandStatement: `home.hero.${n}.statement`,
})) satisfies Record<string, MessageId>[];

const SUBSCRIPTION_PLANS = (["weekly", "biWeekly", "monthly"] as const).map((plan) => ({
  name: `home.subscriptions.${plan}`,
  period: `home.subscriptions.${plan}.per`,
  description: `home.subscriptions.${plan}.text`,
})) satisfies Record<string, MessageId>[];

const TESTIMONIALS = ([1, 2, 3, 4] as const).map((n) => ({
  quote: `home.testimonials.${n}.quote`,
  author: `home.testimonials.${n}.author`,
})) satisfies Record<string, MessageId>[];

/** The pictures the demo shop seeds for the home page, by slot order. */
export interface DemoPictures {
  hero: string[];
  /** Each hero picture's mirrored twin for the Arabic pages, in the same order. */
  heroAr: string[];
  trusted: { name: string; image: string }[];
}

/** What the server's settings already say of the shop: its TRN and address for tax documents. */
export interface DemoSettings {
  trn: string;
  address: string;
  /** The brand's name the server was started with (SHOP_NAME); Latin letters in both languages. */
  shopName: string;
}

/** A Markdown page of the catalogue's words: a heading, then paragraphs. */
const markdownOf = (heading: MessageId, paragraphs: MessageId[]): Text => ({
  en: [`## ${english[heading]}`, ...paragraphs.map((id) => english[id])].join("\n\n"),
  ar: [`## ${arabic[heading]}`, ...paragraphs.map((id) => arabic[id])].join("\n\n"),
});

/** A quotation and who said it, as Markdown. */
const quoteOf = (quote: MessageId, by: MessageId): Text => ({
  en: `> ${english[quote]}\n>\n> — ${english[by]}`,
  ar: `> ${arabic[quote]}\n>\n> — ${arabic[by]}`,
});

const withQuote = (text: Text, quote: Text): Text => ({
  en: `${text.en}\n\n${quote.en}`,
  ar: `${text.ar}\n\n${quote.ar}`,
});

/**
 * The About, Craft and Portfolio pages as the demo storefront told them, each with the hero
 * picture it showed (About the first, Craft the second, Portfolio the third).
 */
function demoBrandPages({
  hero,
  heroAr,
}: DemoPictures): Pick<ShopContent, "about" | "craft" | "portfolio"> {
  return {
    about: {
      title: both("pages.about.title"),
      intro: both("pages.about.lede"),
      body: markdownOf("pages.about.storyTitle", [
        "pages.about.storyLede",
        "pages.about.story1",
        "pages.about.story2",
      ]),
      image: hero[0] ?? null,
      imageAr: heroAr[0] ?? null,
    },
    craft: {
      title: both("pages.craft.title"),
      intro: both("pages.craft.lede"),
      body: markdownOf("pages.craft.introHeading", ["pages.craft.introLede"]),
      image: hero[1] ?? null,
      imageAr: heroAr[1] ?? null,
    },
    portfolio: {
      title: both("pages.portfolio.title"),
      intro: both("pages.portfolio.lede"),
      body: withQuote(
        markdownOf("pages.portfolio.introHeading", [
          "pages.portfolio.intro1",
          "pages.portfolio.intro2",
        ]),
        quoteOf("pages.portfolio.quote", "pages.portfolio.quoteBy"),
      ),
      image: hero[2] ?? null,
      imageAr: heroAr[2] ?? null,
    },
  };
}

/** The whole content of the demo shop, its pictures those the shop holds. */
export function demoShopContent(pictures: DemoPictures, settings: DemoSettings): ShopContent {
  return {
    contact: {
      phone: CONTACT.phone,
      whatsapp: CONTACT.whatsapp,
      email: CONTACT.email,
      address: lines(ADDRESS),
      hours: both("layout.hours"),
      instagram: CONTACT.instagram,
      facebook: null,
    },
    legal: {
      name: { en: "Maison Florale Flowers L.L.C.", ar: "ميزون فلورال للزهور ذ.م.م" },
      trn: settings.trn,
      // The demo address has its Arabic words (the footer's lines, joined as Arabic joins them);
      // an address of the server's own settings has none until the owner writes it.
      address: {
        en: settings.address,
        ar:
          settings.address === DEMO_SELLER_ADDRESS
            ? ADDRESS.map((id) => arabic[id]).join("، ")
            : null,
      },
    },
    // A shop without its pictures yet shows the slides' words on the placeholder.
    heroSlides: HERO_SLIDES.map((slide, index) => ({
      title: both(slide.title),
      subtitle: both(slide.subtitle),
      brandStatement: both(slide.brandStatement),
      image: pictures.hero[index] ?? "",
      imageAr: pictures.heroAr[index] ?? null,
    })),
    intro: both("home.intro.text"),
    trustedBy: pictures.trusted,
    bespoke: {
      title: both("home.bespoke.title"),
      text: joined(["home.bespoke.text1", "home.bespoke.text2"]),
    },
    subscriptions: SUBSCRIPTION_PLANS.map((plan) => ({
      name: both(plan.name),
      price: 500,
      period: both(plan.period),
      description: both(plan.description),
    })),
    testimonials: TESTIMONIALS.map((testimonial) => ({
      quote: both(testimonial.quote),
      author: english[testimonial.author],
      authorAr: arabic[testimonial.author],
    })),
    rating: both("home.testimonials.claim"),
    pages: {
      terms: { en: TERMS_EN.trim(), ar: TERMS_AR.trim() },
      privacy: { en: PRIVACY_EN.trim(), ar: PRIVACY_AR.trim() },
      returns: { en: RETURNS_EN.trim(), ar: RETURNS_AR.trim() },
      delivery: { en: DELIVERY_EN.trim(), ar: DELIVERY_AR.trim() },
    },
    // The Arabic pages have always shown the name as it is written in English.
    brand: { name: { en: settings.shopName, ar: null } },
    ...demoBrandPages(pictures),
  };
}
