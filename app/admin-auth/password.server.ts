// Admin passwords are stored as scrypt hashes: "scrypt$N$r$p$salt$hash" (all hex), with the
// parameters OWASP recommends for scrypt (N=2^17, r=8, p=1). Hashes made with weaker parameters
// still verify, and are replaced on the admin's next successful sign-in (needsRehash).
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";

type ScryptParams = { N: number; r: number; p: number };

export const PASSWORD_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/** Only with TEST_ONLY_CHEAP_PASSWORD_HASHES=1: a test server that checks hundreds of passwords. */
const TEST_ONLY_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
const KEY_LENGTH = 32;

let warned = false;
/** Today's parameters: OWASP's, unless a test server asked for cheap hashes. */
export function passwordParams(): ScryptParams {
  if (env().TEST_ONLY_CHEAP_PASSWORD_HASHES !== "1") return PASSWORD_PARAMS;
  if (!warned) {
    warned = true;
    log.warn("TEST_ONLY_CHEAP_PASSWORD_HASHES=1: password hashes are weak (tests only)");
  }
  return TEST_ONLY_PARAMS;
}

/**
 * One derivation takes 128 × N × r bytes (128 MiB) for ~0.3 s; Node refuses above 32 MiB unless
 * given a larger `maxmem`, so allow twice what one needs.
 */
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * Which queue a derivation waits in. `trusted` is for a browser that signed in before (its
 * device cookie) and a signed-in admin: it goes before every `ordinary` check still waiting, so a
 * flood of strangers' guesses never keeps the shop's own people waiting more than the two
 * derivations already running.
 */
export type PasswordLane = "ordinary" | "trusted";

/**
 * At most two derivations at once: a burst of sign-ins (from many addresses, each within its own
 * allowance) waits its turn instead of asking for 128 MiB each at the same moment.
 */
export const PASSWORD_CONCURRENCY = 2;
let running = 0;
const waiting: Record<PasswordLane, (() => void)[]> = { trusted: [], ordinary: [] };

function startNext(): void {
  while (running < PASSWORD_CONCURRENCY) {
    const next = waiting.trusted.shift() ?? waiting.ordinary.shift();
    if (!next) return;
    running += 1;
    next();
  }
}

async function inTurn<T>(lane: PasswordLane, work: () => Promise<T>): Promise<T> {
  await new Promise<void>((start) => {
    waiting[lane].push(start);
    startNext();
  });
  try {
    return await work();
  } finally {
    running -= 1;
    startNext();
  }
}

/** How many derivations run and wait right now (sign-in refuses at once when too many wait). */
export const passwordWork = () => ({
  running,
  waiting: waiting.trusted.length + waiting.ordinary.length,
});

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  lane: PasswordLane,
): Promise<Buffer> {
  return inTurn(
    lane,
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(
          password.normalize("NFKC"),
          salt,
          KEY_LENGTH,
          { ...options, maxmem: MAX_MEMORY },
          (error, key) => (error ? reject(error) : resolve(key)),
        ),
      ),
  );
}

const encode = (params: ScryptOptions, salt: Buffer, key: Buffer) =>
  ["scrypt", params.N, params.r, params.p, salt.toString("hex"), key.toString("hex")].join("$");

/**
 * Hashes off the event loop, within the derivation limit: what every request uses. (Other
 * parameters only to make the older hashes a test starts from.)
 */
export async function hashPassword(
  password: string,
  params: ScryptParams = passwordParams(),
  lane: PasswordLane = "ordinary",
): Promise<string> {
  const salt = randomBytes(16);
  return encode(params, salt, await derive(password, salt, params, lane));
}

/** Blocks the event loop for the whole derivation: only for the boot (the first admin). */
export function hashPasswordSync(password: string): string {
  const params = passwordParams();
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, KEY_LENGTH, {
    ...params,
    maxmem: MAX_MEMORY,
  });
  return encode(params, salt, key);
}

interface StoredHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): StoredHash | null {
  const [scheme, n, r, p, saltHex, keyHex, ...rest] = stored.split("$");
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== "scrypt" || !saltHex || !keyHex || rest.length > 0) return null;
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return null;
  return { params, salt: Buffer.from(saltHex, "hex"), key: Buffer.from(keyHex, "hex") };
}

export async function verifyPassword(
  password: string,
  stored: string,
  lane: PasswordLane = "ordinary",
): Promise<boolean> {
  const hash = parse(stored);
  if (!hash) return false;
  const actual = await derive(password, hash.salt, hash.params, lane);
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}

/** Made with other parameters than today's, so worth replacing once the password is known. */
export function needsRehash(stored: string): boolean {
  const hash = parse(stored);
  const today = passwordParams();
  return (
    !hash || hash.params.N !== today.N || hash.params.r !== today.r || hash.params.p !== today.p
  );
}

export function randomPassword(): string {
  return randomBytes(12).toString("base64url");
}
