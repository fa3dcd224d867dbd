// The account page's address book: the recipients, the areas the address group offers, the one
// being edited (?edit=id, a link: no scripts needed) and each occasion's next date.
import { currentDeliverySettings } from "~/delivery/delivery-settings.server";
import { areasByEmirate } from "~/delivery/zones";
import { nextOccasionDate } from "./occasion-dates";
import { customerRecipientsOf } from "./recipients.server";
import { shopToday } from "./shop-day.server";

export function recipientsView(customerId: string, editId: string | null) {
  const saved = customerRecipientsOf(customerId);
  const today = shopToday();
  const nextDates: Record<string, string | null> = {};
  for (const occasion of saved.flatMap((recipient) => recipient.occasions)) {
    nextDates[occasion.id] = nextOccasionDate(occasion.kind, occasion.monthDay, today);
  }
  const chosen = editId ? saved.find((recipient) => recipient.id === editId) : undefined;
  const editing = chosen
    ? {
        recipientId: chosen.id,
        name: chosen.name,
        phone: chosen.phone,
        ...chosen.address,
      }
    : null;
  return {
    saved,
    areas: areasByEmirate(currentDeliverySettings().zones),
    editing,
    nextDates,
  };
}
