// The frame of every email the shop sends a customer about an order (confirmation, status,
// refund): the same words as text and as HTML, a link to the order's tracking page, and the
// rule that each kind of email goes out once per order.
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { nowIso } from "~/db/ids.server";
import { orderEmails } from "~/db/schema";
import { sendMail, type Mail } from "~/platform/mailer.server";
import { log } from "~/platform/log.server";
import { mailOrigin } from "~/platform/origin.server";
import { trackingPath } from "./order-access.server";

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

export interface OrderMailContent {
  subject: string;
  /** The body, line by line; an empty string is a blank line. */
  lines: string[];
  /** A link under the body, e.g. 'Track your order'; a path is made absolute. */
  link?: { text: string; href: string };
}

const absolute = (href: string) => (href.startsWith("/") ? `${mailOrigin()}${href}` : href);

/** The 'Track your order' link every email to a customer carries. */
export const trackingLink = (orderId: string) => ({
  text: "Track your order",
  href: trackingPath(orderId),
});

export function orderMail(to: string, content: OrderMailContent): Mail {
  const link = content.link && { text: content.link.text, href: absolute(content.link.href) };
  const text = [...content.lines, ...(link ? ["", `${link.text}: ${link.href}`] : [])];
  const body = content.lines
    .map((line) => (line ? `<p style="margin:0 0 4px">${escapeHtml(line)}</p>` : "<br>"))
    .join("");
  const button = link
    ? `<p style="margin:24px 0 0"><a href="${escapeHtml(link.href)}" style="color:#1c1a17">${escapeHtml(link.text)}</a></p>`
    : "";
  return {
    to,
    subject: content.subject,
    text: text.join("\n"),
    html: `<div style="font-family:Georgia,serif;color:#1c1a17;line-height:1.6">${body}${button}</div>`,
  };
}

/**
 * Sends one kind of email about an order unless it was already sent: claimed first, so two
 * callers at once send it once; unclaimed when sending fails, so a later pass tries again.
 * True when this call sent it.
 */
export async function sendOrderEmailOnce(
  orderId: string,
  kind: string,
  mails: () => Mail[],
): Promise<boolean> {
  const claimed = db()
    .insert(orderEmails)
    .values({ orderId, kind, sentAt: nowIso() })
    .onConflictDoNothing()
    .run().changes;
  if (claimed === 0) return false;
  try {
    for (const mail of mails()) await sendMail(mail);
    return true;
  } catch (error) {
    db()
      .delete(orderEmails)
      .where(and(eq(orderEmails.orderId, orderId), eq(orderEmails.kind, kind)))
      .run();
    log.error({ err: error, orderId, kind }, "could not send an order email");
    return false;
  }
}
