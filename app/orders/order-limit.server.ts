// How many orders one client address may create (CONTRACT.md §10): RATE_LIMIT_ORDERS per 10
// minutes, 0 for no limit. A place is taken before the order is made, so parallel posts cannot
// slip past it, and given back when no new order came of it (a refusal, or a replayed key).
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { env } from "~/platform/env.server";
import { ShopError } from "~/platform/errors";

const WINDOW_SECONDS = 10 * 60;

let limiter: RateLimiterMemory | null | undefined;
function ordersLimiter(): RateLimiterMemory | null {
  if (limiter === undefined) {
    const allowed = env().RATE_LIMIT_ORDERS;
    limiter =
      allowed > 0
        ? new RateLimiterMemory({ keyPrefix: "orders", points: allowed, duration: WINDOW_SECONDS })
        : null;
  }
  return limiter;
}

export interface OrderPlace {
  /** No order was created after all: the place goes back to the client. */
  giveBack(): Promise<void>;
}

/** Takes one of this client's order places, or refuses with 429 and when to come back. */
export async function claimOrderPlace(client: string): Promise<OrderPlace> {
  const orders = ordersLimiter();
  if (!orders) return { giveBack: async () => {} };
  try {
    await orders.consume(client);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw new ShopError(
      "rate-limited",
      `Too many orders from your connection. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
      undefined,
      { retryAfter: seconds },
    );
  }
  return { giveBack: () => orders.reward(client, 1).then(() => undefined) };
}
