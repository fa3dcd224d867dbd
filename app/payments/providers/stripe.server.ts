// Stripe Checkout in AED: a hosted page per payment, confirmed by signed webhooks and by asking
// Stripe for the session, never by the customer's return alone.
import type Stripe from "stripe";
import { env } from "~/platform/env.server";
import { ShopError } from "~/platform/errors";
import type { PaymentOutcome, PaymentProvider, ProviderEvent } from "../provider.server";
import { billedLines } from "~/orders/billed-lines";

let client: Stripe | undefined;

/**
 * The Stripe client, its library loaded on first use: a shop that takes no card payments (the
 * demo provider, every test shop) starts without its 200 modules.
 */
async function stripe(): Promise<Stripe> {
  const { STRIPE_SECRET_KEY, STRIPE_API_URL } = env();
  if (!STRIPE_SECRET_KEY) throw new Error("PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY");
  if (!client) {
    const { default: StripeClient } = await import("stripe");
    const api = STRIPE_API_URL ? new URL(STRIPE_API_URL) : undefined;
    client = new StripeClient(STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api
        ? {
            host: api.hostname,
            port: api.port,
            protocol: api.protocol.replace(":", "") as "http" | "https",
          }
        : {}),
    });
  }
  return client;
}

function outcomeOf(session: Stripe.Checkout.Session): PaymentOutcome {
  if (session.payment_status === "paid" || session.payment_status === "no_payment_required")
    return "succeeded";
  if (session.status === "expired") return "cancelled";
  return "pending";
}

const EVENT_OUTCOMES: Record<string, ProviderEvent["outcome"] | undefined> = {
  "checkout.session.async_payment_succeeded": "succeeded",
  "checkout.session.async_payment_failed": "failed",
  "checkout.session.expired": "cancelled",
};

// Stripe takes an expires_at from 30 minutes to 24 hours after the session is created; a minute
// of margin either side covers the time the request takes.
const SHORTEST_SESSION_S = 31 * 60;
const LONGEST_SESSION_S = 24 * 60 * 60 - 60;

/**
 * The session's expires_at (Unix seconds): the end of the order's payment hold, moved into the
 * range Stripe accepts. A shorter hold still ends on time: the shop expires the session then.
 */
export function sessionExpiry(holdUntil: Date, now = new Date()): number {
  const nowS = Math.floor(now.getTime() / 1000);
  const holdS = Math.ceil(holdUntil.getTime() / 1000);
  return Math.min(nowS + LONGEST_SESSION_S, Math.max(nowS + SHORTEST_SESSION_S, holdS));
}

export const stripeProvider: PaymentProvider = {
  name: "stripe",

  async createHostedSession(payment, order, urls) {
    const stripeClient = await stripe();
    const session = await stripeClient.checkout.sessions.create(
      {
        mode: "payment",
        currency: "aed",
        client_reference_id: order.id,
        customer_email: order.email,
        // The delivery fee is a line of its own, so the customer sees it on Stripe's page too.
        line_items: billedLines(order).map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: "aed",
            unit_amount: line.unitPrice,
            product_data: {
              name: line.sizeName ? `${line.title} (${line.sizeName})` : line.title,
            },
          },
        })),
        metadata: { paymentId: payment.id, orderId: order.id, orderNumber: order.orderNumber },
        // Stripe's page has no Arabic: for an Arabic order it follows the customer's browser
        // ('auto'), for an English one it stays English.
        locale: order.language === "ar" ? "auto" : "en",
        success_url: urls.success,
        cancel_url: urls.cancel,
        ...(order.holdUntil ? { expires_at: sessionExpiry(new Date(order.holdUntil)) } : {}),
      },
      // One Stripe session per payment attempt, however often it is asked for.
      { idempotencyKey: payment.idempotencyKey },
    );
    if (!session.url) throw new Error("Stripe answered a checkout session without a URL");
    return { providerReference: session.id, paymentUrl: session.url };
  },

  async fetchStatus(payment) {
    if (!payment.providerReference) return "pending";
    return outcomeOf(await (await stripe()).checkout.sessions.retrieve(payment.providerReference));
  },

  async verifyWebhook(request) {
    const secret = env().STRIPE_WEBHOOK_SECRET;
    if (!secret) throw new Error("PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET");
    const signature = request.headers.get("stripe-signature");
    const payload = await request.text();
    let event: Stripe.Event;
    try {
      event = (await stripe()).webhooks.constructEvent(payload, signature ?? "", secret);
    } catch {
      throw new ShopError("invalid", "The webhook signature is not valid.");
    }
    if (!event.type.startsWith("checkout.session.")) return null;
    const session = event.data.object as Stripe.Checkout.Session;
    const outcome =
      event.type === "checkout.session.completed"
        ? outcomeOf(session) === "succeeded"
          ? "succeeded"
          : undefined
        : EVENT_OUTCOMES[event.type];
    if (!outcome) return null;
    return { provider: "stripe", eventId: event.id, providerReference: session.id, outcome };
  },

  async expireSession(payment) {
    if (!payment.providerReference) return;
    await (await stripe()).checkout.sessions.expire(payment.providerReference);
  },

  async refund(payment, amount, idempotencyKey) {
    if (!payment.providerReference) return null;
    const stripeClient = await stripe();
    const session = await stripeClient.checkout.sessions.retrieve(payment.providerReference);
    const intent =
      typeof session.payment_intent === "string"
        ? session.payment_intent
        : session.payment_intent?.id;
    if (!intent) throw new ShopError("conflict", "This payment has nothing to refund yet.");
    const refund = await stripeClient.refunds.create(
      { payment_intent: intent, amount },
      { idempotencyKey },
    );
    return refund.id;
  },
};
