// The shop's log: pino JSON lines on stdout, for journald and log tools; on a terminal the same
// records as readable lines (pino-pretty), for a person running `npm start`. Nothing personal is
// ever logged:
// request lines carry the path without its query string, and error messages are scrubbed of
// anything that looks like an email address or a phone number (an SMTP refusal quotes both).
import { createRequire } from "node:module";
import pino from "pino";
import type pretty from "pino-pretty";

/** A URL's path without its query string (thank-you and invoice keys live in the query). */
export const pathOf = (url: string | undefined): string => {
  const raw = url ?? "/";
  const path = /^[a-z]+:\/\//i.test(raw) ? new URL(raw).pathname : raw;
  return path.split("?")[0] || "/";
};

const EMAIL = /[^\s<>"'@]+@[^\s<>"'@]+\.[a-z]{2,}/gi;
const PHONE = /\+?\d[\d\s().-]{7,}\d/g;

export const scrub = (text: string): string =>
  text.replace(EMAIL, "[email]").replace(PHONE, "[number]");

function errorSerializer(error: unknown) {
  if (!(error instanceof Error)) return { message: scrub(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: scrub(error.message),
    ...(typeof code === "string" ? { code } : {}),
    ...(error.stack ? { stack: scrub(error.stack) } : {}),
  };
}

const options: pino.LoggerOptions = {
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  serializers: { err: errorSerializer },
};

/**
 * Readable lines on a terminal (synchronous, so a crash's last words are not lost). pino-pretty
 * is loaded only then: a service writing JSON starts without its modules.
 */
const forTerminal = () =>
  (createRequire(import.meta.url)("pino-pretty") as typeof pretty)({
    sync: true,
    colorize: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname",
  });

export const log = process.stdout.isTTY ? pino(options, forTerminal()) : pino(options);
