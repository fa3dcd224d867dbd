// Admin passwords are stored as scrypt hashes: "scrypt$N$r$p$salt$hash" (all hex), with the
// parameters OWASP recommends for scrypt (N=2^17, r=8, p=1). Hashes made with weaker parameters
// still verify, and are replaced on the admin's next successful sign-in (needsRehash).
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from "node:crypto";
import pLimit from "p-limit";

export const PASSWORD_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * One derivation takes 128 × N × r bytes (128 MiB) for ~0.3 s; Node refuses above 32 MiB unless
 * told, so allow twice what one needs.
 */
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * At most two derivations at once: a burst of sign-ins (from many addresses, each within its own
 * allowance) waits its turn instead of asking for 128 MiB each at the same moment.
 */
const derivations = pLimit(2);

/** How many derivations run and wait right now (for tests and diagnostics). */
export const passwordWork = () => ({
  running: derivations.activeCount,
  waiting: derivations.pendingCount,
});

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return derivations(
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

type ScryptParams = { N: number; r: number; p: number };

/**
 * Hashes off the event loop, within the derivation limit: what every request uses. (Other
 * parameters only to make the older hashes a test starts from.)
 */
export async function hashPassword(
  password: string,
  params: ScryptParams = PASSWORD_PARAMS,
): Promise<string> {
  const salt = randomBytes(16);
  return encode(params, salt, await derive(password, salt, params));
}

/** Blocks the event loop for the whole derivation: only for the boot (the first admin). */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, KEY_LENGTH, {
    ...PASSWORD_PARAMS,
    maxmem: MAX_MEMORY,
  });
  return encode(PASSWORD_PARAMS, salt, key);
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

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parse(stored);
  if (!hash) return false;
  const actual = await derive(password, hash.salt, hash.params);
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}

/** Made with other parameters than today's, so worth replacing once the password is known. */
export function needsRehash(stored: string): boolean {
  const hash = parse(stored);
  return (
    !hash ||
    hash.params.N !== PASSWORD_PARAMS.N ||
    hash.params.r !== PASSWORD_PARAMS.r ||
    hash.params.p !== PASSWORD_PARAMS.p
  );
}

export function randomPassword(): string {
  return randomBytes(12).toString("base64url");
}
