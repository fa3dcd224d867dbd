// What each form of the admin's delivery page changes in the settings in force, and what the
// florist reads once it is saved. Pure: changeDeliverySettings applies them in its lock.
import { DateTime } from "luxon";
import type { DeliverySettings } from "./delivery-settings";
import type { DeliveryZone } from "./zones";
import { perSlot, type SlotHours } from "./delivery-window";
import type { z } from "zod";
import {
  slotHoursOfForm,
  type ClosedDateForm,
  type DeliveryRulesForm,
  type RemoveDateForm,
  type SpecialDateForm,
} from "./delivery-settings-form";

type Change = (current: DeliverySettings) => DeliverySettings;

/** "14 February 2027": how the page names a date in its messages and buttons. */
export const dateInWords = (date: string) =>
  DateTime.fromISO(date, { zone: "UTC" }).toFormat("d LLLL yyyy");

/** "Sunday 14 February 2027": a date in the page's tables. */
export const dayInWords = (date: string) =>
  DateTime.fromISO(date, { zone: "UTC" }).toFormat("cccc d LLLL yyyy");

/** The hours the rules form saved; null when it sent none. */
function hoursOf(rules: z.output<typeof DeliveryRulesForm>): SlotHours | null {
  const read = slotHoursOfForm(rules);
  return "hours" in read ? read.hours : null;
}

export function withRules(rules: z.output<typeof DeliveryRulesForm>): Change {
  return (current) => ({
    ...current,
    sameDayCutoff: rules.sameDayCutoff,
    slotCapacity: perSlot((slot) => rules[slot]),
    deliveryFee: rules.deliveryFee,
    freeDeliveryFrom: rules.freeDeliveryFrom,
    slotHours: hoursOf(rules) ?? current.slotHours,
  });
}

export function withClosedDate(closed: z.output<typeof ClosedDateForm>): Change {
  return (current) => ({ ...current, closedDates: [...current.closedDates, closed] });
}

export function withSpecialDate(special: z.output<typeof SpecialDateForm>): Change {
  return (current) => ({
    ...current,
    specialDates: [
      ...current.specialDates,
      {
        date: special.date,
        slotCapacity: perSlot((slot) => special[slot]),
        note: special.note,
      },
    ],
  });
}

/** The date leaves the closed and the special dates alike. */
export function withoutDate({ date }: z.output<typeof RemoveDateForm>): Change {
  return (current) => ({
    ...current,
    closedDates: current.closedDates.filter((closed) => closed.date !== date),
    specialDates: current.specialDates.filter((special) => special.date !== date),
  });
}

/** The zones as the form left them: a zone removed there stops being delivered to. */
export function withDeliveryZones(zones: DeliveryZone[]): Change {
  return (current) => ({ ...current, zones });
}

export const SAVED_MESSAGES = {
  rules: "Delivery rules saved.",
  zones: "Delivery zones saved.",
  closed: (date: string) => `${dateInWords(date)} is closed for delivery.`,
  special: (date: string) => `${dateInWords(date)} has its own capacities.`,
  removed: (date: string) => `${dateInWords(date)} removed.`,
};
