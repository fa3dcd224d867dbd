// Orders as the integration tests place them, through the built shop's own doors: a bouquet on
// sale, an order through POST /api/orders, its payment started and paid on the demo provider's
// page. One way for every file, with options for what differs (a gift, the language, the area,
// add-ons); any other field of POST /api/orders is given as is.
import { expect } from "vitest";
import { createItem, orderFor, type ItemSpec } from "./catalogue";
import { call, callJson, ORIGIN } from "./shop";

export type Item = Awaited<ReturnType<typeof createItem>>;

/** The bouquet most order tests sell: Ivory Hour, one size at AED 950. */
export const IVORY_HOUR = {
  title: "Ivory Hour",
  sizes: [{ sizeName: "Signature", price: 950 }],
} satisfies ItemSpec;

/** A bouquet on sale, created through the API by the admin holding `token`. */
export const bouquetOnSale = (token: string, spec: ItemSpec = IVORY_HOUR) =>
  createItem(token, spec);

/** What makes an order a gift: Noor, her UAE mobile and a card. */
export const GIFT_DETAILS = {
  recipientName: "Noor Saleh",
  recipientPhone: "055 765 4321",
  cardMessage: "Happy birthday, my dearest sister",
};

export interface OrderChoices extends Record<string, unknown> {
  /** A gift to Noor (`true`), or these recipient details. */
  gift?: boolean | Partial<typeof GIFT_DETAILS>;
  language?: "en" | "ar";
  /** Delivered to this area of Dubai, as the checkout's address group sends it. */
  area?: string;
  /** Add-ons bought with the bouquet (their first size each), added to the total. */
  addOns?: Item[];
}

/** The body of POST /api/orders for `item` with these choices. */
export function orderBody(item: Item, { gift, area, addOns = [], ...fields }: OrderChoices = {}) {
  const base = orderFor(item);
  const lines = addOns.map((addOn) => ({
    itemId: addOn._id,
    title: addOn.title,
    price: addOn.sizes[0]!.price,
    size: addOn.sizes[0]!.sizeName,
    quantity: 1,
    imageUrl: "",
  }));
  return {
    ...base,
    items: [...base.items, ...lines],
    totalAmount: lines.reduce((sum, line) => sum + line.price, base.totalAmount),
    ...(gift ? { ...GIFT_DETAILS, ...(gift === true ? {} : gift) } : {}),
    ...(area
      ? { address: undefined, deliveryAddress: { emirate: "Dubai", area, building: "Villa 12" } }
      : {}),
    ...fields,
  };
}

/** The order placed: POST /api/orders's answer, whatever it is. */
export const placeOrder = (item: Item, choices: OrderChoices = {}) =>
  callJson("/api/orders", { method: "POST", body: orderBody(item, choices) });

export interface PlacedOrder {
  _id: string;
  orderNumber: string;
  totalAmount: number;
}

/** An order placed (it must be taken) and its payment started with the shop's provider. */
export async function orderAwaitingPayment(item: Item, choices: OrderChoices = {}) {
  const placed = await placeOrder(item, choices);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body.order as PlacedOrder;
  const initiated = await callJson("/api/payment/initiate", {
    method: "POST",
    body: { orderId: order._id, amount: order.totalAmount, currency: "AED" },
  });
  expect(initiated.status, JSON.stringify(initiated.body)).toBe(200);
  const paymentUrl = initiated.body.paymentUrl as string;
  return { order, paymentUrl, paymentId: new URL(paymentUrl).pathname.split("/").pop()! };
}

/** 'Pay now' (or 'Cancel payment') pressed on the demo provider's page. */
export const onDemoPage = (paymentId: string, intent: "pay" | "cancel" = "pay") =>
  call(`/pay/demo/${paymentId}`, { method: "POST", body: new URLSearchParams({ intent }) });

/**
 * An order placed and paid on the demo provider's page: the order, its payment, the thank-you
 * page it was sent to (a path of this site) and the key the customer's links carry.
 */
export async function paidOrder(item: Item, choices: OrderChoices = {}) {
  const { order, paymentId } = await orderAwaitingPayment(item, choices);
  const paid = await onDemoPage(paymentId);
  const thankYou = paid.headers.get("location") ?? "";
  expect(thankYou).toMatch(/^(\/ar)?\/thank-you\?/);
  const key = new URL(thankYou, ORIGIN).searchParams.get("key")!;
  return { ...order, order, paymentId, thankYou, key };
}
