// The boutique's public contact points. Placeholder-like for now: set the real ones here.
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
