// Sends one email through SMTP_URL, or, without one, writes it to the outbox folder as an .eml
// file (development and tests), which /dev/outbox lists. Only the outbox worker sends: everything
// else queues its emails with queueMail (./outbox.server), in the transaction of its change.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Transporter } from "nodemailer";
import { env } from "~/platform/env.server";

export interface Mail {
  /** The sender: the brand's name and the shop's own address (content/shop-mail). */
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A reminder's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058); no other header. */
  listHeaders?: ListHeaders;
}

export interface ListHeaders {
  "List-Unsubscribe"?: string;
  "List-Unsubscribe-Post"?: string;
}

/** Only the two list headers pass, whatever else a row might hold. */
function listHeadersOf(headers: ListHeaders | undefined): Record<string, string> | null {
  if (!headers) return null;
  const kept = Object.create(null) as Record<string, string>;
  for (const name of ["List-Unsubscribe", "List-Unsubscribe-Post"] as const) {
    const value = headers[name];
    if (typeof value === "string" && !/[\r\n]/.test(value)) kept[name] = value;
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

export interface OutgoingMail extends Mail {
  /** The Message-ID header, the same on every try, so a receiver can spot a repeat. */
  messageId: string;
}

/**
 * A slow or silent mail server fails a try instead of holding the worker for ever. Options in
 * SMTP_URL's query (`?socketTimeout=30000`) take precedence.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

/** Nodemailer, loaded when the first email goes: a process that sends none never loads it. */
const nodemailer = async () => (await import("nodemailer")).default;

let transport: { url: string; transporter: Transporter } | undefined;

async function smtp(): Promise<Transporter | null> {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (transport?.url !== url) {
    const transporter = (await nodemailer()).createTransport({ ...SMTP_TIMEOUTS, url });
    transport = { url, transporter };
  }
  return transport.transporter;
}

let outboxFolder: Transporter | undefined;
async function outbox(): Promise<Transporter> {
  outboxFolder ??= (await nodemailer()).createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return outboxFolder;
}

/** Sends one message; resolves once the mail server has accepted it (or the file is written). */
export async function sendMail(mail: OutgoingMail, signal?: AbortSignal): Promise<void> {
  // Only the fields named here reach nodemailer, in a record without a prototype: whatever the
  // process's objects might inherit, a message never gains a Bcc, a raw body or another sender.
  const headers = listHeadersOf(mail.listHeaders);
  const message = Object.assign(Object.create(null) as Record<string, unknown>, {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    ...(headers ? { headers } : {}),
    ...(signal ? { signal } : {}),
  });
  const server = await smtp();
  if (server) {
    await server.sendMail(message);
    return;
  }
  const info = await (await outbox()).sendMail(message);
  await mkdir(env().outboxDir, { recursive: true });
  const safeSubject = mail.subject.replace(/[^A-Za-z0-9-]+/g, "-").slice(0, 60);
  const file = join(
    env().outboxDir,
    `${Date.now()}-${randomBytes(3).toString("hex")}-${safeSubject}.eml`,
  );
  // Written whole or not at all: readers of the outbox never see half a message.
  await writeFile(`${file}.partial`, info.message as Buffer);
  await rename(`${file}.partial`, file);
}

export interface MailFailure {
  /** What went wrong, for the admin ('Needs attention'): the server's reply, or the error. */
  reason: string;
  /** The server refused this message for good (a 5xx reply): trying again gets the same answer. */
  permanent: boolean;
  /**
   * The mail server could not be reached or talked to at all (refused, timed out, no greeting,
   * authentication): every other message would fail the same way now.
   */
  serverDown: boolean;
}

const SERVER_DOWN_CODES = new Set([
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "ETLS",
  "EPROXY",
  "EAUTH",
  "ENOAUTH",
]);

/**
 * What a failed send means: a 5xx reply to this message is permanent (RFC 5321; 503 is only a
 * bad sequence of commands, and a refused login is the shop's own setting to fix, so both are
 * tried again); anything else (no connection, a timeout, a 4xx reply, an unwritable outbox
 * folder) is temporary.
 */
export function mailFailure(error: unknown): MailFailure {
  const { code, responseCode, response, message } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    response?: unknown;
    message?: unknown;
  };
  const reason = String(response || message || error).slice(0, 500);
  const status = typeof responseCode === "number" ? responseCode : 0;
  const login = code === "EAUTH" || code === "ENOAUTH";
  const permanent = status >= 500 && status < 600 && status !== 503 && !login;
  const serverDown =
    !permanent && (status === 421 || (typeof code === "string" && SERVER_DOWN_CODES.has(code)));
  return { reason, permanent, serverDown: serverDown || (!status && !env().SMTP_URL) };
}

/** The outbox folder's messages, newest first, as raw text (development only). */
export async function outboxMessages(limit = 50): Promise<{ name: string; raw: string }[]> {
  const dir = env().outboxDir;
  const names = await readdir(dir).catch(() => [] as string[]);
  const newest = names
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    newest.map(async (name) => ({ name, raw: await readFile(join(dir, name), "utf8") })),
  );
}
