// Feature flag primaryColorVariant: 'black' or 'accent', assigned 50/50 on the first
// visit. The server keeps it in a cookie (no flash of the wrong colour); the browser mirrors it to
// localStorage under the key 'featureFlags', where the shop has always kept it.
import type { ColourVariant } from "./shop-context";

export const FEATURE_FLAGS_KEY = "featureFlags";

export function isColourVariant(value: unknown): value is ColourVariant {
  return value === "black" || value === "accent";
}

/** An even split; `random` returns [0, 1) like Math.random, injectable for tests. */
export function assignColourVariant(random: () => number = Math.random): ColourVariant {
  return random() < 0.5 ? "black" : "accent";
}

/** Writes the flag into the stored JSON object, keeping any other flags already there. */
export function mirrorFlags(
  storage: Pick<Storage, "getItem" | "setItem">,
  primaryColorVariant: ColourVariant,
): void {
  let flags: Record<string, unknown> = {};
  try {
    const stored = JSON.parse(storage.getItem(FEATURE_FLAGS_KEY) ?? "{}") as unknown;
    if (stored && typeof stored === "object" && !Array.isArray(stored)) {
      flags = stored as Record<string, unknown>;
    }
  } catch {
    // unreadable JSON is replaced
  }
  storage.setItem(FEATURE_FLAGS_KEY, JSON.stringify({ ...flags, primaryColorVariant }));
}
