// Sends email through SMTP_URL, or, without one, writes each message to the outbox folder as an
// .eml file (development and tests), which /dev/outbox lists.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/platform/env.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

let transport: Transporter | undefined;

function smtp(): Transporter | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  transport ??= nodemailer.createTransport(url);
  return transport;
}

const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

export async function sendMail(mail: Mail): Promise<void> {
  const message = { from: env().MAIL_FROM, ...mail };
  const server = smtp();
  if (server) {
    await server.sendMail(message);
    return;
  }
  const info = await outbox.sendMail(message);
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

/** The outbox's messages, newest first, as raw text (development only). */
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
