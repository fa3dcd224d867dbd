// Sign-in attempts are limited before the password is checked (CONTRACT.md §10): per client
// address (5 failures per 15 minutes) and per username across addresses (50 per hour), so a burst
// of parallel guesses gets at most five checked and spreading guesses over addresses does not help.
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { ShopError } from "~/platform/errors";

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

function tooManyAttempts(refusal: RateLimiterRes): ShopError {
  const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
  return new ShopError(
    "rate-limited",
    `Too many failed sign-in attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
    undefined,
    { retryAfter: seconds },
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
  /** The password was right: the address starts afresh and the username gets its attempt back. */
  succeeded(): Promise<void>;
}

/**
 * Counts one attempt against the client's address and the username, or refuses with 429 when
 * either allowance is spent. Called before the password is checked; the count is synchronous, so
 * parallel attempts cannot slip past it.
 */
export async function claimSignInAttempt(client: string, username: string): Promise<SignInAttempt> {
  const user = username.trim().toLowerCase();
  const addressRefusal = await take(perAddress, client);
  if (addressRefusal) throw tooManyAttempts(addressRefusal);
  const userRefusal = await take(perUsername, user);
  if (userRefusal) {
    // Not checked, so not counted against the address either.
    await perAddress.reward(client, 1);
    throw tooManyAttempts(userRefusal);
  }
  return {
    async succeeded() {
      await perAddress.delete(client);
      await perUsername.reward(user, 1);
    },
  };
}
