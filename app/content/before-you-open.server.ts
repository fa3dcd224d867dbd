// "Before you open": what still makes this the demo shop rather than the florist's. The admin
// dashboard lists each with where it is fixed, and a production start logs one warning per item,
// so nobody opens a shop by accident with test payments, no email or someone else's words.
import { isStripeTestKey } from "~/payments/test-mode.server";
import { env } from "~/platform/env.server";
import { DEMO_TRN } from "./shop-content-demo";
import { POLICY_PAGES } from "./shop-content";
import { storedShopContent } from "./shop-content.server";

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
  if (env().PAYMENT_PROVIDER === "stripe" && isStripeTestKey(env().STRIPE_SECRET_KEY)) {
    items.push({
      id: "stripe-test-key",
      text: "A Stripe test key — still test mode: no card is charged.",
      href: null,
      fix: "Set STRIPE_SECRET_KEY to the live secret key (sk_live_…) and STRIPE_WEBHOOK_SECRET to the live webhook's secret, from Stripe's dashboard with 'Test mode' off, then restart the shop.",
      log:
        "STRIPE_SECRET_KEY is a Stripe test key: the shop is in test mode and no card is charged. " +
        "Set STRIPE_SECRET_KEY to the live key (sk_live_…) and STRIPE_WEBHOOK_SECRET to the live webhook's secret to take real payments.",
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
