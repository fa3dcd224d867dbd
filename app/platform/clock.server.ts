import { env } from "~/platform/env.server";

/** The shop's time zone and the same-day cut-off the environment sets (delivery/'s ShopClock). */
export function shopClock(): { timeZone: string; sameDayCutoff: string } {
  return { timeZone: env().SHOP_TIMEZONE, sameDayCutoff: env().SAME_DAY_CUTOFF };
}

/**
 * Test-only: SHOP_FAKE_NOW (an ISO timestamp) stops the shop's clock at that moment. Outside
 * production it is enough on its own; a production build also needs
 * TEST_ONLY_FAKE_CLOCK_IN_PRODUCTION=1 (the browser tests' fixed-clock servers), so a stray
 * SHOP_FAKE_NOW can never move a real shop's clock.
 */
export function fakeNow(): Date | null {
  const fake = process.env.SHOP_FAKE_NOW;
  if (!fake) return null;
  if (
    process.env.NODE_ENV === "production" &&
    process.env.TEST_ONLY_FAKE_CLOCK_IN_PRODUCTION !== "1"
  ) {
    return null;
  }
  const moment = new Date(fake);
  if (Number.isNaN(moment.getTime())) throw new Error(`SHOP_FAKE_NOW is not a moment: ${fake}`);
  return moment;
}

/** The current moment on the shop's clock (fixed only by the test-only fake above). */
export function currentTime(): Date {
  return fakeNow() ?? new Date();
}
