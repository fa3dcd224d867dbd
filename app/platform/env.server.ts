// The environment, read once and checked at boot.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { z } from "zod";
import { loadEnvFiles } from "./env-file.server";

/** Where the shop keeps its data unless configured; `npm run backup` / `restore` read the same. */
export const DEFAULT_DATABASE_PATH = "./data/shop.db";
export const DEFAULT_UPLOADS_DIR = "./uploads";

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "use HH:MM, 24-hour");

/** An optional setting: written empty (`MAIL_FROM=` in a .env file), it is not set. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && !value.trim() ? undefined : value),
    schema.optional(),
  );

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** 0: any free port (tests); the server logs the one it got. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address to listen on: every interface unless configured (127.0.0.1 behind a proxy). */
  HOST: z.string().min(1).optional(),
  DATABASE_PATH: z.string().min(1).default(DEFAULT_DATABASE_PATH),
  UPLOADS_DIR: z.string().min(1).default(DEFAULT_UPLOADS_DIR),
  SESSION_SECRET: z.string().optional(),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  PAYMENT_PROVIDER: z.enum(["demo", "stripe"]).default("demo"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Only for tests against a local fake of Stripe's API. */
  STRIPE_API_URL: z.url().optional(),
  /** The shop's public origin (https://maisonflorale.ae): every absolute URL is built from it. */
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: "use the shop's public address, e.g. https://shop.example",
    })
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  /**
   * Whom to believe about the client's address: a number of reverse proxies in front of the shop
   * (0–10), or `loopback`: X-Forwarded-For only from a proxy on this machine.
   */
  TRUST_PROXY: z
    .union([z.literal("loopback"), z.coerce.number().int().min(0).max(10)], {
      error: "a number of proxies from 0 to 10, or loopback",
    })
    .default(0),
  /** Orders one client address may create per 10 minutes; 0 turns the limit off. */
  RATE_LIMIT_ORDERS: z.coerce.number().int().min(0).default(20),
  /**
   * How long an order awaiting payment keeps its delivery place, in minutes (fractions allowed);
   * then it is cancelled by itself. 30, the shortest a Stripe Checkout session can live.
   */
  PAYMENT_HOLD_MINUTES: z.coerce
    .number({ error: "a number of minutes, e.g. 30" })
    .positive("a positive number of minutes, e.g. 30")
    .default(30),
  /** Unpaid orders one client address may hold at once; 0 turns the limit off. */
  UNPAID_ORDER_LIMIT: z.coerce.number().int().min(0).default(2),
  SEED_DEMO: z.enum(["0", "1"]).default("1"),
  PAGE_CACHE: z.enum(["0", "1"]).default("1"),
  SHOP_NAME: z.string().min(1).default("Maison Florale"),
  SHOP_TIMEZONE: z
    .string()
    .default("Asia/Dubai")
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "not a known IANA time zone"),
  SAME_DAY_CUTOFF: clockTime.default("14:00"),
  SHOP_TRN: z.string().default("100000000000003"),
  SHOP_ADDRESS: z.string().default("Boutique 4, Jumeirah Bay Walk, Jumeirah 1, Dubai, UAE"),
  SMTP_URL: z.string().optional(),
  /**
   * The sender's address (`orders@shop.example`; a name written with it gives way to SHOP_NAME).
   * Unset: the email the owner saved in Shop content.
   */
  MAIL_FROM: unsetWhenEmpty(
    z
      .string()
      .regex(
        /^\s*(?:[^<>]*<[^@\s<>]+@[^@\s<>]+>|[^@\s<>]+@[^@\s<>]+)\s*$/,
        "an email address, e.g. orders@shop.example",
      ),
  ),
  /** Where the shop's copy of each order goes. Unset: the email the owner saved in Shop content. */
  SHOP_EMAIL: unsetWhenEmpty(z.email({ error: "an email address, e.g. orders@shop.example" })),
  /** Where emails are written when there is no SMTP_URL (development, tests). */
  OUTBOX_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  /** Tests only: admin password hashes 128 times cheaper, for test servers that check hundreds. */
  TEST_ONLY_CHEAP_PASSWORD_HASHES: z.enum(["0", "1"]).default("0"),
});

export type Env = z.infer<typeof EnvSchema> & {
  databasePath: string;
  uploadsDir: string;
  outboxDir: string;
  sessionSecrets: string[];
  sessionSecretGenerated: boolean;
};

/** The generated session secret's file: beside the database (backups carry it along). */
export function sessionSecretFile(databasePath: string): string {
  return join(dirname(databasePath), "session-secret");
}

function readSessionSecrets(configured: string | undefined, databasePath: string) {
  if (configured) {
    return {
      secrets: configured
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
      generated: false,
    };
  }
  // Kept beside the database so admin sessions survive restarts without configuration.
  const file = sessionSecretFile(databasePath);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return { secrets: [readFileSync(file, "utf8").trim()], generated: true };
}

const CheckedEnv = EnvSchema.superRefine((values, ctx) => {
  // Stripe sends customers back to absolute URLs: they must never come from a request's Host.
  if (
    values.NODE_ENV === "production" &&
    values.PAYMENT_PROVIDER === "stripe" &&
    !values.PUBLIC_URL
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["PUBLIC_URL"],
      message: "required with PAYMENT_PROVIDER=stripe in production (e.g. https://shop.example)",
    });
  }
  // Better refused at start than a failed payment at the first customer.
  if (values.PAYMENT_PROVIDER === "stripe") {
    for (const key of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
      if (!values[key]) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: "required with PAYMENT_PROVIDER=stripe",
        });
      }
    }
  }
});

function loadEnv(): Env {
  loadEnvFiles();
  const parsed = CheckedEnv.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const databasePath =
    parsed.data.DATABASE_PATH === ":memory:" ? ":memory:" : resolve(parsed.data.DATABASE_PATH);
  const { secrets, generated } = readSessionSecrets(parsed.data.SESSION_SECRET, databasePath);
  return {
    ...parsed.data,
    databasePath,
    uploadsDir: resolve(parsed.data.UPLOADS_DIR),
    outboxDir: resolve(
      parsed.data.OUTBOX_DIR ??
        join(databasePath === ":memory:" ? "./data" : dirname(databasePath), "outbox"),
    ),
    sessionSecrets: secrets,
    sessionSecretGenerated: generated,
  };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= loadEnv();
  return cached;
}
