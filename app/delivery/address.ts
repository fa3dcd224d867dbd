// A delivery address the way Dubai's couriers find a door, in a city without postcodes: the
// emirate, the area (one of the delivery zones' areas), the building or villa, and what helps a
// driver: flat, street, a landmark, the Makani number on the building's plate, a Google Maps pin.
import { z } from "zod";
import { joinParts, normaliseDigits } from "~/i18n/format";
import { saidText } from "~/i18n/said";
import type { StoredAddress } from "~/db/stored-address";
import { EMIRATES, type Emirate } from "~/db/emirates";

export { EMIRATES, type Emirate } from "~/db/emirates";

const EMIRATE_NAMES = EMIRATES.map((emirate) => emirate.name) as [Emirate, ...Emirate[]];

/** A Makani number: 10 digits on the building's plate, often written in two groups of five. */
export function makaniDigits(text: string): string | null {
  const digits = normaliseDigits(text).replace(/\s+/g, "");
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** Only Google Maps' own addresses: a pin a driver's phone opens, never a link elsewhere. */
const MAP_LINK =
  /^https:\/\/(maps\.app\.goo\.gl\/|goo\.gl\/maps\/|maps\.google\.com\/|www\.google\.com\/maps\/)[^\s<>"]*$/;

/** Another address inside a link: '//', a 'www.' host, or a web or script scheme. */
const CARRIED_LINK = /\/\/|(^|[^a-z0-9])(www\.|(https?|javascript|data|vbscript):)/i;

/** The text as written, and decoded again and again (a redirect hides behind %-escapes). */
function decodings(text: string): string[] {
  const all = [text];
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(all.at(-1)!.replace(/\+/g, " "));
      if (next === all.at(-1)) break;
      all.push(next);
    } catch {
      break;
    }
  }
  return all;
}

/**
 * A Google Maps link that is itself a pin or a place, not a way elsewhere: no `/url` redirect
 * path, no `..`, and no other address carried in its query or fragment (printed on the packing
 * slip and its QR code, a driver's phone opens it as it is).
 */
export function isPinLink(url: string): boolean {
  const text = url.trim();
  if (!MAP_LINK.test(text)) return false;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return false;
  }
  const path = decodings(parsed.pathname).join("/");
  if (path.includes("..") || decodings(text).some((form) => form.includes(".."))) return false;
  if (path.split("/").some((segment) => segment.toLowerCase() === "url")) return false;
  const carried = [parsed.search.slice(1), parsed.hash.slice(1)].flatMap(decodings);
  return !carried.some((part) => CARRIED_LINK.test(part));
}

export const isGoogleMapsLink = (url: string) => MAP_LINK.test(url.trim());

/** The address's refusals, by message id (the JSON API and the pages each say them in their language). */
export const ADDRESS_REFUSALS = {
  emirate: saidText("address.error.emirate"),
  area: saidText("address.error.area"),
  building: saidText("address.error.building"),
  makani: saidText("address.error.makani"),
  mapUrl: saidText("address.error.mapUrl"),
  mapUrlElsewhere: saidText("address.error.mapUrlElsewhere"),
};

const tooLong = (max: number) => saidText("address.error.tooLong", { max });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((value) => (value ? value : undefined));

/** The structured address as the checkout and `POST /api/orders` take it. */
export const deliveryAddressSchema = z.object({
  emirate: z.enum(EMIRATE_NAMES, { error: ADDRESS_REFUSALS.emirate }),
  area: z
    .string({ error: ADDRESS_REFUSALS.area })
    .trim()
    .min(1, ADDRESS_REFUSALS.area)
    .max(100, tooLong(100)),
  building: z
    .string({ error: ADDRESS_REFUSALS.building })
    .trim()
    .min(1, ADDRESS_REFUSALS.building)
    .max(120, tooLong(120)),
  flat: optionalText(60),
  street: optionalText(120),
  landmark: optionalText(300),
  makani: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value || value.trim() === "") return undefined;
      const digits = makaniDigits(value);
      if (!digits) {
        ctx.addIssue({ code: "custom", message: ADDRESS_REFUSALS.makani });
        return z.NEVER;
      }
      return digits;
    }),
  mapUrl: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value || value.trim() === "") return undefined;
      if (!isGoogleMapsLink(value)) {
        ctx.addIssue({ code: "custom", message: ADDRESS_REFUSALS.mapUrl });
        return z.NEVER;
      }
      if (!isPinLink(value)) {
        ctx.addIssue({ code: "custom", message: ADDRESS_REFUSALS.mapUrlElsewhere });
        return z.NEVER;
      }
      return value.trim();
    }),
}) satisfies z.ZodType<StoredAddress>;

export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/** The one-line form every existing reader of an order's `address` gets. */
export function oneLineAddress(address: DeliveryAddress): string {
  return joinParts(
    [address.building, address.flat, address.street, address.area, address.emirate],
    "en",
  );
}
