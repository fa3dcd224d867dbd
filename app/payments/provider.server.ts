// What the shop needs from a card payment provider. The demo provider is built in; a real hosted
// checkout (Stripe) implements the same shape.
import type { Order } from "~/orders/orders.server";
import type { PaymentRow } from "~/db/schema";

export interface HostedSession {
  /** The provider's id for this checkout (session id, intent id…). */
  providerReference: string;
  /** Where the customer's browser goes to pay. */
  paymentUrl: string;
}

export interface ReturnUrls {
  /** Absolute base of this shop, e.g. https://maisonflorale.ae */
  base: string;
  success: string;
  cancel: string;
}

export interface PaymentProvider {
  readonly name: string;
  createHostedSession(payment: PaymentRow, order: Order, urls: ReturnUrls): Promise<HostedSession>;
}
