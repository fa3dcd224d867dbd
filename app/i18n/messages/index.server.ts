// Every message of the shop in both languages: one file per area of the storefront and language
// (en/*.ts, ar/*.ts; the Arabic file must have every key of its English one, or the build
// fails). Server only: pages receive their language's messages from the root loader, so the
// browser never downloads a catalogue in its script.
import arCatalogue from "./ar/catalogue";
import arCommon from "./ar/common";
import arItem from "./ar/item";
import enCatalogue from "./en/catalogue";
import enCommon from "./en/common";
import enItem from "./en/item";

export const english = { ...enCommon, ...enCatalogue, ...enItem };

export type MessageId = keyof typeof english;

export const arabic: { readonly [Key in MessageId]: string } = {
  ...arCommon,
  ...arCatalogue,
  ...arItem,
};
