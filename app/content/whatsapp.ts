// Enquiries open a WhatsApp chat with a prefilled, URL-encoded message.
import { CONTACT } from "./contact-details";

export type SubscriptionPlan = "Weekly" | "Bi-Weekly" | "Monthly";

export function whatsAppLink(message: string, number: string = CONTACT.whatsAppNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

export const subscriptionEnquiry = (plan: SubscriptionPlan) =>
  whatsAppLink(
    `Hello Maison Florale, I would like to subscribe to the ${plan} flower subscription.`,
  );

export const consultationEnquiry = () =>
  whatsAppLink(
    "Hello Maison Florale, I would like to book a consultation for a bespoke floral design.",
  );

export const bouquetEnquiry = (title: string) =>
  whatsAppLink(`Hello Maison Florale, I have a question about the "${title}" bouquet.`);

/** For a bouquet that is out of stock: the florists suggest one like it. */
export const similarBouquetEnquiry = (title: string) =>
  whatsAppLink(
    `Hello Maison Florale, the "${title}" bouquet is currently unavailable. Could you suggest something similar?`,
  );

export const generalEnquiry = () =>
  whatsAppLink("Hello Maison Florale, I would like to ask about your flowers.");
