// "Before you open": what still makes this the demo shop rather than the florist's. The admin
// dashboard lists each with where it is fixed, and a production start logs one warning per item,
// so nobody opens a shop by accident with test payments, no email or someone else's words.
import { env } from "~/platform/env.server";
import { DEMO_TRN } from "./shop-content-demo";
import { POLICY_PAGES } from "./shop-content";
import { storedShopContent } from "./shop-content.server";
import { DEMO_MAIL_DOMAIN, onDemoDomain, senderAddress, shopEmail } from "./shop-mail.server";

export interface BeforeYouOpen {
  id: string;
  /** What holds, in the admin's words. */
  text: string;
  /** Where it is fixed: an admin page, or null for the server's environment. */
  href: string | null;
  /** How to fix it, when it is a setting of the server. */
  fix: string | null;
  /** The warning a production start logs. */
  log: string;
}

const PAGE_NAMES = {
  terms: "Terms of sale",
  privacy: "Privacy notice",
  returns: "Returns and refunds",
  delivery: "Delivery",
} as const;

export function beforeYouOpen(): BeforeYouOpen[] {
  const { content, demoParts } = storedShopContent();
  const items: BeforeYouOpen[] = [];
  if (env().PAYMENT_PROVIDER === "demo") {
    items.push({
      id: "payments",
      text: "Payments are in demo mode: no card is charged.",
      href: null,
      fix: "Set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.",
      log:
        "PAYMENT_PROVIDER is 'demo': the shop is in test mode and no card is charged. " +
        "Set PAYMENT_PROVIDER=stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) to take real payments.",
    });
  }
  if (!env().SMTP_URL) {
    items.push({
      id: "smtp",
      text: "No mail server: emails are written to files, never sent.",
      href: null,
      fix: "Set SMTP_URL to your mail server.",
      log: "SMTP_URL is not set: emails are written to the outbox folder and never sent.",
    });
  }
  if (!env().PUBLIC_URL) {
    items.push({
      id: "public-url",
      text: "The shop's address is not set: links in emails and to search engines guess it.",
      href: null,
      fix: "Set PUBLIC_URL to the shop's address, e.g. https://maisonflorale.ae.",
      log: "PUBLIC_URL is not set: absolute links (emails, sitemap, canonical) follow each request's host.",
    });
  }
  // The demo content's TRN is SHOP_TRN's until saved: one check covers both.
  if (content.legal.trn === DEMO_TRN) {
    items.push({
      id: "trn",
      text: "The TRN on tax invoices is the demo number.",
      href: "/admin/content#content-legal",
      fix: null,
      log: "The TRN is the demo number 100000000000003: write the shop's real TRN in the admin's Shop content (or SHOP_TRN).",
    });
  }
  if (demoParts.includes("contact")) {
    items.push({
      id: "contact",
      text: "The contact details are the demo shop's.",
      href: "/admin/content#content-contact",
      fix: null,
      log: "The contact details are still the demo shop's: write the real ones in the admin's Shop content.",
    });
  }
  items.push(...mailOnTheDemoDomain());
  for (const page of POLICY_PAGES) {
    if (!demoParts.includes(`pages.${page}`)) continue;
    items.push({
      id: `page-${page}`,
      text: `The ${PAGE_NAMES[page]} page (/${page}) is still the draft.`,
      href: "/admin/content#content-pages",
      fix: null,
      log: `The policy page /${page} was never saved: it is shown as a draft until an owner writes it in the admin's Shop content.`,
    });
  }
  return items;
}

/**
 * The sender and the shop's copy of each order while they are on the demo shop's domain: mail
 * from it fails the receivers' checks, and the copy (names, phones, addresses, card messages)
 * would go to someone else. Fixed in Shop content, or in the server's setting that set it.
 */
function mailOnTheDemoDomain(): BeforeYouOpen[] {
  const items: BeforeYouOpen[] = [];
  const sender = senderAddress();
  if (onDemoDomain(sender)) {
    const setting = Boolean(env().MAIL_FROM);
    items.push({
      id: "mail-from",
      text: `Emails are sent from ${sender}, on the demo shop's domain (${DEMO_MAIL_DOMAIN}).`,
      href: setting ? null : "/admin/content#content-contact",
      fix: setting ? "Set MAIL_FROM to an address of the shop's own domain." : null,
      log: setting
        ? `MAIL_FROM is ${sender}, on the demo shop's domain: set it to an address of the shop's own domain.`
        : `Emails are sent from ${sender}, on the demo shop's domain: write the shop's own email in the admin's Shop content (or set MAIL_FROM).`,
    });
  }
  const copy = shopEmail();
  if (onDemoDomain(copy)) {
    const setting = Boolean(env().SHOP_EMAIL);
    items.push({
      id: "shop-email",
      text: `The shop's copy of every order goes to ${copy}, on the demo shop's domain (${DEMO_MAIL_DOMAIN}).`,
      href: setting ? null : "/admin/content#content-contact",
      fix: setting ? "Set SHOP_EMAIL to the shop's own address." : null,
      log: setting
        ? `SHOP_EMAIL is ${copy}, on the demo shop's domain: set it to the shop's own address, or the shop's copy of every order goes to someone else.`
        : `The shop's copy of every order goes to ${copy}, on the demo shop's domain: write the shop's own email in the admin's Shop content (or set SHOP_EMAIL).`,
    });
  }
  return items;
}
