// The item page's purchase state: the size, delivery date and slot the customer chose (all in
// the URL, so it works without JavaScript), what each costs and what is still missing.
import { said, saidText, type Said } from "~/i18n/said";
import { listAddOns, type AddOnChoice } from "~/catalogue/add-ons.server";
import { languageOfPath } from "~/i18n/languages";
import type { Item } from "~/catalogue/items.server";
import { sizeNamed, type SizeOffered } from "~/catalogue/sizes";
import {
  DELIVERY_SLOTS,
  deliveryTimeLabel,
  deliveryWindow,
  isRealDate,
  slotsOffered,
  type SlotValue,
} from "~/delivery/delivery-window";
import type { Fils } from "~/money/money";
import { nextAvailableDate } from "~/delivery/availability";
import { deliveryFeeFor } from "~/delivery/delivery-fee";
import type { DeliverySettings } from "~/delivery/delivery-settings";
import {
  areasByEmirate,
  notDeliveredTo,
  areaOf,
  feeRules,
  zoneWindow,
  type DeliveryZone,
  type ZoneText,
} from "~/delivery/zones";
import { availabilityBetween } from "~/delivery/bookings.server";
import { currentDeliverySettings, deliveryClock } from "~/delivery/delivery-settings.server";
import { currentTime } from "~/platform/clock.server";
import { normaliseDigits } from "~/i18n/format";
import { MISSING_DATE } from "./checkout-form";

export interface SizeChoice {
  name: string;
  price: Fils;
  compareAt: Fils | null;
}

export interface PurchaseState {
  /** Empty when the bouquet has no sizes (it is sold as 'Standard'). */
  sizes: SizeChoice[];
  size: SizeChoice | null;
  /** The chosen date (YYYY-MM-DD); the page words it in its language. */
  date: string | null;
  time: SlotValue | null;
  /** The slots still to come on the chosen date; a full one is offered but cannot be chosen. */
  slots: { value: SlotValue; label: string; available: boolean; reason: string | null }[];
  /** Why nothing can be delivered on the chosen date (closed, or every slot booked). */
  dateClosed: Said | null;
  /** The first date with a free slot, offered when the chosen one cannot be delivered. */
  nextDate: { date: string } | null;
  window: {
    today: string;
    tomorrow: string;
    /** The earliest date the chosen area can have (today, tomorrow, or later for a far zone). */
    firstDate: string;
    lastDate: string;
    sameDayOpen: boolean;
  };
  /** The areas delivered to, per emirate, for the 'Deliver to' choice. */
  areas: ReturnType<typeof areasByEmirate>;
  /** The chosen delivery area (its names as the zones have them, whether its zone delivers the
   * same day); null until one is chosen. */
  area: (ZoneText & { sameDay: boolean }) | null;
  /** The area in the URL when no zone delivers there: the refusal to show. */
  areaRefused: string | null;
  msUntilCutoff: number;
  /** The Custom date input is showing (chosen, or a date other than today or tomorrow). */
  custom: boolean;
  /** Every choice is made and the customer asked for the form. */
  checkout: boolean;
  /** What is still missing when the customer asked for the form too early. */
  missing: string | null;
  /** The add-ons on offer, and which the customer ticked. */
  addOns: (AddOnChoice & { chosen: boolean })[];
  /** The delivery fee for the chosen size and add-ons (null until a size is chosen). */
  deliveryFee: Fils | null;
  /** The order value from which delivery is free, to tell the customer. */
  freeDeliveryFrom: Fils | null;
  /** Fresh per render: a resubmitted form answers the same order (create-order.server). */
  idempotencyKey: string;
}

const sizeChoice = (size: SizeOffered): SizeChoice => ({
  name: size.sizeName,
  price: size.price,
  compareAt:
    size.comparePrice !== null && size.comparePrice > size.price ? size.comparePrice : null,
});

