// What every page knows about the shop, from the root loader.
import { useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_SLOT_HOURS, type SlotHours } from "~/delivery/slots";
import type { Language } from "~/i18n/languages";
import type { PageLanguageRef } from "~/i18n/page-messages";
import type { ShopContent } from "./shop-content";

export type ContactDetails = ShopContent["contact"];

export type ColourVariant = "black" | "accent";

export interface ShopContext {
  /** The brand's name (Shop content) in the page's language. */
  shopName: string;
  /** "en" when an Arabic page shows the English name (no Arabic name written). */
  shopNameLang?: "en";
  /** Absolute origin for canonical URLs and social previews. */
  origin: string;
  /** The header's categories; a name is in `nameLang` (English on an Arabic page when unwritten). */
  categories: { id: string; name: string; nameLang?: Language; slug: string }[];
  primaryColorVariant: ColourVariant;
  /** PAYMENT_PROVIDER is 'demo': near each payment button, 'no card is charged'. */
  testMode: boolean;
  /** The page's language and where the browser fetches its words. */
  pageLanguage: PageLanguageRef;
  /** The shop content's contact points: the footer, the contact page, the floating buttons. */
  contact: ContactDetails;
  /** This year on the shop's clock, for the copyright line. */
  year: number;
  /** The delivery slots' hours in force: every page names a slot with them. */
  slotHours: SlotHours;
}

/** No contact points: what a page shows when the root's data is missing (an error page). */
const NO_CONTACT: ContactDetails = {
  phone: "",
  whatsapp: "",
  email: "",
  address: { en: "", ar: null },
  hours: { en: "", ar: null },
  instagram: null,
  facebook: null,
};

/** The shop's contact points, wherever a page is drawn (none on an error page without data). */
export function useContact(): ContactDetails {
  const data = useRouteLoaderData("root") as ShopContext | undefined;
  return data?.contact ?? NO_CONTACT;
}

/** The slots' hours in force (the usual ones on an error page without data). */
export function useSlotHours(): SlotHours {
  const data = useRouteLoaderData("root") as ShopContext | undefined;
  return data?.slotHours ?? DEFAULT_SLOT_HOURS;
}

/** For components: the root loader's data. */
export function useShop(): ShopContext {
  const data = useRouteLoaderData("root") as ShopContext | undefined;
  if (!data) throw new Error("useShop must be used below the root route");
  return data;
}

/** For meta functions: the root loader's data among the matches. */
export function shopFromMatches(matches: { id: string; data?: unknown }[]): ShopContext {
  const root = matches.find((match) => match.id === "root")?.data as ShopContext | undefined;
  return (
    root ?? {
      shopName: "Maison Florale",
      origin: "",
      categories: [],
      primaryColorVariant: "black",
      testMode: false,
      pageLanguage: { language: "en", messagesUrl: "/messages/en" },
      contact: NO_CONTACT,
      year: new Date().getFullYear(),
      slotHours: DEFAULT_SLOT_HOURS,
    }
  );
}
