// 'Order again': an order's gifts back in the cart — the same bouquet, size, quantity, add-ons,
// recipient, address (or 'ask the recipient'), card, surprise and anonymous — for a new date:
// each on the earliest date its place can be delivered (its slot kept when that day still offers
// it), for the customer to check on the cart page. A bouquet no longer sold is left out and named;
// an add-on no longer sold is dropped; the cart never holds more than its 20 gifts.
import { findItem, type Item } from "~/catalogue/items.server";
import { inLanguage } from "~/catalogue/in-language";
import { sizeNamed } from "~/catalogue/sizes";
import { addCartGift, cartCount, cartExists, newCart } from "~/cart/carts.server";
import { CART_GIFTS_MAX } from "~/cart/cart-rules";
import type { GiftDelivery } from "~/checkout/gift-delivery";
import { addOnSize } from "~/catalogue/add-ons.server";
import { currentDeliverySettings, deliveryClock } from "~/delivery/delivery-settings.server";
import { deliveryWindow, slotsOffered, type ShopClock } from "~/delivery/delivery-window";
import { earliestDate, rulesOfZone, zoneOfAddress, zoneRulesFor } from "~/delivery/zones";
import type { Language } from "~/i18n/languages";
import { findOrder, type Delivery, type Order } from "~/orders/order-reads.server";
import { currentTime } from "~/platform/clock.server";
import { isShopError, ShopError } from "~/platform/errors";
import { DateTime } from "luxon";

export interface OrderAgainResult {
  cartId: string;
  added: number;
  /** The cart was full before every gift was in. */
  full: boolean;
}

/** The customer's own order (placed with their email), else a 404: another's is never read. */
export function ownOrder(email: string, orderId: string): Order {
  const order = findOrder(orderId);
  if (!order || order.email.toLowerCase() !== email.toLowerCase()) {
    throw new ShopError("not-found", "Order Not Found");
  }
  return order;
}

type Settings = ReturnType<typeof currentDeliverySettings>;

const bouquetOf = (delivery: Delivery) => {
  const line = delivery.lines.find((each) => !each.itemId || !findItem(each.itemId)?.isAddOn);
  const item = line?.itemId ? findItem(line.itemId) : null;
  const size = item && !item.isAddOn && item.inStock ? sizeNamed(item, line!.sizeName) : undefined;
  return { line, item: size ? item : null, size };
};

/** The titles (in the page's language) of the order's bouquets no longer sold. */
export function bouquetsNoLongerSold(order: Order, language: Language): string[] {
  return order.deliveries.flatMap((delivery) => {
    const { line, item } = bouquetOf(delivery);
    if (item || !line) return [];
    return [inLanguage(line.title, line.titleAr, language).text];
  });
}

/** Where the gift goes, as the cart keeps it: the address, or the recipient asked for it. */
function destination(delivery: Delivery): Partial<GiftDelivery> {
  const address = delivery.deliveryAddress;
  if (delivery.addressFromRecipient) {
    return { addressFromRecipient: true, ...(address ? { deliveryArea: address.area } : {}) };
  }
  if (address) return { deliveryAddress: address };
  return { address: delivery.address };
}

/** The earliest day the gift's place can be delivered, in its slot when that day offers it. */
function newDate(gift: Partial<GiftDelivery>, time: string, settings: Settings, now: Date) {
  const clock: ShopClock = deliveryClock(settings);
  const window = deliveryWindow(now, clock);
  let first = window.firstDate;
  try {
    if (gift.deliveryAddress) {
      first = earliestDate(
        window,
        rulesOfZone(zoneOfAddress(settings.zones, gift.deliveryAddress).zone).timing,
      );
    } else if (gift.deliveryArea) {
      first = earliestDate(
        window,
        rulesOfZone(zoneRulesFor(gift.deliveryArea, settings, "deliveryArea")).timing,
      );
    }
  } catch (error) {
    // A place no longer delivered to: the cart says so beside the gift.
    if (!isShopError(error)) throw error;
  }
  const offered = slotsOffered(first, now, clock) as string[];
  if (time === "any" || offered.includes(time)) return first;
  return DateTime.fromISO(first, { zone: "UTC" }).plus({ days: 1 }).toISODate()!;
}

function giftAgain(
  delivery: Delivery,
  bouquet: Item,
  sizeName: string,
  settings: Settings,
  now: Date,
): GiftDelivery {
  const { line } = bouquetOf(delivery);
  const addOns = delivery.lines
    .map((each) => (each.itemId ? findItem(each.itemId) : null))
    .filter((item): item is Item => !!item && item.isAddOn && item.inStock);
  const place = destination(delivery);
  const size = sizeNamed(bouquet, sizeName)!;
  return {
    ...place,
    recipientName: delivery.recipientName ?? undefined,
    recipientPhone: delivery.recipientPhone ?? undefined,
    cardMessage: delivery.cardMessage ?? undefined,
    surprise: delivery.surprise,
    anonymous: delivery.anonymous,
    items: [
      {
        itemId: bouquet.id,
        title: bouquet.title,
        price: size.price,
        size: size.sizeName,
        quantity: line!.quantity,
      },
      ...addOns.map((addOn) => ({
        itemId: addOn.id,
        title: addOn.title,
        price: addOnSize(addOn).price,
        size: addOnSize(addOn).sizeName,
        quantity: 1,
      })),
    ],
    deliveryDate: newDate(place, delivery.deliveryTime, settings, now),
    deliveryTime: delivery.deliveryTime,
  } as GiftDelivery;
}

/** Puts the order's gifts in the cart `cartId` (a new one when it is gone). */
export function orderAgain(
  order: Order,
  cartId: string | null,
  now = currentTime(),
): OrderAgainResult {
  const settings = currentDeliverySettings();
  const cart = cartId && cartExists(cartId, now) ? cartId : newCart(now);
  let room = CART_GIFTS_MAX - cartCount(cart, now);
  let added = 0;
  let full = false;
  for (const delivery of order.deliveries) {
    const { item, size } = bouquetOf(delivery);
    if (!item || !size) continue;
    if (room <= 0) {
      full = true;
      break;
    }
    addCartGift(cart, giftAgain(delivery, item, size.sizeName, settings, now), now);
    room -= 1;
    added += 1;
  }
  return { cartId: cart, added, full };
}
