// Orders of several gifts as the staff's tests place them: through POST /api/orders with
// `deliveries`, paid on the demo provider's page (one way, beside paid-order.ts's one-gift order).
import { expect } from "vitest";
import { deliverableDate } from "./catalogue";
import { callJson, ORIGIN } from "./shop";
import { onDemoPage, type Item } from "./paid-order";

/**
 * Two gifts: Noor's in Jumeirah (delivered free) with a card on the evening of day 4, Omar's in
 * Sharjah (a fee) to ask him for, the next morning.
 */
export function twoGifts(item: Item, bouquet: Item = item) {
  const line = (of: Item) => ({
    itemId: of._id,
    price: of.sizes[0]!.price,
    size: of.sizes[0]!.sizeName,
  });
  return [
    {
      items: [line(item)],
      deliveryDate: deliverableDate(4),
      deliveryTime: "evening",
      deliveryAddress: { emirate: "Dubai", area: "Jumeirah", building: "Villa 12" },
      recipientName: "Noor Saleh",
      recipientPhone: "055 765 4321",
      cardMessage: "Eid Mubarak, habibti",
      surprise: true,
    },
    {
      items: [line(bouquet)],
      deliveryDate: deliverableDate(5),
      deliveryTime: "morning",
      addressFromRecipient: true,
      deliveryArea: "Al Majaz",
      recipientName: "Omar Nasser",
      recipientPhone: "050 111 2222",
      cardMessage: "With thanks from all of us",
      anonymous: true,
    },
  ];
}

export interface GiftOrder {
  _id: string;
  orderNumber: string;
  totalAmount: number;
  deliveries: { _id: string; deliveryFee: number; status: string }[];
  /** The key the customer's links carry (invoice, credit notes). */
  key: string;
}

/** An order of these gifts, placed (it must be taken) and paid with the demo provider. */
export async function paidGiftOrder(deliveries: unknown[]): Promise<GiftOrder> {
  const placed = await callJson("/api/orders", {
    method: "POST",
    body: {
      customerName: "Layla Haddad",
      email: "layla@example.com",
      phone: "050 123 4567",
      deliveries,
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body.order as Omit<GiftOrder, "key">;
  const initiated = await callJson("/api/payment/initiate", {
    method: "POST",
    body: { orderId: order._id, amount: order.totalAmount, currency: "AED" },
  });
  expect(initiated.status, JSON.stringify(initiated.body)).toBe(200);
  const paymentId = new URL(initiated.body.paymentUrl as string).pathname.split("/").pop()!;
  const paid = await onDemoPage(paymentId);
  const thankYou = paid.headers.get("location") ?? "";
  expect(thankYou).toMatch(/^\/thank-you\?/);
  return { ...order, key: new URL(thankYou, ORIGIN).searchParams.get("key")! };
}
