// A customer sees their own order (thank-you page, tax invoice) through a link carrying a key
// derived from the order id with the shop's secret: unguessable, never an enumerable id alone.
import { createHmac, timingSafeEqual } from "node:crypto";
import { localisedPath, type Language } from "~/i18n/languages";
import { env } from "~/platform/env.server";

export function orderAccessKey(orderId: string): string {
  const secret = env().sessionSecrets[0]!;
  return createHmac("sha256", secret).update(`order:${orderId}`).digest("base64url").slice(0, 32);
}

/** Any of the rotating secrets may have signed the key. */
export function canSeeOrder(orderId: string, key: string | null | undefined): boolean {
  if (!key) return false;
  return env().sessionSecrets.some((secret) => {
    const expected = createHmac("sha256", secret)
      .update(`order:${orderId}`)
      .digest("base64url")
      .slice(0, 32);
    return (
      expected.length === key.length && timingSafeEqual(Buffer.from(expected), Buffer.from(key))
    );
  });
}

/**
 * Where the customer lands after paying: their own order's thank-you page, in the order's
 * language (an order placed from an Arabic page comes back to /ar/thank-you).
 */
export function thankYouPath(orderId: string, language: Language = "en"): string {
  return localisedPath(`/thank-you?order=${orderId}&key=${orderAccessKey(orderId)}`, language);
}

/** Where the customer lands after cancelling on the provider's page (Stripe's `cancel_url`). */
export function cancelPath(orderId: string, language: Language = "en"): string {
  return localisedPath(`/pay/cancelled?order=${orderId}&key=${orderAccessKey(orderId)}`, language);
}

/** The order's tax invoice (bilingual), in the frame of the language asked for: /ar/invoice for Arabic. */
export function invoicePath(orderId: string, language: Language = "en"): string {
  return localisedPath(`/invoice/${orderId}?key=${orderAccessKey(orderId)}`, language);
}

/**
 * The customer's tracking page for their order (linked from the thank-you page and every email),
 * in the language asked for: the emails of an Arabic order open /ar/track.
 */
export function trackingPath(orderId: string, language: Language = "en"): string {
  return localisedPath(`/track/${orderId}?key=${orderAccessKey(orderId)}`, language);
}
