// What an email about an order adds to the frame (~/mail/frame.server): the link to the order's
// tracking page, and the outbox key that makes each kind of email go out once per order.
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/page-language.server";
import type { MailLink } from "~/mail/frame.server";
import { trackingPath } from "./order-access.server";

/** The 'Track your order' link every email to a customer carries, to the page in its language. */
export const trackingLink = (orderId: string, language: Language = "en"): MailLink => ({
  text: translator(language).t("emails.trackOrder"),
  href: trackingPath(orderId, language),
});

/**
 * The outbox key of one kind of email about an order ("confirmation", "out-for-delivery"…), for
 * one of its recipients if it has several: the outbox writes each key once, so each kind of email
 * goes out once per order however often the event that causes it arrives.
 */
export const orderMailKey = (orderId: string, kind: string, to?: "customer" | "shop") =>
  `order:${orderId}:${kind}${to ? `:${to}` : ""}`;
