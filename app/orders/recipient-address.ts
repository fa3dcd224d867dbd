// 'Ask the recipient for the address': a gift whose sender does not know (or may not say) where
// the recipient will be. The order is taken without an address; the recipient gives it on a
// private page. What the JSON API, the checkout and that page share lives here: the rules of such an order, the
// address form's schema, and when a still-missing address becomes the florists' worry.
import { DateTime } from "luxon";
import { type z } from "zod";
import { deliveryAddressSchema, type DeliveryAddress, type Emirate } from "~/delivery/address";
import { emirateName } from "~/delivery/address-words";
import { deliveryFeeFor } from "~/delivery/delivery-fee";
import {
  DEFAULT_SLOT_HOURS,
  DELIVERY_SLOTS,
  slotStartOn,
  type SlotHours,
} from "~/delivery/delivery-window";
import {
  areaOf,
  notDeliveredTo,
  zoneForArea,
  type DeliveryZone,
  type ZoneText,
} from "~/delivery/zones";
import { joinParts } from "~/i18n/format";
import { saidText } from "~/i18n/said";
import type { Language } from "~/i18n/languages";
import type { Fils } from "~/money/money";

/** How the staff's views (list, details, packing slip) show an address still to come. */
export const ADDRESS_PENDING = "Address pending";

/** Written into the order's history when the recipient saves the address. */
export const ADDRESS_RECEIVED_NOTE = "Address received from the recipient";

/** The same for one gift of several, named by its number (the staff's words). */
export const addressReceivedNote = (position: number, gifts: number) =>
  gifts > 1 ? `${ADDRESS_RECEIVED_NOTE} (gift ${position + 1})` : ADDRESS_RECEIVED_NOTE;

/** The address rule's refusals, by message id (the JSON API and the pages each say them in their language). */
export const RECIPIENT_REFUSALS = {
  address: saidText("checkout.error.addressRequired"),
  recipientName: saidText("gift.error.recipientName"),
  recipientPhone: saidText("checkout.error.recipientPhone"),
};

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

/** The choices as zones, to look an area up in them (their prices play no part). */
const asZones = (choices: AreaChoices): DeliveryZone[] =>
  choices.map((choice, index) => ({
    id: String(index),
    name: { en: choice.emirate, ar: null },
    emirate: choice.emirate,
    areas: choice.areas,
    fee: 0,
    freeDeliveryFrom: null,
    sameDay: false,
    leadDays: 0,
  }));

/** An area the shop delivers to, but not within what this order was paid and timed for. */
export const notCoveredBy = (area: string) => saidText("recipient.error.notCovered", { area });

/**
 * The recipient's address form: the structured address, its area one of those offered. An area
 * the shop delivers to but this order does not cover (`delivered`: every zone's areas) is told
 * apart from one the shop does not deliver to at all.
 */
export function recipientAddressSchema(choices: AreaChoices, delivered: AreaChoices = choices) {
  const offered = asZones(choices);
  const anywhere = asZones(delivered);
  return deliveryAddressSchema.superRefine((address, ctx) => {
    if (zoneForArea(offered, address.area)) return;
    const area = address.area.trim();
    const message = zoneForArea(anywhere, area) ? notCoveredBy(area) : notDeliveredTo(area);
    ctx.addIssue({ code: "custom", path: ["area"], message });
  });
}

/** What an order was booked with: its delivery fee, its lines' value, its date and when placed. */
export interface BookedDelivery {
  deliveryFee: Fils;
  totalAmount: Fils;
  deliveryDate: string;
  createdAt: string;
}

/**
 * The zones an order whose recipient gives the address may go to: those whose fee for its lines
 * is no more than the fee paid, and whose timing allows its date as booked when it was placed (a
 * next-day zone never for a same-day order, lead days counted from the day it was placed). The
 * shop never delivers for less than an area's fee, nor sooner than the area can be reached.
 */
export function zonesCoveredBy(
  order: BookedDelivery,
  zones: DeliveryZone[],
  timeZone: string,
): DeliveryZone[] {
  const linesTotal = order.totalAmount - order.deliveryFee;
  const placedOn = DateTime.fromISO(order.createdAt, { zone: timeZone }).startOf("day");
  const deliveryDay = DateTime.fromISO(order.deliveryDate, { zone: timeZone }).startOf("day");
  const daysAhead = Math.round(deliveryDay.diff(placedOn, "days").days);
  return zones.filter((zone) => {
    const fee = deliveryFeeFor(linesTotal, {
      deliveryFee: zone.fee,
      freeDeliveryFrom: zone.freeDeliveryFrom,
    });
    if (fee > order.deliveryFee) return false;
    return zone.sameDay ? true : daysAhead >= Math.max(1, zone.leadDays);
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

/**
 * Where the customer is told their order goes. The address a recipient gave on their private page
 * serves the delivery only: the customer (an anonymous sender too) learns that it came and its
 * area, never the building, flat, street, landmark, Makani or map pin. Staff see it whole.
 */
export type AddressForCustomer =
  | { given: "customer"; address: string; deliveryAddress: DeliveryAddress | null }
  | { given: "pending" }
  | { given: "recipient"; area: ZoneText; emirate: Emirate };

export function addressForCustomer(
  order: {
    addressFromRecipient: boolean;
    addressPending: boolean;
    address: string;
    deliveryAddress: DeliveryAddress | null;
  },
  zones: DeliveryZone[],
): AddressForCustomer {
  if (!order.addressFromRecipient) {
    return { given: "customer", address: order.address, deliveryAddress: order.deliveryAddress };
  }
  const received = order.deliveryAddress;
  if (order.addressPending || !received) return { given: "pending" };
  // The area as the zones name it now (its Arabic name too); as stored when no zone has it.
  const area = areaOf(zones, received.area)?.area ?? { en: received.area, ar: null };
  return { given: "recipient", area, emirate: received.emirate };
}

/** The area a recipient's address is in, in a language: 'Dubai Marina, Dubai' / 'دبي مارينا، دبي'. */
export function receivedArea(
  received: { area: ZoneText; emirate: Emirate },
  language: Language,
): string {
  const area = language === "ar" ? (received.area.ar ?? received.area.en) : received.area.en;
  return joinParts([area, emirateName(received.emirate, language)], language);
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
  hours: SlotHours = DEFAULT_SLOT_HOURS,
): Date {
  const day = DateTime.fromISO(order.deliveryDate, { zone: timeZone }).startOf("day");
  const placedOn = DateTime.fromISO(order.createdAt, { zone: timeZone }).toISODate();
  if (placedOn === order.deliveryDate) {
    const slot =
      DELIVERY_SLOTS.find((candidate) => candidate.value === order.deliveryTime) ??
      DELIVERY_SLOTS[0];
    return slotStartOn(day, slot.value, hours).minus({ hours: 2 }).toJSDate();
  }
  return day.minus({ days: 1 }).set({ hour: 18 }).toJSDate();
}
