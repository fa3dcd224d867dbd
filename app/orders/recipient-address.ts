// 'Ask the recipient for the address': a gift whose sender does not know (or may not say) where
// the recipient will be. The order is taken without an address; the recipient gives it on a
// private page. What both doors and that page share lives here: the rules of such an order, the
// address form's schema, and when a still-missing address becomes the florists' worry.
import { DateTime } from "luxon";
import { type z } from "zod";
import { deliveryAddressSchema, type DeliveryAddress, type Emirate } from "~/delivery/address";
import { DELIVERY_SLOTS } from "~/delivery/delivery-window";
import { notDeliveredTo, zoneForArea, type DeliveryZone, type ZoneText } from "~/delivery/zones";

/** How the staff's views (list, details, packing slip) show an address still to come. */
export const ADDRESS_PENDING = "Address pending";

/** Written into the order's history when the recipient saves the address. */
export const ADDRESS_RECEIVED_NOTE = "Address received from the recipient";

export const RECIPIENT_REFUSALS = {
  address: "Delivery address is required.",
  recipientName: "Please enter the recipient's name.",
  recipientPhone: "Please enter the recipient's mobile number, e.g. +971 50 123 4567.",
} as const;

interface AddressOrRecipient {
  address?: string;
  addressFromRecipient?: boolean;
  recipientName?: string;
  recipientPhone?: string;
}

/**
 * The order's address rule, for any schema of an order: an address, unless the recipient is to
 * give it; then the recipient must be reachable (their name and mobile), since nobody else can.
 */
export function addressOrRecipient(
  input: AddressOrRecipient,
  ctx: z.RefinementCtx,
  refusals: { address: string } = RECIPIENT_REFUSALS,
) {
  if (!input.addressFromRecipient) {
    if (!input.address)
      ctx.addIssue({ code: "custom", path: ["address"], message: refusals.address });
    return;
  }
  if (!input.recipientName) {
    ctx.addIssue({
      code: "custom",
      path: ["recipientName"],
      message: RECIPIENT_REFUSALS.recipientName,
    });
  }
  if (!input.recipientPhone) {
    ctx.addIssue({
      code: "custom",
      path: ["recipientPhone"],
      message: RECIPIENT_REFUSALS.recipientPhone,
    });
  }
}

/** The emirates and their areas the recipient chooses from: the zones' names, nothing of their prices. */
export type AreaChoices = { emirate: Emirate; areas: ZoneText[] }[];

/** The recipient's address form: the structured address, its area one of those offered. */
export function recipientAddressSchema(choices: AreaChoices) {
  const zones = choices.map((choice, index) => ({
    id: String(index),
    name: { en: choice.emirate, ar: null },
    emirate: choice.emirate,
    areas: choice.areas,
    fee: 0,
    freeDeliveryFrom: null,
    sameDay: false,
    leadDays: 0,
  }));
  return deliveryAddressSchema.superRefine((address, ctx) => {
    if (!zoneForArea(zones, address.area)) {
      ctx.addIssue({ code: "custom", path: ["area"], message: notDeliveredTo(address.area) });
    }
  });
}

/**
 * The address as stored, with its zone: the area under its English name, and the area's own
 * emirate (a form without scripts may leave another one chosen). Null for an area in no zone.
 */
export function addressInZone(
  address: DeliveryAddress,
  zones: DeliveryZone[],
): { address: DeliveryAddress; zone: string } | null {
  const zone = zoneForArea(zones, address.area);
  if (!zone) return null;
  const wanted = address.area.trim().toLowerCase();
  const area = zone.areas.find(
    (candidate) => candidate.en.toLowerCase() === wanted || candidate.ar?.trim() === wanted,
  );
  return {
    address: { ...address, emirate: zone.emirate, area: area?.en ?? address.area },
    zone: zone.id,
  };
}

/** The recipient's first name, all the page calls them by. */
export const firstName = (name: string | null) => (name ?? "").trim().split(/\s+/)[0] ?? "";

/**
 * When a missing address needs the florists: 18:00 on the shop's clock the day before delivery;
 * for an order placed on its delivery day, two hours before its slot starts (the first slot's
 * start for 'any time').
 */
export function addressDeadline(
  order: { deliveryDate: string; deliveryTime: string; createdAt: string },
  timeZone: string,
): Date {
  const day = DateTime.fromISO(order.deliveryDate, { zone: timeZone }).startOf("day");
  const placedOn = DateTime.fromISO(order.createdAt, { zone: timeZone }).toISODate();
  if (placedOn === order.deliveryDate) {
    const slot =
      DELIVERY_SLOTS.find((candidate) => candidate.value === order.deliveryTime) ??
      DELIVERY_SLOTS[0];
    return day.set({ hour: slot.startHour }).minus({ hours: 2 }).toJSDate();
  }
  return day.minus({ days: 1 }).set({ hour: 18 }).toJSDate();
}
