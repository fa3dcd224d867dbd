// The cart as the customer reads it now: each gift at the shop's current prices with its
// delivery fee, and what stands in its way (the bouquet gone or out of stock, a size or add-on
// no longer sold, an area not delivered to, a date too soon, a slot full). The order checks all
// of this again when it is placed; here it is said beside the gift, so it can be edited or removed.
import { findItem } from "~/catalogue/items.server";
import { addOnSize } from "~/catalogue/add-ons.server";
import { inLanguage } from "~/catalogue/in-language";
import { itemView } from "~/catalogue/item-view";
import { sizeNamed } from "~/catalogue/sizes";
import { purchaseHref } from "~/checkout/purchase-links";
import type { GiftDelivery } from "~/checkout/gift-delivery";
import type { DeliveryAddress } from "~/delivery/address";
import { placeProblem } from "~/delivery/bookings.server";
import { deliveryFeeFor } from "~/delivery/delivery-fee";
import { currentDeliverySettings, deliveryClock } from "~/delivery/delivery-settings.server";
import { deliveryProblem, deliveryWindow } from "~/delivery/delivery-window";
import type { SlotHours } from "~/delivery/slots";
import {
  feeRules,
  rulesOfZone,
  zoneDateProblem,
  zoneOfAddress,
  zoneRulesFor,
  type DeliveryRules,
} from "~/delivery/zones";
import { db } from "~/db/client.server";
import type { Language } from "~/i18n/languages";
import { saidText } from "~/i18n/said";
import { vatIncluded, type Fils } from "~/money/money";
import { currentTime } from "~/platform/clock.server";
import { isShopError, ShopError } from "~/platform/errors";
import type { CartGift } from "./carts.server";

export interface QuotedLine {
  title: string;
  titleLang: Language;
  price: Fils;
}

export interface QuotedGift {
  id: string;
  itemId: string;
  title: string;
  titleLang: Language;
  image: string | null;
  size: string;
  sizeLang: Language;
  quantity: number;
  addOns: QuotedLine[];
  date: string;
  time: string;
  recipientName: string | null;
  recipientPhone: string | null;
  address: DeliveryAddress | null;
  /** The recipient gives the address on their page (the area, when known). */
  fromRecipient: boolean;
  area: string | null;
  cardMessage: string | null;
  surprise: boolean;
  anonymous: boolean;
  /** At today's prices: the bouquet times its quantity and the add-ons, and the delivery fee. */
  linesTotal: Fils;
  deliveryFee: Fils;
  total: Fils;
  /** Each line's unit price today, in the gift's order (the bouquet first). */
  unitPrices: Fils[];
  /** Why it cannot be ordered as it is (said text), else null. */
  problem: string | null;
  /** The 'Complete Your Order' form filled with this gift. */
  editHref: string;
}

export interface CartQuote {
  gifts: QuotedGift[];
  subtotal: Fils;
  delivery: Fils;
  total: Fils;
  vat: Fils;
  slotHours: SlotHours;
  /** Every gift can be ordered as it is. */
  ready: boolean;
}

/** The cart's gifts at today's prices, each with what stands in its way. */
export function quoteCart(gifts: CartGift[], language: Language, now = currentTime()): CartQuote {
  const settings = currentDeliverySettings();
  const quoted = gifts.map((gift) => quoteGift(gift, language, now, settings));
  const subtotal = quoted.reduce((sum, gift) => sum + gift.linesTotal, 0);
  const delivery = quoted.reduce((sum, gift) => sum + gift.deliveryFee, 0);
  return {
    gifts: quoted,
    subtotal,
    delivery,
    total: subtotal + delivery,
    vat: vatIncluded(subtotal + delivery),
    slotHours: settings.slotHours,
    ready: quoted.length > 0 && quoted.every((gift) => gift.problem === null),
  };
}

type Settings = ReturnType<typeof currentDeliverySettings>;

