// An Idempotency-Key is bound to the request it first came with, for 24 hours:
// the same request again answers the same order; another request with that key is refused
// without a word about the first order. After 24 hours the key is forgotten.
import { createHash } from "node:crypto";
import { and, eq, isNotNull, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { aedFromFils, type Fils } from "~/money/money";
import { ShopError } from "~/platform/errors";
import type { DeliveryInput, OrderInput } from "./order-input";

const KEY_KEPT_MS = 24 * 60 * 60 * 1000;

type Reader = Pick<ReturnType<typeof db>, "select" | "update">;

/** Thrown when a key comes back with a different request: a 409 that says nothing of the first. */
export class IdempotencyKeyReused extends ShopError {
  constructor() {
    super(
      "conflict",
      "This Idempotency-Key was already used for a different order. Send a new key with a new order.",
    );
  }
}

/** JSON with its keys in a fixed order, so the same request always reads the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** A gift as sent: its amounts in AED, its flags only when set (as before orders had them). */
function giftAsSent(delivery: DeliveryInput) {
  const { surprise, anonymous, ...gift } = delivery;
  return {
    ...gift,
    ...(surprise ? { surprise } : {}),
    ...(anonymous ? { anonymous } : {}),
    items: gift.items.map((line) => ({ ...line, price: aedOrNull(line.price) })),
  };
}

/**
 * What a key is bound to: the order request as validated, without the key itself, every gift in
 * it. Its amounts are hashed in AED, as the client sent them, so keys given before the input was
 * read into fils still answer their order; a one-gift order hashes as the one-gift body always
 * did, however it was sent.
 */
export function orderFingerprint(input: OrderInput): string {
  const {
    idempotencyKey: _key,
    oneBody: _body,
    language,
    deliveries,
    totalAmount,
    ...buyer
  } = input;
  const [only] = deliveries;
  const gifts =
    deliveries.length === 1 && only ? giftAsSent(only) : { deliveries: deliveries.map(giftAsSent) };
  const asSent = {
    ...buyer,
    // English, said or not, hashes as before orders had a language.
    ...(language === "ar" ? { language } : {}),
    ...gifts,
    totalAmount: totalAmount === undefined ? undefined : aedOrNull(totalAmount),
  };
  return createHash("sha256").update(canonical(asSent)).digest("hex");
}

const aedOrNull = (fils: Fils | null) => (fils === null ? null : aedFromFils(fils));

/**
 * The order this key already made for this very request, or null when the key is new (or older
 * than 24 hours, and now released). Throws IdempotencyKeyReused for another request. Read once,
 * in the transaction that creates the order, so the answer and the new order share one lock.
 */
export function orderForKey(
  reader: Reader,
  key: string,
  fingerprint: string,
  now: Date,
): string | null {
  const row = reader
    .select({
      id: orders.id,
      fingerprint: orders.idempotencyFingerprint,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, key))
    .get();
  if (!row) return null;
  if (new Date(row.createdAt).getTime() <= now.getTime() - KEY_KEPT_MS) {
    reader
      .update(orders)
      .set({ idempotencyKey: null, idempotencyFingerprint: null })
      .where(eq(orders.id, row.id))
      .run();
    return null;
  }
  if (row.fingerprint !== fingerprint) throw new IdempotencyKeyReused();
  return row.id;
}

/** Forgets keys older than 24 hours (run with the payment reconciliation). */
export function releaseOldIdempotencyKeys(now: Date): number {
  return db()
    .update(orders)
    .set({ idempotencyKey: null, idempotencyFingerprint: null })
    .where(
      and(
        isNotNull(orders.idempotencyKey),
        lt(orders.createdAt, new Date(now.getTime() - KEY_KEPT_MS).toISOString()),
      ),
    )
    .run().changes;
}
