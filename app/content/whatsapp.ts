// Enquiries open a WhatsApp chat with a prefilled, URL-encoded message, in the language of the
// page it was opened from (the florists answer in the language the customer wrote in). The number
// is the shop content's: without one there is no chat to open, and each link is null.
import type { Language } from "~/i18n/languages";
import { whatsAppDigits } from "./contact-links";

export function whatsAppLink(number: string, message: string): string | null {
  const digits = whatsAppDigits(number);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : null;
}

const MESSAGES = {
  subscription: {
    en: (plan: string) =>
      `Hello Maison Florale, I would like to subscribe to the ${plan} flower subscription.`,
    ar: (plan: string) => `مرحبًا Maison Florale، أودّ الاشتراك في اشتراك الزهور «${plan}».`,
  },
  consultation: {
    en: () =>
      "Hello Maison Florale, I would like to book a consultation for a bespoke floral design.",
    ar: () => "مرحبًا Maison Florale، أودّ حجز استشارة لتصميم زهور حسب الطلب.",
  },
  general: {
    en: () => "Hello Maison Florale, I would like to ask about your flowers.",
    ar: () => "مرحبًا Maison Florale، أودّ الاستفسار عن زهوركم.",
  },
};

/** A plan's enquiry, the plan named as the page names it. */
export const subscriptionEnquiry = (number: string, plan: string, language: Language = "en") =>
  whatsAppLink(number, MESSAGES.subscription[language](plan));

export const consultationEnquiry = (number: string, language: Language = "en") =>
  whatsAppLink(number, MESSAGES.consultation[language]());

export const generalEnquiry = (number: string, language: Language = "en") =>
  whatsAppLink(number, MESSAGES.general[language]());
