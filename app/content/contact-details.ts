// The boutique's public contact points. Placeholder-like for now: set the real ones here.
import type { MessageId } from "~/i18n/translate";

export const CONTACT = {
  phoneDisplay: "+971 4 000 0000",
  phoneHref: "tel:+97140000000",
  whatsAppNumber: "971500000000",
  instagramUrl: "https://www.instagram.com/maisonflorale.dubai",
  instagramHandle: "@maisonflorale.dubai",
  email: "concierge@maisonflorale.ae",
  address: ["Boutique 4, Jumeirah Bay Walk", "Jumeirah 1, Dubai", "United Arab Emirates"],
  hours: "Daily, 9am – 9pm",
} as const;

/** The address and hours as the pages show them, in the page's language (keep in step with CONTACT). */
export const ADDRESS_LINES: MessageId[] = [
  "layout.address.line1",
  "layout.address.line2",
  "layout.address.line3",
];
export const HOURS: MessageId = "layout.hours";
