// The emails a shop's outbox worker wrote to the outbox folder (no SMTP in tests), read back as
// the customer would see them: the headers and both parts decoded from quoted-printable.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface SentMail {
  file: string;
  /** The outbox row's Message-ID, the same on every try. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

const bytesOf = (qp: string) =>
  Buffer.from(
    qp.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

const quotedPrintable = (body: string) => bytesOf(body.replace(/=\r?\n/g, ""));

/** A header's encoded words (RFC 2047, as nodemailer writes them) in plain text. */
const headerText = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : bytesOf(text.replace(/_/g, " ")),
    );

function header(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line ? headerText(line.slice(name.length + 1).trim()) : "";
}

/** A part's body decoded: nodemailer writes mostly-Arabic text as base64, the rest quoted-printable. */
function part(raw: string, type: string): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start === -1) return "";
  const headEnd = raw.indexOf("\n\n", start);
  const body = raw.slice(headEnd + 2);
  const encoded = body.slice(0, body.search(/\r?\n--/));
  return /content-transfer-encoding:\s*base64/i.test(raw.slice(start, headEnd))
    ? Buffer.from(encoded.replace(/\s+/g, ""), "base64").toString("utf8")
    : quotedPrintable(encoded);
}

/** Every email in the outbox folder, oldest first. */
export function outboxMails(outbox: string): SentMail[] {
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((file) => ({ file, ...readMail(readFileSync(join(outbox, file), "utf8")) }));
}

/** One email as it came (a file of the outbox, or what a test's mail server received), decoded. */
export function readMail(raw: string): Omit<SentMail, "file"> {
  const lf = raw.replace(/\r\n/g, "\n");
  const head = lf.slice(0, lf.indexOf("\n\n"));
  return {
    messageId: header(head, "message-id"),
    to: header(head, "to"),
    subject: header(head, "subject"),
    text: part(lf, "text/plain"),
    html: part(lf, "text/html"),
  };
}
