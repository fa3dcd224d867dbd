// How the shop's things look in the JSON API: ids as `_id`, money in AED.
import type { Category } from "~/catalogue/categories.server";
import type { Item, Size } from "~/catalogue/items.server";
import type { DeliverySettings } from "~/delivery/delivery-settings";
import type { DeliveryZone } from "~/delivery/zones";
import { statusLabel, storedStatusLabel } from "~/db/order-statuses";
import { aedFromFils } from "~/money/money";
import { PricesChanged } from "~/orders/order-pricing.server";
import type { Delivery, Order } from "~/orders/order-reads.server";
import { PLACED_BY_CUSTOMER } from "~/orders/status-changes.server";
import { AmountNotTotal } from "~/payments/payments.server";
import type { PaymentFacts } from "~/payments/refunds.server";
import type { ShopError } from "~/platform/errors";

export function categoryJson(category: Category) {
  return {
    _id: category.id,
    name: category.name,
    nameAr: category.nameAr,
    slug: category.slug,
    order: category.order,
    description: category.description ?? "",
    descriptionAr: category.descriptionAr,
    createdAt: category.createdAt,
    updatedAt: category.updatedAt,
  };
}

function sizeJson(size: Size) {
  return {
    _id: size.id,
    sizeName: size.sizeName,
    sizeNameAr: size.sizeNameAr,
    price: aedFromFils(size.price),
    ...(size.comparePrice !== null ? { comparePrice: aedFromFils(size.comparePrice) } : {}),
    description: size.description ?? "",
    ingredients: size.ingredients,
    descriptionAr: size.descriptionAr,
    ingredientsAr: size.ingredientsAr,
    dimensions: size.dimensions ?? "",
    dimensionsAr: size.dimensionsAr,
  };
}

