// "Before you open": what still makes this the demo shop rather than the florist's. The admin
// dashboard lists each with where it is fixed, and a production start logs one warning per item,
// so nobody opens a shop by accident with test payments, no email or someone else's words.
import { isStripeTestKey } from "~/payments/test-mode.server";
import { env } from "~/platform/env.server";
import { DEMO_TRN } from "./shop-content-demo";
import { BRAND_PAGES, POLICY_PAGES } from "./shop-content";
import { brandName } from "./brand.server";
import { storedShopContent } from "./shop-content.server";
import type { ContentPart } from "./shop-content";
import { firstAdminsOnTheirFirstPassword } from "~/admin-auth/admins.server";
import { demoCatalogueLeft } from "~/catalogue/demo-catalogue.server";
import { DEMO_MAIL_DOMAIN, onDemoDomain, senderAddress, shopEmail } from "./shop-mail.server";

export interface BeforeYouOpen {
  id: string;
  /** What holds, in the admin's words. */
  text: string;
  /** Where it is fixed: an admin page (for a setting of the server, its row on /admin/setup). */
  href: string;
  /** The link's words. */
  linkText: string;
  /** What to set, when it is a setting of the server. */
  fix: string | null;
  /** The warning a production start logs. */
  log: string;
}

/** Where a setting of the server is explained, with how to set it and restart. */
const setupRow = (name: string) => ({ href: `/admin/setup#${name}`, linkText: "How to set it" });
const IN_CONTENT = "Fix it in Shop content";
const content = (anchor: string) => ({ href: `/admin/content#${anchor}`, linkText: IN_CONTENT });

const BRAND_PAGE_NAMES = { about: "About", craft: "Craft", portfolio: "Portfolio" } as const;

const PAGE_NAMES = {
  terms: "Terms of sale",
  privacy: "Privacy notice",
  returns: "Returns and refunds",
  delivery: "Delivery",
} as const;

export function beforeYouOpen(): BeforeYouOpen[] {
  const { content: stored, demoParts } = storedShopContent();
  const items: BeforeYouOpen[] = [];
  if (env().PAYMENT_PROVIDER === "demo") {
    items.push({
      id: "payments",
      text: "Payments are in demo mode: no card is charged.",
      ...setupRow("PAYMENT_PROVIDER"),
      fix: "Set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.",
      log:
        "PAYMENT_PROVIDER is 'demo': the shop is in test mode and no card is charged. " +
        "Set PAYMENT_PROVIDER=stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) to take real payments.",
    });
  }
  if (env().PAYMENT_PROVIDER === "stripe" && isStripeTestKey(env().STRIPE_SECRET_KEY)) {
    items.push({
      id: "stripe-test-key",
      text: "A Stripe test key — still test mode: no card is charged.",
      ...setupRow("STRIPE_SECRET_KEY"),
      fix: "Set STRIPE_SECRET_KEY to the live secret key (sk_live_…) and STRIPE_WEBHOOK_SECRET to the live webhook's secret, from Stripe's dashboard with 'Test mode' off.",
      log:
        "STRIPE_SECRET_KEY is a Stripe test key: the shop is in test mode and no card is charged. " +
        "Set STRIPE_SECRET_KEY to the live key (sk_live_…) and STRIPE_WEBHOOK_SECRET to the live webhook's secret to take real payments.",
    });
  }
  if (!env().SMTP_URL) {
    items.push({
      id: "smtp",
      text: "No mail server: emails are written to files, never sent.",
      ...setupRow("SMTP_URL"),
      fix: "Set SMTP_URL to your mail server.",
      log: "SMTP_URL is not set: emails are written to the outbox folder and never sent.",
    });
  }
  if (!env().PUBLIC_URL) {
    items.push({
      id: "public-url",
      text: "The shop's address is not set: links in emails and to search engines guess it.",
      ...setupRow("PUBLIC_URL"),
      fix: "Set PUBLIC_URL to the shop's address, e.g. https://maisonflorale.ae.",
      log: "PUBLIC_URL is not set: absolute links (emails, sitemap, canonical) follow each request's host.",
    });
  }
  // The demo content's TRN is SHOP_TRN's until saved: one check covers both.
  if (stored.legal.trn === DEMO_TRN) {
    items.push({
      id: "trn",
      text: "The TRN on tax invoices is the demo number.",
      ...content("content-legal"),
      fix: null,
      log: "The TRN is the demo number 100000000000003: write the shop's real TRN in the admin's Shop content (or SHOP_TRN).",
    });
  }
  if (demoParts.includes("contact")) {
    items.push({
      id: "contact",
      text: "The contact details are the demo shop's.",
      ...content("content-contact"),
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
      ...content("content-pages"),
      fix: null,
      log: `The policy page /${page} was never saved: it is shown as a draft until an owner writes it in the admin's Shop content.`,
    });
  }
  items.push(...demoStillShown(demoParts));
  items.push(...secretsAndPasswords());
  return items;
}