/** The choices in the URL; null when the bouquet can't be bought (out of stock): no options. */
export function purchaseState(item: Item, url: URL, now = currentTime()): PurchaseState | null {
  if (!item.inStock) return null;
  const settings = currentDeliverySettings();
  const clock = deliveryClock(settings);
  const params = url.searchParams;
  // The chosen area's zone decides same-day, the earliest date and the fee; without one the
  // shop's own rules hold.
  const asked = params.get("area")?.trim() ?? "";
  const found = asked ? areaOf(settings.zones, asked) : null;
  const zone = found?.zone ?? null;
  const area = found ? { ...found.area, sameDay: found.zone.sameDay } : null;
  const window = zoneWindow(deliveryWindow(now, clock), zone);
  const sizes = item.sizes.map(sizeChoice);
  const named = sizeNamed(item, params.get("size"));
  const size = named ? sizeChoice(named) : null;

  const rawDate = normaliseDigits(params.get("date") ?? "");
  const date =
    isRealDate(rawDate) && rawDate >= window.firstDate && rawDate <= window.lastDate
      ? rawDate
      : null;
  const offered = date ? slotsOffered(date, now, clock) : DELIVERY_SLOTS.map((s) => s.value);
  const [day] = date ? availabilityBetween(date, date, now, { settings, zone }) : [];
  const slots = DELIVERY_SLOTS.filter((s) => offered.includes(s.value)).map((s) => {
    const slot = day?.slots.find((d) => d.value === s.value);
    return {
      value: s.value,
      label: deliveryTimeLabel(s.value, settings.slotHours),
      available: slot?.available ?? true,
      reason: slot?.available === false ? (slot.reason ?? null) : null,
    };
  });
  // Why the date cannot be chosen, said in the page's language: the owner's reason as written.
  const dateClosed: Said | null = !day
    ? null
    : !day.open
      ? day.reason
        ? said("checkout.closedReason", { reason: { words: day.reason } })
        : null
      : day.slots.some((slot) => slot.available)
        ? null
        : said("checkout.error.dateFullyBooked");
  const rawTime = params.get("time") ?? "";
  const time = slots.find((slot) => slot.available && slot.value === rawTime)?.value ?? null;
  const complete = size !== null && date !== null && dateClosed === null && time !== null;
  const ticked = params.getAll("addOn");
  const addOns = listAddOns(languageOfPath(url.pathname)).map((addOn) => ({
    ...addOn,
    chosen: ticked.includes(addOn.id),
  }));
  const askedForm = params.get("step") === "details";
  const fees = feeRules(settings, zone);

  return {
    sizes,
    size,
    date,
    time,
    slots,
    dateClosed,
    nextDate: dateClosed && date ? nextDateAfter(date, window.lastDate, now, settings, zone) : null,
    window: {
      today: window.today,
      tomorrow: window.tomorrow,
      firstDate: window.firstDate,
      lastDate: window.lastDate,
      sameDayOpen: window.sameDayOpen,
    },
    areas: areasByEmirate(settings.zones),
    area,
    areaRefused: asked && !zone ? notDeliveredTo(asked) : null,
    msUntilCutoff: window.msUntilCutoff,
    custom:
      params.get("custom") === "1" ||
      (date !== null && date !== window.today && date !== window.tomorrow),
    checkout: askedForm && complete,
    missing: askedForm && !complete ? missingChoice(size, date, dateClosed) : null,
    addOns,
    deliveryFee: size
      ? deliveryFeeFor(
          size.price + addOns.reduce((sum, a) => sum + (a.chosen ? a.price : 0), 0),
          fees,
        )
      : null,
    freeDeliveryFrom: fees.deliveryFee > 0 ? fees.freeDeliveryFrom : null,
    idempotencyKey: crypto.randomUUID(),
  };
}

function nextDateAfter(
  date: string,
  lastDate: string,
  now: Date,
  settings: DeliverySettings,
  zone: DeliveryZone | null,
) {
  const next = nextAvailableDate(
    availabilityBetween(date, lastDate, now, { settings, zone }),
    date,
  );
  return next ? { date: next } : null;
}

/** The zone's own names for the area asked for (by its English or Arabic name, any case). */
function missingChoice(
  size: SizeChoice | null,
  date: string | null,
  dateClosed: Said | null,
): string {
  if (!size) return saidText("checkout.error.chooseSize");
  if (!date) return MISSING_DATE;
  if (dateClosed) return saidText("checkout.error.chooseAnotherDate");
  return saidText("checkout.error.chooseTime");
}
