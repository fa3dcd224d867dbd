import { env } from "~/config/env.server";
import type { ShopClock } from "~/delivery/delivery-window";

export function shopClock(): ShopClock {
  return { timeZone: env().SHOP_TIMEZONE, sameDayCutoff: env().SAME_DAY_CUTOFF };
}

/** The current moment; tests move it with SHOP_FAKE_NOW (an ISO timestamp). */
export function currentTime(): Date {
  const fake = process.env.NODE_ENV !== "production" ? process.env.SHOP_FAKE_NOW : undefined;
  return fake ? new Date(fake) : new Date();
}
