// The frame of every email the shop sends (an order's confirmation, status and refund, the
// owners' news of the team and of the contact details): the same words as text and as HTML, in
// the email's language (an Arabic one right to left), from the shop's own sender, signed with the
// boutique's address and email.
import { textDirection, type Language } from "~/i18n/languages";
import { translator } from "~/i18n/page-language.server";
import type { MessageId, MessageValues } from "~/i18n/translate";
import { currentShopContent } from "~/content/shop-content.server";
import { inLanguage } from "~/content/shop-content";
import { mailSender } from "~/content/shop-mail.server";
import { brandName } from "~/content/brand.server";
import type { Mail } from "~/platform/mailer.server";
import { mailOrigin } from "~/platform/origin.server";

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

export interface MailLink {
  text: string;
  href: string;
}

/**
 * A piece of a line with a direction of its own: the customer's words (a name, an address, a card)
 * or a title in the other language. The HTML isolates it (dir="auto"), so an Arabic name keeps its
 * place in an English sentence and an English one in an Arabic sentence.
 */
export interface Isolated {
  isolate: string;
}

/** Words of an email: plain, or with isolated pieces. */
export type MailWords = string | readonly (string | Isolated)[];

/**
 * A row of the email's item table: the line as the text version says it (`text`), and its two
 * cells, what and how much. The HTML version sets consecutive rows as one table.
 */
export interface MailRow {
  text: MailWords;
  cells: readonly [string | Isolated, string];
}

/** A line of an email: words, or a row of its item table. */
export type MailLine = MailWords | MailRow;

const isRow = (line: MailLine): line is MailRow => typeof line === "object" && "cells" in line;

const plainWords = (words: MailWords): string =>
  typeof words === "string"
    ? words
    : words.map((part) => (typeof part === "string" ? part : part.isolate)).join("");

/** A line as plain text. */
export const plainLine = (line: MailLine): string =>
  isRow(line) ? plainWords(line.text) : plainWords(line);

const htmlPart = (part: string | Isolated) =>
  typeof part === "string"
    ? escapeHtml(part)
    : `<span dir="auto">${escapeHtml(part.isolate)}</span>`;

const htmlLine = (line: MailWords): string =>
  typeof line === "string" ? escapeHtml(line) : line.map(htmlPart).join("");

/** Consecutive rows as one table, hairlines between them, the amounts at the line's end. */
function htmlTable(rows: MailRow[]): string {
  const cells = rows.map(
    ({ cells: [item, amount] }) =>
      `<tr><td style="padding:8px 0;border-bottom:1px solid #e8e1d6;text-align:start">${htmlPart(item)}</td>` +
      `<td style="padding:8px 0;border-bottom:1px solid #e8e1d6;text-align:end;white-space:nowrap;font-variant-numeric:lining-nums tabular-nums"><bdi>${escapeHtml(amount)}</bdi></td></tr>`,
  );
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 12px;border-collapse:collapse;border-top:1px solid #e8e1d6">${cells.join("")}</table>`;
}

/** The body's HTML: each line a paragraph, an empty one a break, runs of rows a table. */
function htmlBody(lines: readonly MailLine[]): string {
  const html: string[] = [];
  let rows: MailRow[] = [];
  const endTable = () => {
    if (rows.length) html.push(htmlTable(rows));
    rows = [];
  };
  for (const line of lines) {
    if (isRow(line)) {
      rows.push(line);
      continue;
    }
    endTable();
    html.push(line.length ? `<p style="margin:0 0 6px">${htmlLine(line)}</p>` : "<br>");
  }
  endTable();
  return html.join("");
}

const MARK = "\u0001";

/**
 * The words of an email in one language: `say` gives a message of the catalogue as a mail line,
 * with the `isolated` values (the customer's words) marked to keep their own direction.
 */
export function mailWords(language: Language) {
  const words = translator(language);
  return {
    ...words,
    say(
      id: MessageId,
      values: MessageValues = {},
      isolated: Record<string, string> = {},
    ): MailWords {
      const names = Object.keys(isolated);
      if (names.length === 0) return words.t(id, values);
      const marks = Object.fromEntries(
        names.map((name, index) => [name, `${MARK}${index}${MARK}`]),
      );
      const text = words.t(id, { ...values, ...marks });
      return text
        .split(new RegExp(`${MARK}(\\d+)${MARK}`))
        .map((part, index) => (index % 2 ? { isolate: isolated[names[Number(part)]!]! } : part))
        .filter((part) => part !== "");
    },
  };
}

