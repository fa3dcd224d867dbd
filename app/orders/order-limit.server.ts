// How many orders one client address may create: RATE_LIMIT_ORDERS per 10
// minutes, 0 for no limit. A place is taken before the order is made, so parallel posts cannot
// slip past it, and given back when no new order came of it (a refusal, or a replayed key).
//
// Unpaid orders are limited too (UNPAID_ORDER_LIMIT per client address), below.
import { createHmac } from "node:crypto";
import { and, asc, eq, gt } from "drizzle-orm";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { env } from "~/platform/env.server";
import { saidText } from "~/i18n/said";
import { ShopError } from "~/platform/errors";
import { AWAITING_PAYMENT } from "~/db/order-statuses";

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
  /**
   * The 429 (with when to come back) when the client has no place left, or null. The order's
   * transaction throws it only for a new order: a replayed key is still answered.
   */
  refusal: ShopError | null;
  /** No order was created after all: the place goes back to the client. */
  giveBack(): Promise<void>;
}

/** Takes one of this client's order places, or notes the refusal (see OrderPlace). */
export async function claimOrderPlace(client: string): Promise<OrderPlace> {
  const orders = ordersLimiter();
  if (!orders) return { refusal: null, giveBack: async () => {} };
  const giveBack = () => orders.reward(client, 1).then(() => undefined);
  try {
    await orders.consume(client);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    const tooMany = new ShopError(
      "rate-limited",
      saidText("checkout.error.tooManyOrders", { minutes: Math.ceil(seconds / 60) }),
      undefined,
      { retryAfter: seconds },
    );
    return { refusal: tooMany, giveBack };
  }
  return { refusal: null, giveBack };
}

/**
 * The client address as orders store it: a keyed hash (HMAC-SHA256 with the session secret), so
 * unpaid orders can be counted per client without keeping anyone's address. Null when the
 * address is unknown (a request that did not come through our server).
 */
export function clientKeyOf(client: string): string | null {
  if (!client || client === "unknown") return null;
  return createHmac("sha256", env().sessionSecrets[0]!).update(client).digest("hex");
}

/** What a customer reads when they hold as many unpaid orders as they may. */
export const UNPAID_ORDERS_WAITING = saidText("checkout.error.unpaidWaiting");

type Reader = Pick<ReturnType<typeof db>, "select">;

/**
 * Refuses (429, with the seconds until the earliest of their holds ends) an order from a client
 * address that already holds UNPAID_ORDER_LIMIT live unpaid orders, so no one can book out a
 * date with orders they never pay. Counted per address only: an email or phone is anyone's to
 * type, so no one is refused because another client used theirs. Runs in the transaction that
 * creates the order, so parallel posts cannot slip past it.
 */
export function checkUnpaidOrders(reader: Reader, clientKey: string | null, now: Date): void {
  const limit = env().UNPAID_ORDER_LIMIT;
  if (limit === 0 || clientKey === null) return;
  const holds = reader
    .select({ holdUntil: orders.holdUntil })
    .from(orders)
    .where(
      and(
        eq(orders.clientKey, clientKey),
        eq(orders.status, AWAITING_PAYMENT),
        gt(orders.holdUntil, now.toISOString()),
      ),
    )
    .orderBy(asc(orders.holdUntil))
    .all();
  if (holds.length < limit) return;
  const end = new Date(holds[0]!.holdUntil!).getTime();
  const seconds = Math.max(1, Math.ceil((end - now.getTime()) / 1000));
  throw new ShopError("rate-limited", UNPAID_ORDERS_WAITING, undefined, { retryAfter: seconds });
}
