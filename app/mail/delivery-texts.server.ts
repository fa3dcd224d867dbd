// The delivery's date and slot as every email and the tracking page say them, in the order's
// language: 'Sunday 14 February 2027', 'Evening (5pm-8pm)' with the slot hours in force.
import { DateTime } from "luxon";
import { currentSlotHours } from "~/delivery/delivery-settings.server";
import { slotName } from "~/delivery/slot-names";
import { formatDate } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import { mailWords } from "./frame.server";

export function deliveryDateText(date: string, language: Language = "en"): string {
  if (language === "ar") return formatDate(date, "ar", "full");
  return DateTime.fromISO(date).setLocale("en-GB").toFormat("cccc d LLLL yyyy");
}

/** The delivery slot in words with the hours in force: 'Evening (5pm-8pm)'. */
export const deliveryTimeText = (time: string, language: Language) =>
  slotName(mailWords(language), time, currentSlotHours());
