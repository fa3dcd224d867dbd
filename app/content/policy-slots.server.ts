// `{slots}` in a policy's Markdown: the delivery slots with the hours in force, in the page's
// language and in the checkout's words, so a policy stays true when the florists change the hours.
import { DELIVERY_SLOTS, type SlotHours } from "~/delivery/delivery-window";
import { slotName } from "~/delivery/slot-names";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/page-language.server";

export const SLOTS_PLACEHOLDER = "{slots}";

/** '**Morning (9am-12pm)**, **Afternoon (12pm-5pm)** and **Evening (5pm-8pm)**' / '… و**المساء (…)**'. */
export function slotsInWords(hours: SlotHours, language: Language): string {
  const words = translator(language);
  const names = DELIVERY_SLOTS.map((slot) => `**${slotName(words, slot.value, hours)}**`);
  const last = names.pop() ?? "";
  return language === "ar" ? [...names, last].join(" و") : `${names.join(", ")} and ${last}`;
}

/** The Markdown with every `{slots}` said in words. */
export function withSlots(markdown: string, hours: SlotHours, language: Language): string {
  if (!markdown.includes(SLOTS_PLACEHOLDER)) return markdown;
  return markdown.replaceAll(SLOTS_PLACEHOLDER, slotsInWords(hours, language));
}
