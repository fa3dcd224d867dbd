// The shop's own addresses for its emails: the sender (From, and the envelope's) and where the
// shop's copy of each order goes. A setting of the server wins (MAIL_FROM, SHOP_EMAIL); otherwise
// the email the owner saved in Shop content, so a shop that wrote its own address never mails
// from, or copies its customers' orders to, the demo shop's domain.
import { env } from "~/platform/env.server";
import { brandName } from "./brand.server";
import { currentShopContent } from "./shop-content.server";

/** The demo shop's domain: its contact email and the old default sender are on it. */
export const DEMO_MAIL_DOMAIN = "maisonflorale.ae";

/** `Name <address>` or a bare address. */
const MAILBOX = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/;

/** The address alone of a mailbox written either way. */
export const addressOf = (mailbox: string): string => MAILBOX.exec(mailbox)?.[2] ?? mailbox.trim();

/** Whether an address is on the demo shop's domain (or one under it). */
export function onDemoDomain(mailbox: string): boolean {
  const domain = addressOf(mailbox).split("@").pop()?.toLowerCase() ?? "";
  return domain === DEMO_MAIL_DOMAIN || domain.endsWith(`.${DEMO_MAIL_DOMAIN}`);
}

/** Where the shop's copy of each order goes: SHOP_EMAIL, else the email of Shop content. */
export function shopEmail(): string {
  return env().SHOP_EMAIL || currentShopContent().contact.email;
}

/** The sender's address: MAIL_FROM's, else the email of Shop content. */
export function senderAddress(): string {
  const configured = env().MAIL_FROM;
  return configured ? addressOf(configured) : currentShopContent().contact.email;
}

/**
 * The From of every email: the brand's name as Shop content holds it (SHOP_NAME until saved;
 * quoted, so a comma or a quote in it stays part of the name) and the sender's address.
 */
export function mailSender(): string {
  const name = brandName("en").replace(/["\\]/g, "\\$&");
  return `"${name}" <${senderAddress()}>`;
}
