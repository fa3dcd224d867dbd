// A local stand-in for the part of Stripe's HTTP API the shop uses: checkout sessions (created,
// read, expired) and refunds.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";

export interface FakeSession {
  id: string;
  object: "checkout.session";
  url: string | null;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  payment_intent: string | null;
  currency: string;
  amount_total: number;
  client_reference_id: string;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  /** The language of Stripe's page the shop asked for ('auto', 'en'), null when it asked none. */
  locale: string | null;
  /** Unix seconds; Stripe's default (24 hours) when the shop sent none. */
  expires_at: number;
  line_items: { name: string; unit_amount: number; quantity: number }[];
}

export interface FakeRefund {
  id: string;
  payment_intent: string;
  /** Fils; absent when the whole payment was refunded. */
  amount?: number;
  idempotencyKey?: string;
}

/** The webhook signing secret the shop is given by `shopSettings`, for tests that sign events. */
export const FAKE_WEBHOOK_SECRET = "whsec_test_secret";

/**
 * A webhook request as Stripe sends it: the event about `session`, signed with the secret the shop
 * is given by `shopSettings`. Its method, headers and body suit both the handler and the process.
 */
export function signedEvent(id: string, type: string, session: object) {
  const payload = JSON.stringify({ id, object: "event", type, data: { object: session } });
  return {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: FAKE_WEBHOOK_SECRET,
      }),
    },
    body: payload,
  };
}

export interface FakeStripe {
  url: string;
  /** The settings that make a shop take its payments through this fake. */
  shopSettings: Record<
    "PAYMENT_PROVIDER" | "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_URL",
    string
  >;
  sessions: Map<string, FakeSession>;
  /** Refunds made, one per idempotency key: a repeated request answers the first refund again. */
  refunds: FakeRefund[];
  requests: { method: string; path: string; idempotencyKey?: string }[];
  /**
   * How the next checkout sessions fail until set back to null: Stripe refuses the request
   * ('error', a 400 the client doesn't retry) or answers a session without a URL ('no-url').
   */
  sessionFailure: "error" | "no-url" | null;
  /** While true, Stripe refuses refunds (a 400 the client doesn't retry). */
  refundFailure: boolean;
  pay(sessionId: string): FakeSession;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function lineItems(form: URLSearchParams) {
  const items: FakeSession["line_items"] = [];
  for (let index = 0; form.has(`line_items[${index}][quantity]`); index += 1) {
    items.push({
      name: form.get(`line_items[${index}][price_data][product_data][name]`) ?? "",
      unit_amount: Number(form.get(`line_items[${index}][price_data][unit_amount]`)),
      quantity: Number(form.get(`line_items[${index}][quantity]`)),
    });
  }
  return items;
}

/** A secret key of Stripe's live mode or of its test mode (`sk_test_…`): the shop's mode follows it. */
export async function startFakeStripe({
  secretKey = "sk_live_fake",
}: { secretKey?: string } = {}): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds: FakeRefund[] = [];
  const requests: FakeStripe["requests"] = [];
  const control: Pick<FakeStripe, "sessionFailure" | "refundFailure"> = {
    sessionFailure: null,
    refundFailure: false,
  };

