// The recipient's private link, one per gift whose recipient gives the address. The link carries
// the delivery's id and a key derived from it with the shop's secret (like the customer's own
// links): nothing is stored, nothing can be guessed, and a rotated secret keeps old links working.
// The first delivery's id is the order's, so every link sent before orders held several gifts
// still opens its gift.
import { brandName } from "~/content/brand.server";
import { createHmac, timingSafeEqual } from "node:crypto";
import { ID_PATTERN } from "~/db/ids";
import { localisedPath, type Language } from "~/i18n/languages";
import { env } from "~/platform/env.server";
import { mailOrigin } from "~/platform/origin.server";
import { mailWords, type MailLine } from "~/mail/frame.server";
import { findOrder, type Delivery, type Order } from "./order-reads.server";
import type { OrderStatus } from "~/db/order-statuses";

const KEY_LENGTH = 32;

const keyWith = (secret: string, deliveryId: string) =>
  createHmac("sha256", secret)
    .update(`recipient-address:${deliveryId}`)
    .digest("base64url")
    .slice(0, KEY_LENGTH);

/** The token of a gift's link: the delivery's id and its key. */
export function recipientToken(deliveryId: string): string {
  return `${deliveryId}${keyWith(env().sessionSecrets[0]!, deliveryId)}`;
}

/** The delivery a token names, when its key fits (any of the rotating secrets); otherwise null. */
export function deliveryIdOfToken(token: string): string | null {
  const deliveryId = token.slice(0, 24);
  const key = token.slice(24);
  if (!ID_PATTERN.test(deliveryId) || key.length !== KEY_LENGTH) return null;
  const fits = env().sessionSecrets.some((secret) =>
    timingSafeEqual(Buffer.from(keyWith(secret, deliveryId)), Buffer.from(key)),
  );
  return fits ? deliveryId : null;
}

/** The recipient's page, in a language: /address/{token} or /ar/address/{token}. */
export const recipientPath = (deliveryId: string, language: Language) =>
  localisedPath(`/address/${recipientToken(deliveryId)}`, language);

/** A gift's link the customer shares and a WhatsApp link carrying it, in the order's language. */
export function recipientLinks(
  deliveryId: string,
  language: Language,
  origin: string = mailOrigin(),
) {
  const url = `${origin}${recipientPath(deliveryId, language)}`;
  const message = mailWords(language).t("recipient.invite.whatsappMessage", {
    shop: brandName(language),
    link: url,
  });
  return { url, whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}` };
}

/** Still waiting for the recipient: paid, neither delivered nor cancelled, no address yet. */
export const WAITING_STATUSES: OrderStatus[] = ["new_paid", "in_preparation", "in_delivery"];

/** A gift whose recipient is still to give the address, its order paid and the gift on its way. */
export const awaitsRecipient = (order: Order, delivery: Delivery) =>
  delivery.addressPending &&
  WAITING_STATUSES.includes(order.status) &&
  WAITING_STATUSES.includes(delivery.status);

export interface RecipientInvitation {
  /** The delivery's id. */
  id: string;
  recipientName: string;
  url: string;
  whatsapp: string;
}

/** What the customer's thank-you page offers to share: a link per gift still waiting. */
export function recipientInvitations(orderId: string, origin: string): RecipientInvitation[] {
  const order = findOrder(orderId);
  if (!order) return [];
  return order.deliveries
    .filter((delivery) => awaitsRecipient(order, delivery))
    .map((delivery) => ({
      id: delivery.id,
      recipientName: delivery.recipientName ?? "",
      ...recipientLinks(delivery.id, order.language, origin),
    }));
}

/**
 * The confirmation email's lines for a gift waiting on its recipient (none otherwise), in the
 * email's language; the link opens the recipient's page in the order's.
 */
export function recipientLinkLines(
  order: Pick<Order, "language">,
  delivery: Delivery,
  language: Language,
): MailLine[] {
  if (!delivery.addressPending) return [];
  const words = mailWords(language);
  const name = delivery.recipientName ?? "";
  const link = recipientLinks(delivery.id, order.language).url;
  return [
    words.say("recipient.email.pending", { link }, { name }),
    words.t("recipient.email.explain"),
  ];
}

/** The confirmation's buttons for a gift waiting on its recipient: its link, and sharing it. */
export function recipientMailLinks(
  order: Pick<Order, "language">,
  delivery: Delivery,
  language: Language,
) {
  if (!delivery.addressPending) return [];
  const { url, whatsapp } = recipientLinks(delivery.id, order.language);
  const words = mailWords(language);
  return [
    { text: words.t("recipient.invite.link"), href: url },
    { text: words.t("recipient.invite.whatsapp"), href: whatsapp },
  ];
}
