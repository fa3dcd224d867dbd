// An Idempotency-Key is bound to the request it first came with, for 24 hours:
// the same request again answers the same order; another request with that key is refused
// without a word about the first order. After 24 hours the key is forgotten.
import { createHash } from "node:crypto";
import { and, eq, isNotNull, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { aedFromFils, type Fils } from "~/money/money";
import { ShopError } from "~/platform/errors";
import type { OrderInput } from "./order-input";

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

/**
 * What a key is bound to: the order request as validated, without the key itself. Its amounts
 * are hashed in AED, as the client sent them, so keys given before the input was read into fils
 * still answer their order.
 */
export function orderFingerprint(input: OrderInput): string {
  const { idempotencyKey: _key, language, surprise, anonymous, ...request } = input;
  const asSent = {
    ...request,
    // English, said or not, hashes as before orders had a language; so do the gift's flags unset.
    ...(language === "ar" ? { language } : {}),
    ...(surprise ? { surprise } : {}),
    ...(anonymous ? { anonymous } : {}),
    items: request.items.map((line) => ({ ...line, price: aedOrNull(line.price) })),
    totalAmount: aedOrNull(request.totalAmount),
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
