// Every message of the shop in both languages: one file per area of the storefront and language
// (en/*.ts, ar/*.ts; the Arabic file must have every key of its English one, or the build
// fails). Server only: pages receive their language's messages from the root loader, so the
// browser never downloads a catalogue in its script.
import arCheckout from "./ar/checkout";
import arCommon from "./ar/common";
import arTracking from "./ar/tracking";
import enCheckout from "./en/checkout";
import enCommon from "./en/common";
import enTracking from "./en/tracking";

export const english = { ...enCommon, ...enCheckout, ...enTracking };

export type MessageId = keyof typeof english;

export const arabic: { readonly [Key in MessageId]: string } = {
  ...arCommon,
  ...arCheckout,
  ...arTracking,
};
