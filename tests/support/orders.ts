// For the domain's tests of what an order says (its emails): an order as the domain reads it,
// built in memory, with nothing stored (rows in a database: ./domain-rows.ts).
import type { Order } from "~/orders/order-reads.server";

/** Layla's paid order MF-10001 (AED 495, evening of 20 March), for herself, with overrides. */
export function anOrder(fields: Partial<Order> = {}): Order {
  return {
    id: "0123456789abcdef01234567",
    sequence: 10001,
    orderNumber: "MF-10001",
    customerName: "Layla Haddad",
    email: "layla@example.com",
    phone: "+971501234567",
    address: "Villa 12, Jumeirah 1, Dubai",
    notes: "",
    language: "en",
    recipientName: null,
    recipientPhone: null,
    cardMessage: null,
    deliveryAddress: null,
    deliveryZone: null,
    surprise: false,
    anonymous: false,
    addressFromRecipient: false,
    addressPending: false,
    addressReceivedAt: null,
    deliveryDate: "2026-03-20",
    deliveryTime: "evening",
    status: "new_paid",
    totalAmount: 49500,
    currency: "AED",
    vatAmount: 2357,
    deliveryFee: 0,
    idempotencyKey: null,
    idempotencyFingerprint: null,
    holdUntil: null,
    clientKey: null,
    createdAt: "2026-03-10T08:00:00.000Z",
    updatedAt: "2026-03-10T08:00:00.000Z",
    lines: [],
    deliveries: [],
    history: [],
    ...fields,
  };
}

/** What makes the order a gift: Noor, her phone and a card. */
export const A_GIFT = {
  recipientName: "Noor",
  recipientPhone: "+971507654321",
  cardMessage: "Happy birthday",
} satisfies Partial<Order>;
