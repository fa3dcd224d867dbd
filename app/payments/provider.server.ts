// What the shop needs from a card payment provider. The demo provider is built in; a real hosted
// checkout (Stripe) implements the same shape.
import type { PaymentRow } from "~/db/schema";
import type { Fils } from "~/money/money";
import type { Order } from "~/orders/order-reads.server";

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

/** What the provider says happened to a payment. */
export type PaymentOutcome = "pending" | "succeeded" | "failed" | "cancelled";

/** A provider's notification, verified, in the shop's words. */
export interface ProviderEvent {
  provider: string;
  /** Unique per event: a replay of the same event is ignored. */
  eventId: string;
  providerReference: string;
  outcome: Exclude<PaymentOutcome, "pending">;
}

export interface PaymentProvider {
  readonly name: string;
  createHostedSession(payment: PaymentRow, order: Order, urls: ReturnUrls): Promise<HostedSession>;
  /** Asks the provider directly: the shop never takes the browser's word for a payment. */
  fetchStatus(payment: PaymentRow): Promise<PaymentOutcome>;
  /** Checks a webhook's signature and reads it; throws a 400 ShopError when it isn't genuine. */
  verifyWebhook(request: Request): Promise<ProviderEvent | null>;
  /**
   * Gives back part or all of a payment. The idempotency key makes a repeated call (a retry, a
   * second click) give it back once. Answers the provider's id for the refund, if it has one.
   */
  refund(payment: PaymentRow, amount: Fils, idempotencyKey: string): Promise<string | null>;
  /**
   * Closes the payment's checkout on the provider's side, so it can no longer be paid (the order's
   * time to pay ran out). Throws when the provider refuses (it was paid or closed meanwhile):
   * asking `fetchStatus` then tells which.
   */
  expireSession(payment: PaymentRow): Promise<void>;
}