function quoteGift(
  { id, delivery }: CartGift,
  language: Language,
  now: Date,
  settings: Settings,
): QuotedGift {
  const [bouquetLine, ...addOnLines] = delivery.items;
  const problems: string[] = [];
  const item = bouquetLine ? findItem(bouquetLine.itemId) : null;
  const view = item && !item.isAddOn ? itemView(item, language) : null;
  const title = view
    ? { text: view.title, lang: view.titleLang }
    : { text: bouquetLine?.title ?? "", lang: "en" as Language };
  if (!item || item.isAddOn) problems.push(saidText("checkout.error.bouquetGone"));
  else if (!item.inStock)
    problems.push(saidText("checkout.error.bouquetUnavailable", { title: item.title }));
  const size = item ? sizeNamed(item, bouquetLine?.size) : undefined;
  if (item && !size) problems.push(saidText("checkout.error.chooseSizeOf", { title: item.title }));
  const offer = view?.offers.find((each) => each.name === size?.sizeName);
  const quantity = bouquetLine?.quantity ?? 1;

  const addOns = addOnLines.map((line) => {
    const addOn = findItem(line.itemId);
    if (!addOn || !addOn.isAddOn || !addOn.inStock) {
      problems.push(saidText("cart.problem.addOnGone", { title: line.title ?? "" }));
      return { title: line.title ?? "", titleLang: "en" as Language, price: 0 };
    }
    const name = inLanguage(addOn.title, addOn.titleAr, language);
    return {
      title: name.text,
      titleLang: name.lang,
      price: addOnSize(addOn).price * line.quantity,
    };
  });
  const bouquetPrice = size?.price ?? bouquetLine?.price ?? 0;
  const linesTotal = bouquetPrice * quantity + addOns.reduce((sum, line) => sum + line.price, 0);

  let rules: DeliveryRules | null = null;
  try {
    rules = rulesOf(delivery, settings, now);
  } catch (error) {
    if (!isShopError(error)) throw error;
    problems.push(error.message);
  }
  const inTime = deliveryProblem(
    delivery.deliveryDate,
    delivery.deliveryTime,
    now,
    deliveryClock(settings),
  );
  const noPlace = inTime
    ? null
    : placeProblem(delivery.deliveryDate, delivery.deliveryTime, now, db());
  if (inTime) problems.push(inTime.message);
  else if (noPlace) problems.push(noPlace.message);

  const deliveryFee = rules ? rules.fee(linesTotal) : 0;
  const area = delivery.deliveryAddress?.area ?? delivery.deliveryArea ?? null;
  return {
    id,
    itemId: bouquetLine?.itemId ?? "",
    title: title.text,
    titleLang: title.lang,
    image: view?.images[0] ?? null,
    size: offer?.label ?? bouquetLine?.size ?? "",
    sizeLang: offer?.labelLang ?? "en",
    quantity,
    addOns,
    date: delivery.deliveryDate,
    time: delivery.deliveryTime,
    recipientName: delivery.recipientName || null,
    recipientPhone: delivery.recipientPhone || null,
    address: delivery.deliveryAddress ?? null,
    fromRecipient: delivery.addressFromRecipient === true,
    area,
    cardMessage: delivery.cardMessage || null,
    surprise: delivery.surprise,
    anonymous: delivery.anonymous,
    linesTotal,
    deliveryFee,
    total: linesTotal + deliveryFee,
    unitPrices: [
      bouquetPrice,
      ...addOns.map((line, index) => line.price / (addOnLines[index]?.quantity ?? 1)),
    ],
    problem: problems[0] ?? null,
    editHref: `/collection/${bouquetLine?.itemId ?? ""}${purchaseHref({
      size: bouquetLine?.size,
      area,
      date: delivery.deliveryDate,
      time: delivery.deliveryTime,
      addOns: addOnLines.map((line) => line.itemId),
      step: "details",
    })}&gift=${id}`,
  };
}

/** The rules the gift's delivery is charged and timed by, as the order takes them. */
function rulesOf(delivery: GiftDelivery, settings: Settings, now: Date): DeliveryRules {
  const checked = (rules: DeliveryRules, area: string) => {
    const tooSoon = zoneDateProblem(
      delivery.deliveryDate,
      deliveryWindow(now, deliveryClock(settings)),
      rules.timing,
      area,
    );
    if (tooSoon) throw new ShopError("invalid", tooSoon.message);
    return rules;
  };
  if (delivery.deliveryAddress) {
    const { zone, address } = zoneOfAddress(settings.zones, delivery.deliveryAddress);
    return checked(rulesOfZone(zone), address.area);
  }
  if (delivery.deliveryArea) {
    const zone = zoneRulesFor(delivery.deliveryArea, settings, "deliveryArea");
    return checked(rulesOfZone(zone), delivery.deliveryArea);
  }
  const fees = feeRules(settings, null);
  return { fee: (linesTotal) => deliveryFeeFor(linesTotal, fees), timing: null };
}