export interface MailContent {
  subject: string;
  /** The body, line by line; an empty string is a blank line. */
  lines: MailLine[];
  /** The language the email is written in (English unless said). */
  language?: Language;
  /** Links under the body as buttons, the first one dark (e.g. 'Track your order'); paths are made absolute. */
  links?: MailLink[];
}

const absolute = (href: string) => (href.startsWith("/") ? `${mailOrigin()}${href}` : href);

// Email clients ignore stylesheets and most layout: a table of fixed width with inline styles, in the
// maison's colours (docs/design.md), reads alike in every inbox.
const INK = "#1c1a17";
const PAPER = "#faf7f2";
const QUIET = "#6b6259";
const SERIF = "Georgia,'Times New Roman',serif";
// Arabic in the shop's Arabic sans where the reader has it, else the faces every system carries
// whose Arabic is drawn well (Georgia has none: the inbox would pick one at random).
const ARABIC_FACES = "'IBM Plex Sans Arabic',Tahoma,Arial,sans-serif";

function frame(body: string, footer: string, language: Language): string {
  const shopName = brandName(language);
  const face = language === "ar" ? ARABIC_FACES : SERIF;
  return [
    `<div lang="${language}" dir="${textDirection[language]}" style="margin:0;padding:32px 12px;background:${PAPER}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e8e1d6">`,
    `<tr><td style="padding:28px 32px 20px;border-bottom:1px solid #e8e1d6;text-align:center;font-family:${SERIF};font-size:20px;letter-spacing:${language === "ar" ? "0" : "6px"};color:${INK}">${escapeHtml(shopName.toLocaleUpperCase(language))}</td></tr>`,
    `<tr><td style="padding:28px 32px 32px;font-family:${face};font-size:16px;line-height:${language === "ar" ? "1.8" : "1.6"};color:${INK}">${body}</td></tr>`,
    `<tr><td style="padding:18px 32px;border-top:1px solid #e8e1d6;font-family:${face};font-size:${language === "ar" ? "13px" : "12px"};line-height:1.6;color:${QUIET};text-align:center">${footer}</td></tr>`,
    `</table></div>`,
  ].join("");
}

export function framedMail(to: string, content: MailContent): Mail {
  const links = (content.links ?? []).map((link) => ({ ...link, href: absolute(link.href) }));
  const language = content.language ?? "en";
  const text = [
    ...content.lines.map(plainLine),
    ...links.flatMap((link) => ["", `${link.text}: ${link.href}`]),
  ];
  const body = htmlBody(content.lines);
  // Buttons keep their gap on the side the next one follows (right to left in Arabic); Arabic
  // letters join, so its words are never spaced out.
  const gap = language === "ar" ? "0 0 8px 8px" : "0 8px 8px 0";
  const spacing = language === "ar" ? "0" : "2px";
  const button = (link: MailLink, first: boolean) =>
    `<a href="${escapeHtml(link.href)}" style="display:inline-block;margin:${gap};padding:12px 26px;border:1px solid ${INK};background:${first ? INK : "#ffffff"};color:${first ? "#ffffff" : INK};text-decoration:none;font-size:13px;letter-spacing:${spacing};text-transform:uppercase">${escapeHtml(link.text)}</a>`;
  const buttons = links.length
    ? `<p style="margin:28px 0 0">${links.map((link, i) => button(link, i === 0)).join("")}</p>`
    : "";
  // The boutique's address and email as the shop content gives them, in the email's language.
  const { address, email } = currentShopContent().contact;
  const where = inLanguage(address, language).text.split("\n").map(escapeHtml).join("<br>");
  return {
    from: mailSender(),
    to,
    subject: content.subject,
    text: text.join("\n"),
    html: frame(
      `${body}${buttons}`,
      `${where}<br><a href="mailto:${escapeHtml(email)}" style="color:${QUIET}">${escapeHtml(email)}</a>`,
      language,
    ),
  };
}
