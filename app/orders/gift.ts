// What makes an order a gift: a recipient's name, a recipient's phone or a card message — any one
// of them. The admin's views, the packing slip, the thank-you page and the email all ask here.
import type { OrderRow } from "~/db/schema";
import { saidText } from "~/i18n/said";

export interface Gift {
  recipientName: string | null;
  recipientPhone: string | null;
  cardMessage: string | null;
}

/** The order's gift details, or null when it is for the customer themselves. */
export function giftOf(
  order: Pick<OrderRow, "recipientName" | "recipientPhone" | "cardMessage">,
): Gift | null {
  const gift = {
    recipientName: order.recipientName || null,
    recipientPhone: order.recipientPhone || null,
    cardMessage: order.cardMessage || null,
  };
  return gift.recipientName || gift.recipientPhone || gift.cardMessage ? gift : null;
}

/** A gift's place in its order as the staff's sheets say it ('Gift 2 of 3'), null when it is the only one. */
export const giftOfOrder = (order: { deliveries: unknown[] }, index: number): string | null =>
  order.deliveries.length > 1 ? `Gift ${index + 1} of ${order.deliveries.length}` : null;

/** The card holds so much: a message longer than this is refused by the JSON API and the checkout alike. */
export const CARD_MESSAGE_MAX = 250;

/** The refusals of a gift's details, by message id (the JSON API and the pages each say them in their language). */
export const GIFT_REFUSALS = {
  recipientName: saidText("gift.error.recipientName"),
  recipientMobile: saidText("gift.error.recipientMobile"),
  cardMessageTooLong: saidText("gift.error.cardMessageTooLong", { max: CARD_MESSAGE_MAX }),
};

/** A UAE mobile in E.164: +971 5X XXX XXXX (the driver calls or messages it). */
export function isUaeMobile(e164: string | null | undefined): boolean {
  return !!e164 && /^\+9715\d{8}$/.test(e164);
}

interface GiftDetails {
  recipientName?: string | null;
  recipientPhone?: string | null;
  cardMessage?: string | null;
  surprise?: boolean;
  anonymous?: boolean;
}

/** A gift by its details: a recipient, a card, a surprise or an anonymous card. */
export function isGiftOrder(details: GiftDetails): boolean {
  return !!(
    details.recipientName ||
    details.recipientPhone ||
    details.cardMessage ||
    details.surprise ||
    details.anonymous
  );
}

/**
 * What a gift still lacks: the recipient's name and a UAE mobile (the phone already normalised to
 * E.164), per field; null when nothing is missing. A bouquet carried to someone else needs both,
 * or the driver can neither find nor reach them.
 */
export function giftIssues(details: GiftDetails): Record<string, string[]> | null {
  const issues: Record<string, string[]> = {};
  if (!details.recipientName?.trim()) issues.recipientName = [GIFT_REFUSALS.recipientName];
  if (!isUaeMobile(details.recipientPhone)) issues.recipientPhone = [GIFT_REFUSALS.recipientMobile];
  return Object.keys(issues).length > 0 ? issues : null;
}

/**
 * Whether the JSON API holds an order to the gift rules: every order with a recipient's name,
 * whatever the form of its address (the driver must reach someone who is not the customer), and
 * any gift that uses the Dubai delivery fields (a structured address, a surprise, an anonymous
 * card). A card message alone with a one-line address keeps the older rules.
 */
export function giftRulesApply(details: GiftDetails & { deliveryAddress?: unknown }): boolean {
  if (details.recipientName?.trim()) return true;
  return (
    isGiftOrder(details) && !!(details.deliveryAddress || details.surprise || details.anonymous)
  );
}

/**
 * The sender's name as the recipient may see it (the card, the slip, the recipient's own page),
 * or null when the card is signed anonymously.
 */
export function senderShownToRecipient(
  order: Pick<OrderRow, "customerName"> & { anonymous?: boolean | null },
): string | null {
  return order.anonymous ? null : order.customerName || null;
}
