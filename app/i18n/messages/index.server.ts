// Every message of the shop in both languages: one file per area of the storefront and language
// (en/*.ts, ar/*.ts; the Arabic file must have every key of its English one, or the build
// fails). Server only: pages receive their language's messages from the root loader, so the
// browser never downloads a catalogue in its script.
import arCommon from "./ar/common";
import arPolicies from "./ar/policies";
import enCommon from "./en/common";
import enPolicies from "./en/policies";

export const english = { ...enCommon, ...enPolicies };

export type MessageId = keyof typeof english;

export const arabic: { readonly [Key in MessageId]: string } = { ...arCommon, ...arPolicies };
