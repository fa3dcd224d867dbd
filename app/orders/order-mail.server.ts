// The frame of every email the shop sends a customer about an order (confirmation, status,
// refund): the same words as text and as HTML, a link to the order's tracking page, and the
// outbox key that makes each kind of email go out once per order.
import { env } from "~/platform/env.server";
import type { Mail } from "~/platform/mailer.server";
import { mailOrigin } from "~/platform/origin.server";
import { trackingPath } from "./order-access.server";

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

export interface MailLink {
  text: string;
  href: string;
}

export interface OrderMailContent {
  subject: string;
  /** The body, line by line; an empty string is a blank line. */
  lines: string[];
  /** Links under the body as buttons, the first one dark (e.g. 'Track your order'); paths are made absolute. */
  links?: MailLink[];
}

const absolute = (href: string) => (href.startsWith("/") ? `${mailOrigin()}${href}` : href);

/** The 'Track your order' link every email to a customer carries. */
export const trackingLink = (orderId: string): MailLink => ({
  text: "Track your order",
  href: trackingPath(orderId),
});

// Email clients ignore stylesheets and most layout: a table of fixed width with inline styles, in the
// maison's colours (DESIGN.md), reads alike in every inbox.
const INK = "#1c1a17";
const PAPER = "#faf7f2";
const QUIET = "#6b6259";
const SERIF = "Georgia,'Times New Roman',serif";

function frame(body: string, footer: string): string {
  const { SHOP_NAME } = env();
  return [
    `<div style="margin:0;padding:32px 12px;background:${PAPER}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e8e1d6">`,
    `<tr><td style="padding:28px 32px 20px;border-bottom:1px solid #e8e1d6;text-align:center;font-family:${SERIF};font-size:20px;letter-spacing:6px;color:${INK}">${escapeHtml(SHOP_NAME.toUpperCase())}</td></tr>`,
    `<tr><td style="padding:28px 32px 32px;font-family:${SERIF};font-size:16px;line-height:1.6;color:${INK}">${body}</td></tr>`,
    `<tr><td style="padding:18px 32px;border-top:1px solid #e8e1d6;font-family:${SERIF};font-size:12px;line-height:1.6;color:${QUIET};text-align:center">${footer}</td></tr>`,
    `</table></div>`,
  ].join("");
}

export function orderMail(to: string, content: OrderMailContent): Mail {
  const links = (content.links ?? []).map((link) => ({ ...link, href: absolute(link.href) }));
  const text = [...content.lines, ...links.flatMap((link) => ["", `${link.text}: ${link.href}`])];
  const body = content.lines
    .map((line) => (line ? `<p style="margin:0 0 6px">${escapeHtml(line)}</p>` : "<br>"))
    .join("");
  const button = (link: MailLink, first: boolean) =>
    `<a href="${escapeHtml(link.href)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 26px;border:1px solid ${INK};background:${first ? INK : "#ffffff"};color:${first ? "#ffffff" : INK};text-decoration:none;font-size:13px;letter-spacing:2px;text-transform:uppercase">${escapeHtml(link.text)}</a>`;
  const buttons = links.length
    ? `<p style="margin:28px 0 0">${links.map((link, i) => button(link, i === 0)).join("")}</p>`
    : "";
  const { SHOP_ADDRESS, SHOP_EMAIL } = env();
  return {
    to,
    subject: content.subject,
    text: text.join("\n"),
    html: frame(
      `${body}${buttons}`,
      `${escapeHtml(SHOP_ADDRESS)}<br><a href="mailto:${escapeHtml(SHOP_EMAIL)}" style="color:${QUIET}">${escapeHtml(SHOP_EMAIL)}</a>`,
    ),
  };
}

/**
 * The outbox key of one kind of email about an order ("confirmation", "out-for-delivery"…), for
 * one of its recipients if it has several: the outbox writes each key once, so each kind of email
 * goes out once per order however often its cause is told.
 */
export const orderMailKey = (orderId: string, kind: string, to?: "customer" | "shop") =>
  `order:${orderId}:${kind}${to ? `:${to}` : ""}`;
