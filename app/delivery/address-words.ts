// A delivery address in the reader's language: the area and emirate by their Arabic names on an
// Arabic page or document (the customer's own words as typed), the parts joined by the language's
// comma («، » in Arabic). One place, so the pages, the emails and the tax documents agree.
import { EMIRATES } from "~/db/emirates";
import { DEFAULT_ZONES, areaOf, type DeliveryZone } from "~/delivery/zones";
import { joinParts, setApartIn } from "~/i18n/format";
import type { Language } from "~/i18n/languages";
import type { DeliveryAddress } from "./address";

/** An area's name in a language; an area no zone knows, or without an Arabic name, as stored. */
export function areaName(
  area: string,
  language: Language,
  zones: DeliveryZone[] = DEFAULT_ZONES,
): string {
  if (language === "en") return area;
  return areaOf(zones, area)?.area.ar ?? area;
}

/** An emirate's name in a language. */
export function emirateName(emirate: string, language: Language): string {
  if (language === "en") return emirate;
  return EMIRATES.find((candidate) => candidate.name === emirate)?.nameAr ?? emirate;
}

/** The address on one line in a language: 'Tower 1, Flat 12, Al Wasl Road, Jumeirah 1, Dubai'. */
export function addressLine(
  address: DeliveryAddress,
  language: Language,
  zones: DeliveryZone[] = DEFAULT_ZONES,
): string {
  return joinParts(
    [
      address.building,
      address.flat,
      address.street,
      areaName(address.area, language, zones),
      emirateName(address.emirate, language),
      // A part that reads the other way (a building typed in Arabic on an English line, an area
      // with no Arabic name on an Arabic one) set apart, or its comma lands on the wrong side.
    ].map((part) => part && setApartIn(language, part)),
    language,
  );
}
