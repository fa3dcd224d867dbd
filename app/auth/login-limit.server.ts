// Repeated failed logins from one client are refused for a while (CONTRACT.md §4).
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

const FAILURES_ALLOWED = 5;
const WINDOW_SECONDS = 15 * 60;

const failures = new RateLimiterMemory({ points: FAILURES_ALLOWED, duration: WINDOW_SECONDS });

/** Seconds until this client may try again, or 0 when it may try now. */
export async function loginBlockedFor(client: string): Promise<number> {
  const state = await failures.get(client);
  if (!state || state.consumedPoints < FAILURES_ALLOWED) return 0;
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}

export async function recordFailedLogin(client: string): Promise<void> {
  try {
    await failures.consume(client);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}

export async function clearFailedLogins(client: string): Promise<void> {
  await failures.delete(client);
}
