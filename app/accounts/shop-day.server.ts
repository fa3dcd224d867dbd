// The shop's calendar day and an hour of it as a moment: reminders go at 09:00 in the shop's
// time zone (SHOP_TIMEZONE), whatever the server's own.
import { DateTime } from "luxon";
import { currentTime, shopClock } from "~/platform/clock.server";

/** Today on the shop's clock, YYYY-MM-DD. */
export function shopToday(now = currentTime()): string {
  return DateTime.fromJSDate(now, { zone: shopClock().timeZone }).toISODate()!;
}

/** The moment a day's hour begins in the shop's time zone. */
export function shopMoment(date: string, hour: number): Date {
  return DateTime.fromISO(date, { zone: shopClock().timeZone }).set({ hour }).toJSDate();
}
