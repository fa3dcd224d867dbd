// How often a sign-in code may be asked for and tried, counted in memory before anything is
// written or checked (as the admin's sign-in limits are):
// - codes asked for one email address: 5 per hour, so nobody can fill a stranger's inbox;
// - codes asked for from one client address: 10 per hour, whichever addresses they name;
// - codes tried from one client address: 20 per 15 minutes, across every code, so guessing
//   spread over many addresses' codes gets nowhere (each code also dies after 5 wrong tries).
import { createHash } from "node:crypto";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { saidText } from "~/i18n/said";
import { ShopError } from "~/platform/errors";

const perEmail = new RateLimiterMemory({ keyPrefix: "code-email", points: 5, duration: 3600 });
const perClient = new RateLimiterMemory({ keyPrefix: "code-client", points: 10, duration: 3600 });
const triesPerClient = new RateLimiterMemory({
  keyPrefix: "code-tries",
  points: 20,
  duration: 15 * 60,
});

function refusal(limit: RateLimiterRes): ShopError {
  const seconds = Math.max(1, Math.ceil(limit.msBeforeNext / 1000));
  return new ShopError(
    "rate-limited",
    saidText("account.error.tooManyCodes", { minutes: Math.ceil(seconds / 60) }),
    undefined,
    { retryAfter: seconds },
  );
}

async function take(limiter: RateLimiterMemory, key: string): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (limit) {
    if (limit instanceof RateLimiterRes) return limit;
    throw limit;
  }
}

/** Counts one code asked for, against the client and then the address, or refuses with 429. */
export async function claimCodeRequest(client: string, email: string): Promise<void> {
  const byClient = await take(perClient, client);
  if (byClient) throw refusal(byClient);
  // Only a digest of the address is kept in memory.
  const byEmail = await take(perEmail, createHash("sha256").update(email).digest("base64url"));
  if (byEmail) {
    await perClient.reward(client, 1);
    throw refusal(byEmail);
  }
}

/** Counts one code tried from this client, or refuses with 429. */
export async function claimCodeTry(client: string): Promise<void> {
  const limit = await take(triesPerClient, client);
  if (limit) throw refusal(limit);
}
