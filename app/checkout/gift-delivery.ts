// One gift of the 'Complete Your Order' form as the order takes it: its lines (the bouquet and
// its add-ons, at the prices the customer saw), date, slot, address or the recipient asked for
// it, recipient and card. The one place the form becomes a delivery: 'Proceed to Payment' and
// 'Add another gift' (the cart keeps exactly this) both build it here.
import { STANDARD_SIZE } from "~/catalogue/sizes";
import type { DeliveryInput } from "~/orders/order-input";
import type { Fils } from "~/money/money";
import type { GiftForm } from "./checkout-form";

/** A gift as the order takes it: one delivery (fils, as the domain counts). */
export type GiftDelivery = DeliveryInput;

/** The gift on the form, for the bouquet `item`; the form's own check made sure of the address. */
export function giftDelivery(form: GiftForm, item: { id: string; title: string }): GiftDelivery {
  // Each add-on at the price the customer saw; the order checks it against the catalogue.
  const addOnLines = (form.addOn ?? []).map((id, index) => ({
    itemId: id,
    price: form.addOnPrice?.[index] ?? 0,
    size: STANDARD_SIZE,
    quantity: 1,
  }));
  return {
    ...(form.addressFromRecipient
      ? // The area, when known, prices the delivery; the recipient gives the rest.
        { addressFromRecipient: true, ...(form.area ? { deliveryArea: form.area } : {}) }
      : {
          deliveryAddress: {
            emirate: form.emirate!,
            area: form.area!,
            building: form.building!,
            flat: form.flat,
            street: form.street,
            landmark: form.landmark,
            makani: form.makani,
            mapUrl: form.mapUrl,
          },
        }),
    recipientName: form.recipientName,
    recipientPhone: form.recipientPhone,
    cardMessage: form.cardMessage,
    surprise: form.surprise ?? false,
    anonymous: form.anonymous ?? false,
    items: [
      {
        itemId: item.id,
        title: item.title,
        price: form.price,
        size: form.size,
        quantity: form.quantity ?? 1,
      },
      ...addOnLines,
    ],
    deliveryDate: form.date,
    deliveryTime: form.time,
  };
}

/** What the customer saw for this gift: its lines and the delivery fee shown. */
export const giftTotalShown = (delivery: GiftDelivery, deliveryFee: Fils = 0): Fils =>
  delivery.items.reduce((sum, line) => sum + (line.price ?? 0) * line.quantity, 0) + deliveryFee;

/** The form's fields filled with a kept gift, for editing it ('on' for a ticked box). */
export function giftFormDefaults(delivery: GiftDelivery): Record<string, string> {
  const address = delivery.deliveryAddress;
  const entries: [string, string | undefined][] = [
    ["emirate", address?.emirate],
    ["area", address?.area ?? delivery.deliveryArea],
    ["building", address?.building],
    ["flat", address?.flat],
    ["street", address?.street],
    ["landmark", address?.landmark],
    ["makani", address?.makani],
    ["mapUrl", address?.mapUrl],
    ["addressFromRecipient", delivery.addressFromRecipient ? "on" : undefined],
    ["gift", delivery.recipientName ? "on" : undefined],
    ["recipientName", delivery.recipientName],
    ["recipientPhone", delivery.recipientPhone],
    ["cardMessage", delivery.cardMessage],
    ["surprise", delivery.surprise ? "on" : undefined],
    ["anonymous", delivery.anonymous ? "on" : undefined],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => !!entry[1]));
}