  const server: Server = createServer(async (request, response) => {
    const path = request.url ?? "/";
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    requests.push({ method: request.method ?? "", path, idempotencyKey });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      if (control.sessionFailure === "error") {
        return send(400, {
          error: { type: "invalid_request_error", message: "Checkout is not available." },
        });
      }
      const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (known) return send(200, sessions.get(known));
      const form = await readBody(request);
      const items = lineItems(form);
      // As Stripe: a session lives from 30 minutes to 24 hours after it is created.
      const nowS = Math.floor(Date.now() / 1000);
      const expiresAt = form.has("expires_at") ? Number(form.get("expires_at")) : nowS + 86_400;
      if (!(expiresAt >= nowS + 1800 && expiresAt <= nowS + 86_400)) {
        return send(400, {
          error: {
            type: "invalid_request_error",
            param: "expires_at",
            message: "The `expires_at` timestamp must be between 30 minutes and 24 hours from now.",
          },
        });
      }
      // As Stripe: a session is named by the mode of the key that created it.
      const mode = /^Bearer (sk|rk)_test_/.test(request.headers.authorization ?? "")
        ? "test"
        : "live";
      const id = `cs_${mode}_${randomBytes(8).toString("hex")}`;
      const session: FakeSession = {
        id,
        object: "checkout.session",
        url: control.sessionFailure === "no-url" ? null : `https://checkout.stripe.com/c/pay/${id}`,
        status: "open",
        payment_status: "unpaid",
        payment_intent: null,
        currency: form.get("currency") ?? "",
        amount_total: items.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0),
        client_reference_id: form.get("client_reference_id") ?? "",
        metadata: {
          paymentId: form.get("metadata[paymentId]") ?? "",
          orderId: form.get("metadata[orderId]") ?? "",
        },
        success_url: form.get("success_url") ?? "",
        cancel_url: form.get("cancel_url") ?? "",
        locale: form.get("locale") ?? null,
        expires_at: expiresAt,
        line_items: items,
      };
      sessions.set(id, session);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
      return send(200, session);
    }
    const retrieve = path.match(/^\/v1\/checkout\/sessions\/([\w]+)$/);
    if (request.method === "GET" && retrieve) {
      const session = sessions.get(retrieve[1]!);
      return session
        ? send(200, session)
        : send(404, { error: { type: "invalid_request_error", message: "No such session" } });
    }
    const expire = path.match(/^\/v1\/checkout\/sessions\/([\w]+)\/expire$/);
    if (request.method === "POST" && expire) {
      const session = sessions.get(expire[1]!);
      if (!session) {
        return send(404, { error: { type: "invalid_request_error", message: "No such session" } });
      }
      // As Stripe: only an open session can be expired.
      if (session.status !== "open") {
        return send(400, {
          error: {
            type: "invalid_request_error",
            message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
          },
        });
      }
      session.status = "expired";
      return send(200, session);
    }
    if (request.method === "POST" && path === "/v1/refunds") {
      if (control.refundFailure) {
        return send(400, {
          error: { type: "invalid_request_error", message: "Refunds are not available." },
        });
      }
      const known = refunds.find(
        (refund) => idempotencyKey && refund.idempotencyKey === idempotencyKey,
      );
      const form = await readBody(request);
      const refund: FakeRefund = known ?? {
        id: `re_${randomBytes(6).toString("hex")}`,
        payment_intent: form.get("payment_intent") ?? "",
        ...(form.has("amount") ? { amount: Number(form.get("amount")) } : {}),
        ...(idempotencyKey ? { idempotencyKey } : {}),
      };
      if (!known) refunds.push(refund);
      return send(200, { ...refund, object: "refund", status: "succeeded" });
    }
    send(404, {
      error: { type: "invalid_request_error", message: `Unknown ${request.method} ${path}` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    get sessionFailure() {
      return control.sessionFailure;
    },
    set sessionFailure(failure) {
      control.sessionFailure = failure;
    },
    get refundFailure() {
      return control.refundFailure;
    },
    set refundFailure(failure) {
      control.refundFailure = failure;
    },
    url,
    shopSettings: {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_URL: url,
    },
    sessions,
    refunds,
    requests,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      if (session.status === "expired") throw new Error(`session ${sessionId} has expired`);
      Object.assign(session, {
        status: "complete",
        payment_status: "paid",
        payment_intent: `pi_${randomBytes(6).toString("hex")}`,
      });
      return session;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** `startFakeStripe` before the tests of the file or `describe` that calls it, closed after them. */
export function sharedFakeStripe(): { fake: FakeStripe } {
  const held = {} as { fake: FakeStripe };
  beforeAll(async () => {
    held.fake = await startFakeStripe();
  });
  afterAll(() => held.fake?.close());
  return held;
}