/** The demo's bouquets, words of praise, rating claim, hotels and brand, while they are shown. */
function demoStillShown(demoParts: ContentPart[]): BeforeYouOpen[] {
  const items: BeforeYouOpen[] = [];
  const left = demoCatalogueLeft();
  if (left.items + left.categories > 0) {
    items.push({
      id: "demo-catalogue",
      text: `The demo catalogue is still on sale: ${left.items} bouquets and add-ons, ${left.categories} categories.`,
      href: "/admin/collection/remove-demo",
      linkText: "Remove the demo catalogue",
      fix: null,
      log: `The demo catalogue is still on sale (${left.items} bouquets and add-ons): an owner removes it on the admin's collection page.`,
    });
  }
  const demoWords: [ContentPart, string, string][] = [
    ["testimonials", "The testimonials are the demo shop's invented ones.", "content-testimonials"],
    ["rating", "The rating claim ('4.9/5') is the demo shop's.", "content-home"],
    ["trustedBy", "'Trusted by' shows the demo shop's hotels.", "content-trusted"],
  ];
  for (const [part, text, anchor] of demoWords) {
    if (!demoParts.includes(part)) continue;
    items.push({
      id: `demo-${part}`,
      text,
      ...content(anchor),
      fix: null,
      log: `${text} Write the shop's own (or none) in the admin's Shop content.`,
    });
  }
  // The demo's name is SHOP_NAME's until saved: a server that set its own name has its brand.
  if (demoParts.includes("brand") && !process.env.SHOP_NAME) {
    items.push({
      id: "brand",
      text: `The brand name is still the demo's: the shop is called '${brandName()}'.`,
      ...content("content-brand"),
      fix: null,
      log: `The brand name is still the demo's ('${brandName()}'): write the shop's own name in the admin's Shop content.`,
    });
  }
  const demoPages = BRAND_PAGES.filter((page) => demoParts.includes(page));
  if (demoPages.length > 0) {
    const names = demoPages.map((page) => BRAND_PAGE_NAMES[page]).join(", ");
    items.push({
      id: "brand-pages",
      text: `The About, Craft and Portfolio texts are still the demo's (${names}).`,
      ...content(`content-${demoPages[0]}`),
      fix: null,
      log: `The ${names} texts are still the demo shop's: write the shop's own in the admin's Shop content.`,
    });
  }
  return items;
}

/** A secret the shop made up for itself, and first passwords nobody has changed. */
function secretsAndPasswords(): BeforeYouOpen[] {
  const items: BeforeYouOpen[] = [];
  if (env().sessionSecretGenerated) {
    items.push({
      id: "session-secret",
      text: "The session secret was generated by the shop and lives only beside its database.",
      ...setupRow("SESSION_SECRET"),
      fix: "Set SESSION_SECRET to a long random value of your own.",
      log: "SESSION_SECRET is not set: the shop generated one beside its database. Set your own in the server's settings.",
    });
  }
  for (const username of firstAdminsOnTheirFirstPassword()) {
    items.push({
      id: `first-password-${username}`,
      text: `The first admin, ${username}, still signs in with the password the shop started with.`,
      href: "/admin/account",
      linkText: "Change it on the Account page",
      fix: null,
      log: `The first admin '${username}' has never changed the password the shop started with: change it on the admin's Account page.`,
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
      ...(setting ? setupRow("MAIL_FROM") : content("content-contact")),
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
      ...(setting ? setupRow("SHOP_EMAIL") : content("content-contact")),
      fix: setting ? "Set SHOP_EMAIL to the shop's own address." : null,
      log: setting
        ? `SHOP_EMAIL is ${copy}, on the demo shop's domain: set it to the shop's own address, or the shop's copy of every order goes to someone else.`
        : `The shop's copy of every order goes to ${copy}, on the demo shop's domain: write the shop's own email in the admin's Shop content (or set SHOP_EMAIL).`,
    });
  }
  return items;
}
