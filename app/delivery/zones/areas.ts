// An area by its name: in a zone's list, or named somewhere in a one-line address.
import { normaliseForSearch } from "~/i18n/format";
import type { Emirate } from "../address";
import type { DeliveryZone, ZoneText } from "./zone";

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** An area by its English or Arabic name, with its zone; null when no zone delivers there. */
export function areaOf(
  zones: DeliveryZone[],
  areaName: string,
): { zone: DeliveryZone; area: ZoneText } | null {
  for (const zone of zones) {
    const area = zone.areas.find(
      (candidate) =>
        sameName(candidate.en, areaName) ||
        (candidate.ar !== null && sameName(candidate.ar, areaName)),
    );
    if (area) return { zone, area };
  }
  return null;
}

/** The zone an area is in (by its English or Arabic name), or null: not delivered to. */
export function zoneForArea(zones: DeliveryZone[], areaName: string): DeliveryZone | null {
  return areaOf(zones, areaName)?.zone ?? null;
}

/** The emirates the shop delivers to, each with its areas, in the zones' order. */
export function areasByEmirate(zones: DeliveryZone[]): { emirate: Emirate; areas: ZoneText[] }[] {
  const groups = new Map<Emirate, ZoneText[]>();
  for (const zone of zones) {
    const areas = groups.get(zone.emirate) ?? [];
    areas.push(...zone.areas);
    groups.set(zone.emirate, areas);
  }
  return [...groups].map(([emirate, areas]) => ({ emirate, areas }));
}

/** A letter or digit: a name found inside a longer word is not that name. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Where `name` stands in `text` as whole words (both already normalised), or -1. */
function wordsAt(text: string, name: string): number {
  if (!name) return -1;
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const before = text[at - 1];
    const after = text[at + name.length];
    if (!(before && WORD_CHARACTER.test(before)) && !(after && WORD_CHARACTER.test(after))) {
      return at;
    }
  }
  return -1;
}

/**
 * The zone area a one-line address names first (by its English or Arabic name, ignoring case,
 * diacritics and the usual Arabic spelling variants), with its zone; at one place, the longer
 * name ('Palm Jumeirah' before 'Jumeirah'). Null when it names none.
 */
export function areaNamedIn(
  zones: DeliveryZone[],
  address: string,
): { zone: DeliveryZone; area: ZoneText } | null {
  const text = normaliseForSearch(address);
  let best: { zone: DeliveryZone; area: ZoneText; at: number; length: number } | null = null;
  for (const zone of zones) {
    for (const area of zone.areas) {
      for (const name of [area.en, area.ar]) {
        const wanted = name ? normaliseForSearch(name) : "";
        const at = wordsAt(text, wanted);
        if (at === -1) continue;
        if (!best || at < best.at || (at === best.at && wanted.length > best.length)) {
          best = { zone, area, at, length: wanted.length };
        }
      }
    }
  }
  return best ? { zone: best.zone, area: best.area } : null;
}
