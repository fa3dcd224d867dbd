// A delivery's date and slot as one phrase of the page's language ('Monday 30 November 2026,
// Evening (5pm-8pm)'), each part kept whole on its line and in its own order: the thank-you page,
// the cart, tracking and every gift of an order say it the same way.
import { useSlotHours } from "~/content/shop-context";
import { slotName } from "~/delivery/slot-names";
import type { SlotHours } from "~/delivery/slots";
import { useTranslator } from "~/i18n/use-translator";
import { IsolatedWords } from "./isolated-words";

export function DeliveryWhen({
  date,
  time,
  slotHours,
}: {
  /** YYYY-MM-DD on the shop's clock. */
  date: string;
  /** The slot's name: morning, afternoon, evening or any. */
  time: string;
  /** The slots' hours, when the page has its own; else the shop's. */
  slotHours?: SlotHours;
}) {
  const { t, date: dateText, language } = useTranslator();
  const shopHours = useSlotHours();
  return (
    <IsolatedWords
      id="checkout.deliveryWhen"
      apart={{
        date: { text: dateText(date, "full"), className: "unbroken" },
        time: {
          text: slotName({ t, language }, time, slotHours ?? shopHours),
          className: "unbroken",
        },
      }}
    />
  );
}
