// A delivery zone's id: 24 lowercase hex characters, the shape of every id the shop hands out,
// and the same on every read. Zones live in the settings' JSON, not in a table of their own:
// a new zone gets a random id, stored with it; an id of the older, readable kind
// ('dubai-central') reads as the hex id derived from it, so it never changes across reads or
// edits. Safe for the browser too: the admin's zone form runs the same rules.
import { ID_PATTERN } from "~/db/ids";

/** FNV-1a over the text's UTF-16 units, 32 bits, from a seed. */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

const SEEDS = [0x811c9dc5, 0x01000193, 0x5bd1e995];

/** A zone's id as the shop hands it out: a hex id as it is; an older id as its hex form. */
export function zoneIdOf(id: string): string {
  if (ID_PATTERN.test(id)) return id;
  return SEEDS.map((seed) => fnv1a(`zone:${id}`, seed).toString(16).padStart(8, "0")).join("");
}

/** A new zone's id: random, 24 lowercase hex characters. */
export function newZoneId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
