// What an Idempotency-Key may be, read the same way from the order's body field and from the
// header of that name: 8 to 100 characters, so a key is neither trivially shared by accident nor
// a way to make the shop store and compare an endless string.
import { z } from "zod";
import { invalidInput } from "~/platform/errors";

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

const KEY_LENGTH = "An Idempotency-Key has 8 to 100 characters.";

export const idempotencyKey = z.string().trim().min(8, KEY_LENGTH).max(100, KEY_LENGTH);

const KeyHeader = z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKey.optional() });

/** The request's Idempotency-Key header, or undefined without one; an invalid one is a 400. */
export function idempotencyKeyHeader(headers: Headers): string | undefined {
  const parsed = KeyHeader.safeParse({
    [IDEMPOTENCY_KEY_HEADER]: headers.get(IDEMPOTENCY_KEY_HEADER) ?? undefined,
  });
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data[IDEMPOTENCY_KEY_HEADER];
}
