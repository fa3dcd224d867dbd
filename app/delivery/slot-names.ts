// A delivery slot as a customer reads it, in either language, with the hours the florists set:
// the one way pages and emails name a slot. The domain keeps the slot's code (morning, afternoon,
// evening, any); its hours come from the delivery settings.
import { formatSlotHours } from "~/i18n/format";
import type { MessageId, Translator } from "~/i18n/translate";
import { DEFAULT_SLOT_HOURS, type SlotHours } from "./slots";

/**
 * A delivery time with the slot's hours as the florists set them, in the reader's language:
 * 'Morning (9am-12pm)' / 'الصباح (9 صباحًا – 12 ظهرًا)'; any value but a slot is 'Any Time'. Every
 * page and email names a slot so.
 */
export function slotName(
  words: Pick<Translator, "t" | "language">,
  time: string,
  hours: SlotHours = DEFAULT_SLOT_HOURS,
): string {
  if (!Object.hasOwn(hours, time)) return words.t("checkout.slot.any");
  const slot = time as keyof SlotHours;
  return words.t(`checkout.slot.${slot}` as MessageId, {
    hours: formatSlotHours(hours[slot], words.language),
  });
}
