// Sign-in attempts are limited before the password is checked, so a burst of parallel guesses
// gets at most a few checked and spreading guesses over addresses does not help:
// - per client address: 5 failures per 15 minutes, for everyone;
// - per username across addresses: 50 failures per hour. An outsider can spend that, so a browser
//   that signed in before as that username (its device cookie) is counted on its own instead:
//   10 failures per hour per device, too few to guess with a stolen cookie;
// - unknown usernames together: 100 failures per 15 minutes, so random names cannot keep the
//   password hashing busy (each is hashed, so timing does not tell which names exist);
// - more than 8 password checks waiting: refused at once, before any hashing.
// A signed-in admin's password change is limited per session instead (5 wrong current passwords
// per 15 minutes), never by the username's ceiling, so an attack cannot keep them from it.
import { createHash } from "node:crypto";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { ShopError } from "~/platform/errors";
import { PASSWORD_CONCURRENCY, passwordWork } from "./password.server";

const perAddress = new RateLimiterMemory({
  keyPrefix: "sign-in-address",
  points: 5,
  duration: 15 * 60,
});
const perUsername = new RateLimiterMemory({
  keyPrefix: "sign-in-username",
  points: 50,
  duration: 60 * 60,
});
const perDevice = new RateLimiterMemory({
  keyPrefix: "sign-in-device",
  points: 10,
  duration: 60 * 60,
});
const UNKNOWN = "unknown";
const unknownUsernames = new RateLimiterMemory({
  keyPrefix: "sign-in-unknown-usernames",
  points: 100,
  duration: 15 * 60,
});
const perSession = new RateLimiterMemory({
  keyPrefix: "password-change-session",
  points: 5,
  duration: 15 * 60,
});

/** Password checks that may wait for their turn; beyond this, sign-ins are refused at once. */
export const MAX_WAITING_CHECKS = 8;
/** How soon to come back when the checks are busy: long enough for a few to finish. */
const BUSY_RETRY_S = 3;

/** Which allowance refused an attempt (for the activity log, never for the answer). */
export type RefusalReason = "address" | "username" | "device" | "unknown-usernames" | "busy";

export class SignInRefused extends ShopError {
  constructor(
    readonly reason: RefusalReason,
    message: string,
    seconds: number,
  ) {
    super("rate-limited", message, undefined, { retryAfter: seconds });
  }
}

const secondsOf = (refusal: RateLimiterRes) => Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));

// The same words whichever allowance is spent, for known and unknown usernames alike.
function tooManyAttempts(reason: RefusalReason, refusal: RateLimiterRes): SignInRefused {
  const seconds = secondsOf(refusal);
  return new SignInRefused(
    reason,
    `Too many failed sign-in attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
    seconds,
  );
}

async function take(limiter: RateLimiterMemory, key: string): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return refusal;
    throw refusal;
  }
}

export interface SignInAttempt {
  /** The password was right: the address and the device start afresh, the username gets its attempt back. */
  succeeded(): Promise<void>;
}

export interface SignInClaim {
  client: string;
  username: string;
  /** Whether an admin has this username (unknown ones share one allowance). */
  known: boolean;
  /** This browser's device key for the username (an earlier sign-in on it), if any. */
  device: string | null;
}

/**
 * Sign-ins without a device cookie let in and not yet through their password check. Counted
 * from the moment they are let in: between that and joining the checks' queue an attempt awaits
 * its allowances, and a burst arriving at once would otherwise all be let in before any joined.
 */
let admitted = 0;

/**
 * Refuses at once (429) when more than a few password checks already wait: a flood then costs
 * no hashing and no queue. Browsers with a device cookie skip this: their checks go first anyway
 * (the trusted lane) and each device has its own small allowance. Otherwise the attempt is let in
 * and counted until the returned release is called (once its check is done, or it is refused).
 */
export function refuseWhenBusy(device: string | null): () => void {
  if (device) return () => {};
  // Two running and MAX_WAITING_CHECKS waiting, counting those let in but not yet queued.
  if (
    passwordWork().waiting >= MAX_WAITING_CHECKS ||
    admitted >= PASSWORD_CONCURRENCY + MAX_WAITING_CHECKS
  ) {
    throw new SignInRefused(
      "busy",
      `Sign-in is busy right now. Please try again in ${BUSY_RETRY_S} seconds.`,
      BUSY_RETRY_S,
    );
  }
  admitted += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    admitted -= 1;
  };
}

/**
 * Counts one attempt against the client's address, then the unknown usernames' shared allowance
 * (for a username nobody has), then this device's allowance (with a device cookie) or the
 * username's (without), or refuses with 429 when one is spent. Called before the password is
 * checked; the count is synchronous, so parallel attempts cannot slip past it. A refused attempt
 * is not checked, so it gives back what it took from the allowances before.
 */
export async function claimSignInAttempt({
  client,
  username,
  known,
  device,
}: SignInClaim): Promise<SignInAttempt> {
  const user = username.trim().toLowerCase();
  const taken: [RateLimiterMemory, string][] = [];
  const steps: [RefusalReason, RateLimiterMemory, string][] = [["address", perAddress, client]];
  if (!known) steps.push(["unknown-usernames", unknownUsernames, UNKNOWN]);
  steps.push(device ? ["device", perDevice, device] : ["username", perUsername, user]);
  for (const [reason, limiter, key] of steps) {
    const refusal = await take(limiter, key);
    if (refusal) {
      for (const [back, backKey] of taken) await back.reward(backKey, 1);
      throw tooManyAttempts(reason, refusal);
    }
    taken.push([limiter, key]);
  }
  return {
    async succeeded() {
      await perAddress.delete(client);
      if (device) await perDevice.delete(device);
      else await perUsername.reward(user, 1);
    },
  };
}

export const PASSWORD_CHANGE_REFUSED = (minutes: number) =>
  `Too many wrong current passwords. Please try again in ${minutes} minutes.`;

/**
 * Counts one check of a signed-in admin's current password against their session (its token),
 * or refuses with 429: a stolen session cannot guess the password, and strangers' failed
 * sign-ins never keep the admin from changing it.
 */
export async function claimPasswordChangeAttempt(token: string): Promise<SignInAttempt> {
  // Only a digest of the token is kept in memory.
  const key = createHash("sha256").update(token).digest("base64url");
  const refusal = await take(perSession, key);
  if (refusal) {
    const seconds = secondsOf(refusal);
    throw new ShopError(
      "rate-limited",
      PASSWORD_CHANGE_REFUSED(Math.ceil(seconds / 60)),
      undefined,
      {
        retryAfter: seconds,
      },
    );
  }
  return {
    async succeeded() {
      await perSession.delete(key);
    },
  };
}
