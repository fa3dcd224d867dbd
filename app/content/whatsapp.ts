// Enquiries open a WhatsApp chat with a prefilled, URL-encoded message, in the language of the
// page it was opened from (the florists answer in the language the customer wrote in).
import type { Language } from "~/i18n/languages";
import { CONTACT } from "./contact-details";

export type SubscriptionPlan = "Weekly" | "Bi-Weekly" | "Monthly";

export function whatsAppLink(message: string, number: string = CONTACT.whatsAppNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/** The plans as an Arabic sentence names them. */
const ARABIC_PLAN: Record<SubscriptionPlan, string> = {
  Weekly: "الأسبوعي",
  "Bi-Weekly": "كل أسبوعين",
  Monthly: "الشهري",
};

const MESSAGES = {
  subscription: {
    en: (plan: SubscriptionPlan) =>
      `Hello Maison Florale, I would like to subscribe to the ${plan} flower subscription.`,
    ar: (plan: SubscriptionPlan) =>
      `مرحبًا Maison Florale، أودّ الاشتراك في اشتراك الزهور ${ARABIC_PLAN[plan]}.`,
  },
  consultation: {
    en: () =>
      "Hello Maison Florale, I would like to book a consultation for a bespoke floral design.",
    ar: () => "مرحبًا Maison Florale، أودّ حجز استشارة لتصميم زهور حسب الطلب.",
  },
  bouquet: {
    en: (title: string) => `Hello Maison Florale, I have a question about the "${title}" bouquet.`,
    ar: (title: string) => `مرحبًا Maison Florale، لديّ سؤال عن باقة «${title}».`,
  },
  similar: {
    en: (title: string) =>
      `Hello Maison Florale, the "${title}" bouquet is currently unavailable. Could you suggest something similar?`,
    ar: (title: string) =>
      `مرحبًا Maison Florale، باقة «${title}» غير متوفرة حاليًا. هل يمكنكم اقتراح باقة مشابهة؟`,
  },
  general: {
    en: () => "Hello Maison Florale, I would like to ask about your flowers.",
    ar: () => "مرحبًا Maison Florale، أودّ الاستفسار عن زهوركم.",
  },
};

export const subscriptionEnquiry = (plan: SubscriptionPlan, language: Language = "en") =>
  whatsAppLink(MESSAGES.subscription[language](plan));

export const consultationEnquiry = (language: Language = "en") =>
  whatsAppLink(MESSAGES.consultation[language]());

export const bouquetEnquiry = (title: string, language: Language = "en") =>
  whatsAppLink(MESSAGES.bouquet[language](title));

/** For a bouquet that is out of stock: the florists suggest one like it. */
export const similarBouquetEnquiry = (title: string, language: Language = "en") =>
  whatsAppLink(MESSAGES.similar[language](title));

export const generalEnquiry = (language: Language = "en") =>
  whatsAppLink(MESSAGES.general[language]());