export function itemJson(item: Item) {
  return {
    _id: item.id,
    title: item.title,
    shortDescription: item.shortDescription,
    longDescription: item.longDescription,
    titleAr: item.titleAr,
    shortDescriptionAr: item.shortDescriptionAr,
    longDescriptionAr: item.longDescriptionAr,
    imageUrl: item.mainImageId ?? "",
    galleryImages: item.galleryImageIds,
    isNew: item.isNew,
    featured: item.featured,
    category: item.categories[0]?.name ?? "",
    categories: item.categories.map((c) => ({
      _id: c.id,
      name: c.name,
      nameAr: c.nameAr,
      slug: c.slug,
    })),
    sizes: item.sizes.map(sizeJson),
    price: aedFromFils(item.fromPrice),
    ingredients: item.ingredients,
    dimensions: item.dimensions ?? "",
    ingredientsAr: item.ingredientsAr,
    dimensionsAr: item.dimensionsAr,
    care: item.care ?? "",
    careAr: item.careAr,
    inStock: item.inStock,
    isAddOn: item.isAddOn,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/** The order's latest payment in AED, null before one was started. */
function paymentJson(payment: PaymentFacts | null) {
  if (!payment) return null;
  return {
    provider: payment.provider,
    state: payment.state,
    amount: aedFromFils(payment.amount),
    refunded: aedFromFils(payment.refunded),
    test: payment.test,
  };
}

type OrderLine = Order["lines"][number];

function lineJson(line: OrderLine) {
  return {
    itemId: line.itemId,
    title: line.title,
    titleAr: line.titleAr,
    size: line.sizeName,
    sizeAr: line.sizeNameAr,
    price: aedFromFils(line.unitPrice),
    quantity: line.quantity,
    imageUrl: line.imageUrl ?? "",
  };
}

/** One gift of the order: its lines, when, where, to whom, its card and its own status. */
function deliveryJson(delivery: Delivery) {
  return {
    _id: delivery.id,
    items: delivery.lines.map(lineJson),
    deliveryDate: delivery.deliveryDate,
    deliveryTime: delivery.deliveryTime,
    deliveryFee: aedFromFils(delivery.deliveryFee),
    recipientName: delivery.recipientName ?? "",
    recipientPhone: delivery.recipientPhone ?? "",
    address: delivery.address,
    deliveryAddress: delivery.deliveryAddress ?? null,
    addressFromRecipient: delivery.addressFromRecipient,
    addressPending: delivery.addressPending,
    cardMessage: delivery.cardMessage ?? "",
    surprise: delivery.surprise,
    anonymous: delivery.anonymous,
    status: statusLabel(delivery.status),
  };
}

export function orderJson(order: Order, payment: PaymentFacts | null) {
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    email: order.email,
    phone: order.phone,
    address: order.address,
    deliveryAddress: order.deliveryAddress ?? null,
    addressFromRecipient: order.addressFromRecipient,
    addressPending: order.addressPending,
    notes: order.notes,
    recipientName: order.recipientName ?? "",
    recipientPhone: order.recipientPhone ?? "",
    cardMessage: order.cardMessage ?? "",
    surprise: order.surprise,
    anonymous: order.anonymous,
    items: order.lines.map(lineJson),
    totalAmount: aedFromFils(order.totalAmount),
    vatAmount: aedFromFils(order.vatAmount),
    deliveryFee: aedFromFils(order.deliveryFee),
    payment: paymentJson(payment),
    currency: order.currency,
    deliveryDate: order.deliveryDate,
    deliveryTime: order.deliveryTime,
    language: order.language,
    // The statuses' labels, as the JSON API has always said them (codes stay inside the shop).
    status: statusLabel(order.status),
    deliveries: order.deliveries.map(deliveryJson),
    statusHistory: order.history.map((change) => ({
      from: change.fromStatus === null ? null : storedStatusLabel(change.fromStatus),
      to: storedStatusLabel(change.toStatus),
      at: change.changedAt,
      by: change.changedBy,
      ...(change.note ? { note: change.note } : {}),
      // A gift of several that moved on its own (the whole order's lines have none).
      ...(change.deliveryId ? { deliveryId: change.deliveryId } : {}),
    })),
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

/**
 * An order as its customer may read it (the answer to `POST /api/orders`, a replay included):
 * without an address the recipient gave, which serves the delivery only, and with its moves but
 * not who on the staff made them nor their notes (the team's usernames and words stay inside).
 */
export function customerOrderJson(order: Order, payment: PaymentFacts | null) {
  const json = orderJson(order, payment);
  const hidden = { address: "", deliveryAddress: null };
  const deliveries = json.deliveries.map((delivery) =>
    delivery.addressFromRecipient ? { ...delivery, ...hidden } : delivery,
  );
  const statusHistory = json.statusHistory.map(({ note: _, by, ...change }) => ({
    ...change,
    by: by === PLACED_BY_CUSTOMER ? by : "shop",
  }));
  const customerCopy = { ...json, deliveries, statusHistory };
  return order.addressFromRecipient ? { ...customerCopy, ...hidden } : customerCopy;
}

/** The delivery settings in AED. */
export function deliverySettingsJson(settings: DeliverySettings) {
  return {
    ...settings,
    deliveryFee: aedFromFils(settings.deliveryFee),
    freeDeliveryFrom:
      settings.freeDeliveryFrom === null ? null : aedFromFils(settings.freeDeliveryFrom),
    zones: settings.zones.map(zoneJson),
  };
}

/** A delivery zone: its areas in both languages, fee and free-delivery threshold in AED. */
export function zoneJson(zone: DeliveryZone) {
  return {
    _id: zone.id,
    name: zone.name,
    emirate: zone.emirate,
    areas: zone.areas,
    fee: aedFromFils(zone.fee),
    freeDeliveryFrom: zone.freeDeliveryFrom === null ? null : aedFromFils(zone.freeDeliveryFrom),
    sameDay: zone.sameDay,
    leadDays: zone.leadDays,
  };
}

/** What a refusal tells the client beside its message and issues: the figures that hold, in AED. */
export function refusalFactsJson(error: ShopError): Record<string, unknown> | undefined {
  if (error instanceof PricesChanged) {
    return {
      items: error.prices.items.map((line) => ({ ...line, price: aedFromFils(line.price) })),
      totalAmount: aedFromFils(error.prices.totalAmount),
      deliveryFee: aedFromFils(error.prices.deliveryFee),
    };
  }
  if (error instanceof AmountNotTotal) return { totalAmount: aedFromFils(error.totalAmount) };
  return error.details;
}
