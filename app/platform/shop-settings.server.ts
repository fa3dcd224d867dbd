// The shop's own settings that are not its content: one row each, written with who and when.
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { shopSettings } from "~/db/schema";
import { currentTime } from "~/platform/clock.server";

type Reader = Pick<ReturnType<typeof db>, "select">;
type Writer = Pick<ReturnType<typeof db>, "insert">;

/** The setting's value, or null when it was never written. */
export function readSetting(key: string, reader: Reader = db()): Record<string, unknown> | null {
  const row = reader.select().from(shopSettings).where(eq(shopSettings.key, key)).get();
  return row?.value ?? null;
}

/** Writes the setting; call it with the transaction that makes the change, if there is one. */
export function writeSetting(
  key: string,
  value: Record<string, unknown>,
  changedBy: string,
  writer: Writer = db(),
): void {
  const row = { value, changedBy, changedAt: currentTime().toISOString() };
  writer
    .insert(shopSettings)
    .values({ key, ...row })
    .onConflictDoUpdate({ target: shopSettings.key, set: row })
    .run();
}
